// The home loading placeholder's timed progress (SPEC §2 "Home loading placeholder").
import { HOME_LOADING_STEPS } from '@instamg/shared/constants';

export type HomeLoadingStep = (typeof HOME_LOADING_STEPS)[number];

/** The step showing `elapsedMs` after the placeholder appeared: the last one whose time has come. */
export function homeLoadingStepAt(elapsedMs: number): HomeLoadingStep {
  if (!Number.isFinite(elapsedMs) || elapsedMs < 0)
    throw new RangeError(`Elapsed time must be a non-negative number of ms, got ${String(elapsedMs)}`);
  let current: HomeLoadingStep = HOME_LOADING_STEPS[0];
  for (const step of HOME_LOADING_STEPS) if (step.atMs <= elapsedMs) current = step;
  return current;
}

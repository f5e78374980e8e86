// The home loading placeholder's timed progress (SPEC §2 "Home loading placeholder").
/** SPEC §2 "Home loading placeholder": the progress bar's steps. */
export const HOME_LOADING_STEPS = [
  { atMs: 0, message: 'Checking nearby pharmacies...', percent: 13 },
  { atMs: 500, message: 'Finding the fastest delivery routes...', percent: 45 },
  { atMs: 1000, message: 'Getting fresh medicines ready...', percent: 66 },
  { atMs: 1500, message: 'Almost there! Preparing your experience...', percent: 85 },
] as const;

export type HomeLoadingStep = (typeof HOME_LOADING_STEPS)[number];

/** The step showing `elapsedMs` after the placeholder appeared: the last one whose time has come. */
export function homeLoadingStepAt(elapsedMs: number): HomeLoadingStep {
  if (!Number.isFinite(elapsedMs) || elapsedMs < 0)
    throw new RangeError(`Elapsed time must be a non-negative number of ms, got ${String(elapsedMs)}`);
  let current: HomeLoadingStep = HOME_LOADING_STEPS[0];
  for (const step of HOME_LOADING_STEPS) if (step.atMs <= elapsedMs) current = step;
  return current;
}

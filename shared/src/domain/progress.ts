// Progress bar input clamping (SPEC §5 "Progress").
import { LIMITS } from '../constants';

export interface Progress {
  readonly value: number;
  readonly max: number;
  /** value / max × 100, for bars that take a percentage. */
  readonly percent: number;
}

/** max must be a number above 0, otherwise 100; value is clamped to 0..max (NaN → 0). */
export function normalizeProgress(value: unknown, max?: unknown): Progress {
  const safeMax = typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : LIMITS.progressDefaultMax;
  const safeValue = typeof value === 'number' && !Number.isNaN(value) ? Math.min(Math.max(value, 0), safeMax) : 0;
  return { value: safeValue, max: safeMax, percent: (safeValue / safeMax) * 100 };
}

// The widget's toast list (SPEC §9: at most 5, removed after their duration, 3 s by default).
// The shell uses notistack; the widget keeps this small list instead to stay in its size budget.
import { LIMITS, TIMINGS } from '@instamg/shared/constants';
import type { ToastText } from '../domain/toast-text';

export interface ShownToast extends ToastText {
  id: number;
  durationMs: number;
}

/** Adds a toast; the oldest ones beyond the limit are dropped. */
export function addToast(list: readonly ShownToast[], toast: ShownToast, limit: number = LIMITS.toastLimit): ShownToast[] {
  return [...list, toast].slice(-limit);
}

export function removeToast(list: readonly ShownToast[], id: number): ShownToast[] {
  return list.filter((toast) => toast.id !== id);
}

export const DEFAULT_TOAST_MS = TIMINGS.toastRemoveDelayMs;

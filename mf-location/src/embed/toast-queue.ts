// The widget's toast list (SPEC §9: at most 5, removed after their duration, 3 s by default).
// The shell uses notistack; the widget keeps this small list instead to stay in its size budget.
import { LIMITS } from '@instamg/shared/constants';
import type { ShownToast } from '@instamg/shared/toast';

export interface QueuedToast extends ShownToast {
  id: number;
}

/** Adds a toast; the oldest ones beyond the limit are dropped. */
export function addToast(
  list: readonly QueuedToast[],
  toast: QueuedToast,
  limit: number = LIMITS.toastLimit,
): QueuedToast[] {
  return [...list, toast].slice(-limit);
}

export function removeToast(list: readonly QueuedToast[], id: number): QueuedToast[] {
  return list.filter((toast) => toast.id !== id);
}

/**
 * The one way to show a toast (SPEC §8 texts, §9 limits and durations): `useToast()` returns
 * `toast(entry, detail?)`, where `entry` comes from the catalogue in constants.ts
 * (`TEXTS.toast`, or an app's own `domain/toasts.ts`) — pages never write a toast text.
 * `detail` is the store name of an entry with `describe`, or else the description itself (the
 * server's message under 'Sign in failed'). Shown with the host's notistack (HostProviders).
 *
 * Written with createElement because the package exports map only resolves `.ts` files.
 */
import { createElement, useCallback } from 'react';
import { useSnackbar } from 'notistack';
import { TIMINGS, type ToastVariant } from './constants';
// The 'destructive' notistack variant is declared beside the SnackbarProvider.
import type {} from './mf/host-providers';

/** A catalogue entry. */
export interface ToastEntry {
  readonly title: string;
  readonly description?: string;
  /** Builds the description from the `detail` argument (a store name). */
  readonly describe?: (detail: string) => string;
  readonly variant: ToastVariant;
  /** SPEC §9; the 3 s removal delay when absent. */
  readonly durationMs?: number;
}

/** What is shown: title, description, variant and duration. */
export interface ShownToast {
  title: string;
  description?: string;
  variant: ToastVariant;
  durationMs: number;
}

/** The entry with its detail filled in. Throws when a `describe` entry gets no detail. */
export function toastToShow(entry: ToastEntry, detail?: string): ShownToast {
  let description = entry.description;
  if (entry.describe) {
    if (detail === undefined) throw new Error(`The "${entry.title}" toast needs its detail`);
    description = entry.describe(detail);
  } else if (detail !== undefined && detail !== '') {
    description = detail;
  }
  return {
    title: entry.title,
    description,
    variant: entry.variant,
    durationMs: entry.durationMs ?? TIMINGS.toastRemoveDelayMs,
  };
}

export type Toast = (entry: ToastEntry, detail?: string) => void;

export function useToast(): Toast {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback<Toast>(
    (entry, detail) => {
      const { title, description, variant, durationMs } = toastToShow(entry, detail);
      const message = createElement(
        'div',
        null,
        createElement('strong', { style: { display: 'block' } }, title),
        description ? createElement('span', null, description) : null,
      );
      enqueueSnackbar(message, { variant, autoHideDuration: durationMs });
    },
    [enqueueSnackbar],
  );
}

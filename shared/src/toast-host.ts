/**
 * The toast area's code: notistack and its provider, loaded on the first toast (issue 34 §3:
 * about 8 kB gzip that no first paint uses). `ToastArea` (toast.ts) renders it once loaded and
 * hands it the toasts waiting in its queue. Not a module of its own for Module Federation: it is
 * only ever reached through toast.ts, so it runs beside the one ToastArea of the page.
 *
 * Written with createElement because the package exports map only resolves `.ts` files.
 */
import { createElement, forwardRef, useEffect } from 'react';
import { MaterialDesignContent, SnackbarProvider, useSnackbar, type CustomContentProps } from 'notistack';
import { LAYOUT, LIMITS, TIMINGS } from './constants';
import type { ToastQueue } from './toast';

declare module 'notistack' {
  interface VariantOverrides {
    /** SPEC §8 "Destructive toasts": rendered with error styling. */
    destructive: true;
  }
}

const DestructiveToast = forwardRef<HTMLDivElement, CustomContentProps>(function DestructiveToast(props, ref) {
  // MaterialDesignContent styles by variant; 'error' gives the destructive look.
  return createElement(MaterialDesignContent, { ...props, variant: 'error', ref });
});

/** Shows every toast of the queue, the waiting ones first. */
function QueueToSnackbars({ queue }: { queue: ToastQueue }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () =>
      queue.drain(
        ({ message, variant, durationMs }) => void enqueueSnackbar(message, { variant, autoHideDuration: durationMs }),
      ),
    [queue, enqueueSnackbar],
  );
  return null;
}

/** The toast area: notistack's provider with the SPEC §9 limits, fed from the queue. */
export function ToastHost({ queue }: { queue: ToastQueue }) {
  return createElement(
    SnackbarProvider,
    {
      // SPEC §9 "Toast limit / removal delay".
      maxSnack: LIMITS.toastLimit,
      autoHideDuration: TIMINGS.toastRemoveDelayMs,
      anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
      Components: { destructive: DestructiveToast },
      style: { maxWidth: LAYOUT.toastViewportMaxWidthPx },
    },
    createElement(QueueToSnackbars, { queue }),
  );
}

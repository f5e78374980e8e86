// The widget's own texts (not in the SPEC: it names the shell's screens only).
export const WIDGET_TEXTS = {
  /** The backend did not answer from this page (offline, or the site is not an allowed platform). */
  backendUnavailable: 'Delivery check unavailable right now',
  retry: 'Retry',
} as const;

import { readRuntimeConfig } from '@instamg/shared/config';

/** The advertising pixel's global, installed by its own loader snippet when a pixel id is deployed. */
type PixelFunction = (command: 'track', event: 'PageView') => void;

declare global {
  interface Window {
    fbq?: PixelFunction;
  }
}

/**
 * Builds the page-view reporter (SPEC §2 "Page frame": reported to the advertising pixel on
 * each path change). It does nothing unless a pixel id is configured for this deployment, so
 * local and test runs never talk to a third party. The same path twice in a row counts once:
 * React StrictMode and a remounted frame re-run effects without the user moving.
 */
export function createPageViewTracker(): (path: string) => void {
  let lastTrackedPath: string | null = null;
  return (path) => {
    if (!readRuntimeConfig().analyticsPixelId) return;
    if (typeof window.fbq !== 'function') return;
    if (path === lastTrackedPath) return;
    lastTrackedPath = path;
    window.fbq('track', 'PageView');
  };
}

export const trackPageView = createPageViewTracker();

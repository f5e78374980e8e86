import { SSR_STATE_GLOBAL, type SsrPageState } from '@instamg/shared/ssr';

/** The state the render server sent with the page (docs/decisions/0005-server-rendering.md), if any. */
export function serverPageState(): SsrPageState | undefined {
  return (window as unknown as Record<string, SsrPageState | undefined>)[SSR_STATE_GLOBAL];
}

/** Whether this page arrived as server HTML to hydrate (its state and a rendered root). */
export function isServerRenderedPage(): boolean {
  return Boolean(serverPageState() && document.getElementById('root')?.firstElementChild);
}

import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { TEXTS } from '@instamg/shared/constants';
import { SSR_STATE_GLOBAL, slicedHydration, type SsrPageState } from '@instamg/shared/ssr';
import App from './App';
import { DELIVERY_SELECTOR_MODULE, firstLoadRemoteModules } from './mf/first-load-remotes';
import { preloadRemoteModule } from './mf/remote-modules';
import { runStartupTasks } from './startup';

const rootElement = document.getElementById('root');
// SPEC §8 "Other messages": thrown at start-up when the page has no root element.
if (!rootElement) throw new Error(TEXTS.errors.rootElementMissing);

const ssrState = (window as unknown as Record<string, SsrPageState | undefined>)[SSR_STATE_GLOBAL];
const hydrating = Boolean(ssrState && rootElement.firstElementChild);

runStartupTasks();
// The remotes of the first screen load alongside the sign-in check, not after it. A server-rendered
// page already shows the delivery selector's placeholder: its remote loads when the browser is idle
// (RemoteDeliverySelector), not before hydration (issue 21).
for (const id of firstLoadRemoteModules(window.location.pathname)) {
  if (!(hydrating && slicedHydration() && id === DELIVERY_SELECTOR_MODULE)) preloadRemoteModule(id);
}

// Server-rendered page (docs/decisions/0005-server-rendering.md): hydrate the server's HTML with the
// state it was rendered from; otherwise render from scratch as before.
/**
 * A section the server could not finish (its remote was down there, or the render budget ran
 * out) arrives as its fallback and renders here: expected, so only a warning (React error 419).
 * Anything else recoverable, such as a hydration mismatch, is a bug and reported as an error.
 */
function onRecoverableError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (/\b419\b|could not finish this Suspense boundary/.test(message)) {
    console.warn('[ssr] a section the server did not render was rendered in the browser', message);
    return;
  }
  console.error('[ssr] recoverable error while hydrating', error);
  globalThis.reportError?.(error);
}

if (ssrState && hydrating) {
  startTransition(() => {
    hydrateRoot(
      rootElement,
      <StrictMode>
        <App dehydratedState={ssrState.queries} hints={ssrState.hints} />
      </StrictMode>,
      { onRecoverableError },
    );
  });
} else {
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

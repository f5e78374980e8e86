import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { TEXTS } from '@instamg/shared/constants';
import { SSR_STATE_GLOBAL, type SsrPageState } from '@instamg/shared/ssr';
import App from './App';
import { firstLoadRemoteModules } from './mf/first-load-remotes';
import { preloadRemoteModule } from './mf/remote-modules';
import { runStartupTasks } from './startup';

const rootElement = document.getElementById('root');
// SPEC §8 "Other messages": thrown at start-up when the page has no root element.
if (!rootElement) throw new Error(TEXTS.errors.rootElementMissing);

runStartupTasks();
// The remotes of the first screen load alongside the sign-in check, not after it.
for (const id of firstLoadRemoteModules(window.location.pathname)) preloadRemoteModule(id);

// Server-rendered page (docs/decisions/0005-server-rendering.md): hydrate the server's HTML with the
// state it was rendered from; otherwise render from scratch as before.
const ssrState = (window as unknown as Record<string, SsrPageState | undefined>)[SSR_STATE_GLOBAL];
if (ssrState && rootElement.firstElementChild) {
  startTransition(() => {
    hydrateRoot(
      rootElement,
      <StrictMode>
        <App dehydratedState={ssrState.queries} hints={ssrState.hints} />
      </StrictMode>,
    );
  });
} else {
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { TEXTS } from '@instamg/shared/constants';
import { DEFAULT_LOCALE, browserLocale, preloadLocale } from '@instamg/shared/i18n';
import App from './App';
import { isServerRenderedPage, serverPageState } from './server-page';
import { runStartupTasks } from './startup';
import { classifyRecoverableError } from './domain/recoverable-error';

const rootElement = document.getElementById('root');
// SPEC §8 "Other messages": thrown at start-up when the page has no root element.
if (!rootElement) throw new Error(TEXTS.errors.rootElementMissing);

const ssrState = serverPageState();
const hydrating = isServerRenderedPage();

runStartupTasks();

// Server-rendered page (docs/decisions/0005-server-rendering.md): hydrate the server's HTML with the
// state it was rendered from; otherwise render from scratch as before.
/**
 * Expected while hydrating (only a warning): a section the server could not finish arrives as its
 * fallback and renders here (React error 419), and a section whose remote cannot be loaded in the
 * browser renders here with the remote's fallback (React error 422 caused by the remote error).
 * Anything else recoverable, such as a hydration mismatch, is a bug and reported as an error.
 */
function onRecoverableError(error: unknown): void {
  const kind = classifyRecoverableError(error);
  if (kind === 'server-fallback') {
    const message = error instanceof Error ? error.message : String(error);
    console.warn('[ssr] a section the server did not render was rendered in the browser', message);
    return;
  }
  if (kind === 'remote-unavailable') {
    console.warn('[ssr] a section whose remote could not be loaded was rendered in the browser');
    return;
  }
  console.error('[ssr] recoverable error while hydrating', error);
  globalThis.reportError?.(error);
}

function start(): void {
  if (ssrState && hydrating) {
    startTransition(() => {
      hydrateRoot(
        rootElement!,
        <StrictMode>
          <App dehydratedState={ssrState.queries} hints={ssrState.hints} />
        </StrictMode>,
        { onRecoverableError },
      );
    });
  } else {
    createRoot(rootElement!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
}

// A page in another language than English first loads that language's catalogues (ADR 0012: each
// its own chunk; the shell's and the page's remotes' are registered by now), so hydration finds
// the server's words at once instead of waiting section by section.
const locale = ssrState && hydrating ? (ssrState.hints.locale ?? DEFAULT_LOCALE) : browserLocale();
if (locale === DEFAULT_LOCALE) start();
else
  void preloadLocale(locale)
    .catch((error: unknown) => console.warn('[i18n] catalogues did not load before the first render', error))
    .then(start);

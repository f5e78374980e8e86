/**
 * Renders one request of the shell on the server (docs/decisions/0005-server-rendering.md).
 * Everything here is per request: the React Query client, the emotion cache, the router. Nothing
 * module-level may hold request data (50 concurrent requests must each get their own page).
 */
import { StrictMode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate } from '@tanstack/react-query';
import { ROUTE_TABLE } from '@instamg/shared/mf/routes';
import { createInstamgQueryClient } from '@instamg/shared/mf/host-providers';
import { parseRemoteModuleId } from '@instamg/shared/mf/remotes';
import type { PageMeta, PageModuleWithLoader } from '@instamg/shared/mf/page-loader';
import { isMobileUserAgent, serializeQueryData, type SsrHints, type SsrPageState } from '@instamg/shared/ssr';
import { DEFAULT_LOCALE, type Locale } from '@instamg/shared/i18n';
import { pageLocale } from '@instamg/shared/domain/locale-url';
import App from '../App';
import { loadRemoteModule } from '../mf/remote-modules';
import { routeAccess } from '../domain/auth/route-access';
import { defaultDescription, pageLinks, renderHeadTags, routeTitle } from '../domain/page-head';
import { matchRoute } from '../route-match';

export interface RenderRequest {
  /** Path and query of the request. */
  url: string;
  /** The public site origin, for canonical URLs. */
  siteUrl: string;
  userAgent: string;
  /**
   * The request's language (render-key.mjs requestLocale: the locale cookie, else Accept-Language).
   * A `/hi/…` URL is Hindi whatever this says (pageLocale, docs/decisions/0012-i18n.md §8).
   */
  locale?: Locale;
  /** Remotes with a node build in the deploy map. */
  serverRemotes: readonly string[];
  /** Time budget: after it, unfinished sections are left to the browser. */
  budgetMs: number;
}

export interface RenderResult {
  status: number;
  /** Tags for <head>: title, meta, canonical, Open Graph, JSON-LD, emotion's critical CSS. */
  head: string;
  /** The app's HTML, for inside the root element. */
  body: string;
  /** The page state the browser hydrates with (JSON of SsrPageState). */
  state: SsrPageState;
  /** Errors met while rendering (a section that fell back), for the server log. */
  errors: string[];
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Renders to a string once everything (lazy remotes included) is ready, or the budget runs out. */
function renderAll(element: React.ReactNode, budgetMs: number, errors: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    let piped = false;
    // Once: aborting at the budget makes React call onAllReady as well.
    const flush = () => {
      if (piped) return;
      piped = true;
      stream.pipe(sink);
    };
    const stream = renderToPipeableStream(element, {
      // Every section inline: React otherwise outlines a large finished boundary behind its
      // fallback and a script that swaps it in, which readers without JavaScript never run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        flush();
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        // A section that failed here renders its fallback; the browser renders it instead.
        errors.push(error instanceof Error ? error.message : String(error));
      },
    });
    // Past the budget, what is still pending stays a fallback and the browser takes over.
    const timer = setTimeout(() => {
      flush();
      stream.abort(new Error(`render budget of ${budgetMs} ms exceeded`));
    }, budgetMs);
  });
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const started = Date.now();
  const url = new URL(request.url, request.siteUrl);
  const matched = matchRoute(url.pathname);
  const queryClient = createInstamgQueryClient();
  const errors: string[] = [];
  let status = matched ? 200 : 404;
  // The URL first (`/hi/…` is Hindi), else the visitor's choice: the loaders write in it too.
  const locale = pageLocale(url.pathname, request.locale ?? DEFAULT_LOCALE);
  let meta: PageMeta = {
    title: routeTitle(matched?.route.path ?? null, locale),
    description: defaultDescription(locale),
  };

  if (matched && matched.route.owner !== 'shell' && routeAccess(matched.route.path) === null) {
    const id = matched.route.module;
    if (request.serverRemotes.includes(parseRemoteModuleId(id).remote)) {
      try {
        const module = await withTimeout(
          loadRemoteModule<PageModuleWithLoader>(id),
          request.budgetMs / 2,
          `loading ${id}`,
        );
        const loaded = await withTimeout(
          module.loader?.({
            params: matched.params,
            searchParams: url.searchParams,
            queryClient,
            siteUrl: request.siteUrl,
            locale,
          }) ?? Promise.resolve(undefined),
          Math.max(1, request.budgetMs / 2 - (Date.now() - started)),
          `the loader of ${id}`,
        );
        if (loaded) meta = { ...meta, ...loaded };
        if (loaded?.status) status = loaded.status;
      } catch (error) {
        // The page renders without server data (or its fallback); the browser loads it as before.
        errors.push(error instanceof Error ? error.message : String(error));
      }
    }
  }

  const hints: SsrHints = {
    mobile: isMobileUserAgent(request.userAgent),
    serverRemotes: request.serverRemotes,
    renderedAt: Date.now(),
    locale,
  };
  const dehydrated = dehydrate(queryClient, { serializeData: serializeQueryData });
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const body = await renderAll(
    <StrictMode>
      <CacheProvider value={cache}>
        <App queryClient={queryClient} location={`${url.pathname}${url.search}`} hints={hints} />
      </CacheProvider>
    </StrictMode>,
    Math.max(1, request.budgetMs - (Date.now() - started)),
    errors,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  // A secret link's page (the family tracking link, issue 38 §4): never indexed, no canonical.
  const secret = matched?.route.noindex === true;
  const noindex = secret || status !== 200 || (matched !== null && routeAccess(matched.route.path) !== null);
  // A public page: canonical to its URL in the language it rendered in (a Hindi cookie on `/x`
  // points at `/hi/x`) and the en-IN / hi-IN / x-default alternates (ADR 0012 §8). Pages that
  // are not indexed name no alternates.
  const links = pageLinks(request.siteUrl, {
    pathname: url.pathname,
    search: url.search,
    locale,
    noindex,
    secret,
  });
  const head = renderHeadTags({ meta, canonical: links.canonical, alternates: links.alternates, noindex }) + styles;
  queryClient.clear();
  return { status, head, body, state: { hints, queries: dehydrated }, errors };
}

/**
 * Loads every public page module of the server-rendered remotes ahead of the first request (the
 * render server calls it at start), so no visitor waits for a remote's code. A remote that fails
 * here is tried again by the requests that need it.
 */
export async function warmUp(serverRemotes: readonly string[]): Promise<string[]> {
  const failures: string[] = [];
  const modules = new Set(
    ROUTE_TABLE.flatMap((route) =>
      route.owner !== 'shell' && serverRemotes.includes(route.owner) && routeAccess(route.path) === null
        ? [route.module]
        : [],
    ),
  );
  await Promise.all(
    [...modules].map((id) =>
      loadRemoteModule(id).catch((error: unknown) => {
        failures.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
      }),
    ),
  );
  return failures;
}

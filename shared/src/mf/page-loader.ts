/**
 * The contract between the render server and a remote's page loaders (docs/decisions/
 * 0005-server-rendering.md). An exposed page module may export `loader`: on the server it fills the
 * request's own React Query cache with PUBLIC, location-independent data (a guest Appwrite client:
 * never an API key, never a session) under the same keys its hooks read, and describes the page
 * for search engines. The cache is dehydrated into the HTML, so the browser does not fetch it again.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { PageMeta } from '../domain/page-meta';
import type { Locale } from '../domain/locale';

export interface PageLoaderArgs {
  /** Route params of the matched route-table row (e.g. `{ id }` on /product/:id). */
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  queryClient: QueryClient;
  /** The public site origin (`PUBLIC_APP_URL`), for canonical and Open Graph URLs. */
  siteUrl: string;
  /**
   * The language the page renders in (`pageLocale`: `/hi/…` is Hindi): the loader's URLs
   * (JSON-LD, breadcrumbs) name that language's version and its words are in it (ADR 0012 §8).
   */
  locale: Locale;
}

export type { PageMeta };

export type PageLoader = (args: PageLoaderArgs) => Promise<PageMeta | undefined>;

/** What the render server looks for on an exposed module. */
export interface PageModuleWithLoader {
  loader?: PageLoader;
}

/**
 * The contract between the render server and a remote's page loaders (docs/decisions/
 * 0005-server-rendering.md). An exposed page module may export `loader`: on the server it fills the
 * request's own React Query cache with PUBLIC, location-independent data (a guest Appwrite client:
 * never an API key, never a session) under the same keys its hooks read, and describes the page
 * for search engines. The cache is dehydrated into the HTML, so the browser does not fetch it again.
 */
import type { QueryClient } from '@tanstack/react-query';

export interface PageLoaderArgs {
  /** Route params of the matched route-table row (e.g. `{ id }` on /product/:id). */
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  queryClient: QueryClient;
  /** The public site origin (`PUBLIC_APP_URL`), for canonical and Open Graph URLs. */
  siteUrl: string;
}

export interface PageMeta {
  title?: string;
  description?: string;
  /** Absolute image URL for Open Graph. */
  image?: string;
  /** `og:type`; 'website' unless given. */
  ogType?: string;
  /** schema.org objects, each written as its own application/ld+json script. */
  jsonLd?: readonly object[];
  /** 404 when the thing the URL names does not exist (a removed product). */
  status?: number;
}

export type PageLoader = (args: PageLoaderArgs) => Promise<PageMeta | undefined>;

/** What the render server looks for on an exposed module. */
export interface PageModuleWithLoader {
  loader?: PageLoader;
}

// How a page describes itself to search engines: what a remote's loader returns (shared/src/mf/page-loader.ts)
// and the shell's page head (shell/src/domain/page-head.ts) writes. Pure data.
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

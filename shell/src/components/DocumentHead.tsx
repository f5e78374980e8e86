import { useLayoutEffect, useRef } from 'react';
import { useLocation } from '@instamg/shared/router';
import { useLocale } from '@instamg/shared/i18n';
import { pageLocale } from '@instamg/shared/domain/locale-url';
import { defaultDescription, pageLinks, routeTitle } from '../domain/page-head';
import { routeAccess } from '../domain/auth/route-access';
import { matchRoute } from '../route-match';
import { serverPageState } from '../server-page';

/**
 * The head of the page now shown, after client-side navigations and language switches (ADR 0012
 * §8): the route's default title and description (a page that knows better sets its own after:
 * useDocumentTitle / useDocumentDescription, passive effects), and the canonical, hreflang
 * alternates and robots tag from the render server's rule (`pageLinks`). `<html lang>` is the
 * I18nProvider's. The first page keeps the server's description, links and JSON-LD (it knew the
 * loader's status and meta) and, when it was server-rendered, its title; a page rendered only in
 * the browser gets its route's title from the start.
 */
export function DocumentHead(): null {
  const { pathname, search } = useLocation();
  const locale = useLocale();
  const first = useRef(`${pathname}${search}|${locale}`);
  const firstPath = useRef(pathname);

  // Server HTML came with its page's own title (a product's name); a page rendered only in the
  // browser gets its route's from the start.
  // (Read in the render, which also runs on the render server: no `window` there.)
  const serverRendered = useRef(typeof window !== 'undefined' && serverPageState() !== undefined);

  useLayoutEffect(() => {
    const first = pathname === firstPath.current;
    // The URL's language first (`/hi/…` is Hindi before UrlLocale's switch has rendered), as on the server.
    const shown = pageLocale(pathname, locale);
    if (!(first && serverRendered.current))
      document.title = routeTitle(matchRoute(pathname)?.route.path ?? null, shown);
    if (first) return;
    firstPath.current = '';
    setMeta('description', defaultDescription(shown));
    // The first page's JSON-LD describes that page only.
    for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
  }, [pathname, locale]);

  useLayoutEffect(() => {
    const key = `${pathname}${search}|${locale}`;
    if (key === first.current) return;
    first.current = '';
    const matched = matchRoute(pathname);
    const secret = matched?.route.noindex === true;
    const noindex = secret || matched === null || routeAccess(matched.route.path) !== null;
    // The URL first (`/hi/…` is Hindi even before UrlLocale's switch has rendered), as on the server.
    const shown = pageLocale(pathname, locale);
    const links = pageLinks(siteOrigin(), { pathname, search, locale: shown, noindex, secret });
    applyLinks(links.canonical, links.alternates, noindex);
  }, [pathname, search, locale]);

  return null;
}

/** The origin the server wrote canonicals with (its PUBLIC_APP_URL), else this page's. */
function siteOrigin(): string {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  try {
    if (canonical?.href) return new URL(canonical.href).origin;
  } catch {
    // A malformed canonical: fall back to this page's origin.
  }
  return location.origin;
}

function setMeta(name: string, content: string | null, attribute: 'name' | 'property' = 'name'): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${name}"]`);
  if (content === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, name);
    document.head.append(tag);
  }
  tag.content = content;
}

function applyLinks(
  canonical: string | null,
  alternates: readonly { hreflang: string; href: string }[],
  noindex: boolean,
): void {
  const head = document.head;
  for (const link of head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
  let tag = head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical === null) tag?.remove();
  else {
    if (!tag) {
      tag = document.createElement('link');
      tag.rel = 'canonical';
      head.append(tag);
    }
    tag.href = canonical;
  }
  setMeta('og:url', canonical, 'property');
  // Right after the canonical, as the server writes them.
  let after: Element | null = tag ?? null;
  for (const { hreflang, href } of alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = href;
    if (after) after.after(link);
    else head.append(link);
    after = link;
  }
  setMeta('robots', noindex ? 'noindex' : null);
}

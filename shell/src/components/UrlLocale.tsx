import { useEffect, useRef } from 'react';
import { useLocation } from '@instamg/shared/router';
import { browserLocale, useLocale, useShowLocale } from '@instamg/shared/i18n';
import { localeAfterNavigation } from '@instamg/shared/domain/locale-url';

/**
 * Keeps the page's language with its URL after in-app navigations (docs/decisions/0012-i18n.md §8):
 * `/hi/…` is Hindi, a public unprefixed page the visitor's language, a page without a Hindi URL
 * keeps the one before. The first render's language came from the server (or AppProviders), so
 * only later path changes count. Shown, not remembered: only the switch writes the cookie.
 */
export function UrlLocale(): null {
  const { pathname } = useLocation();
  const locale = useLocale();
  const showLocale = useShowLocale();
  const shownFor = useRef(pathname);
  const current = useRef(locale);
  current.current = locale;
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    const next = localeAfterNavigation(pathname, { visitor: browserLocale(), current: current.current });
    if (next !== current.current) showLocale(next);
  }, [pathname, showLocale]);
  return null;
}

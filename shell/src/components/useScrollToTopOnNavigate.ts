import { useLayoutEffect } from 'react';
import { isPolicyPage } from '../domain/policy-pages';

/**
 * SPEC §2 "Page frame": scroll to the top on every route change, except when the new
 * path is a policy page. Layout effect so the new page never paints at the old offset.
 */
export function useScrollToTopOnNavigate(pathname: string): void {
  useLayoutEffect(() => {
    if (isPolicyPage(pathname)) return;
    window.scrollTo(0, 0);
  }, [pathname]);
}

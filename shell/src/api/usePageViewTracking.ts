import { useEffect } from 'react';
import { whenIdle } from '@instamg/shared/ssr';
import { trackPageView } from './page-view';

/**
 * SPEC §2: the page view is reported on each path change (not on query or hash changes), when the
 * browser is next idle: never inside hydration or a navigation's render (issue 21).
 */
export function usePageViewTracking(pathname: string): void {
  useEffect(() => whenIdle(() => trackPageView(pathname)), [pathname]);
}

import { useEffect } from 'react';
import { trackPageView } from './page-view';

/** SPEC §2: the page view is reported on each path change (not on query or hash changes). */
export function usePageViewTracking(pathname: string): void {
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}

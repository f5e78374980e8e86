import { useEffect } from 'react';
import { applyStoredFavicon } from './favicon';

/**
 * SPEC §2: the favicon is refreshed when the tab becomes visible, so a favicon changed in
 * another tab (e.g. by an admin) shows up when the user comes back to this one.
 */
export function useFaviconRefresh(): void {
  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') applyStoredFavicon();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, []);
}

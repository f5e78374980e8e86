import { useMediaQuery } from '@instamg/shared/mui';
import { LAYOUT } from '@instamg/shared/constants';
import { useSsrHints } from '@instamg/shared/ssr';

/**
 * SPEC §9 "Mobile breakpoint 768 px": mobile means narrower than 768 px. The .98 keeps
 * a 768 px-wide window on the desktop side even with fractional device pixels.
 */
export const MOBILE_MEDIA_QUERY = `(max-width: ${LAYOUT.mobileBreakpointPx - 0.02}px)`;

/**
 * Client-rendered, the media query is read during the first render, so the frame never flashes the
 * wrong layout. Server-rendered, the server guesses from the User-Agent (`SsrHints.mobile`) and
 * hydration starts from the same guess; the real query applies right after.
 */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY, { defaultMatches: useSsrHints().mobile });
}

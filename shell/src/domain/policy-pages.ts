/** SPEC §2 "Page frame": no scroll-to-top and no mobile bottom bar on these. */
export const POLICY_PAGE_PATHS = [
  '/privacy-policy',
  '/terms',
  '/refund-policy',
  '/shipping-policy',
  '/contact',
] as const;

/**
 * The policy pages keep their scroll position on navigation and hide the mobile bottom bar
 * (SPEC §2 "Page frame"). Exact match after dropping one trailing slash, so `/terms/` counts
 * but `/terms/x` and `/faq` do not.
 */
export function isPolicyPage(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return (POLICY_PAGE_PATHS as readonly string[]).includes(normalised);
}

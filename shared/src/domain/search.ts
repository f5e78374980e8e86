// Search navigation and the cart count badge (SPEC §2 "Search box", §9 "Cart badge").
import { ROUTES } from '../constants';

/** '/search?q=<encoded trimmed term>', or bare '/search' for a blank term. */
export function searchPath(term: string | null | undefined): string {
  const trimmed = (term ?? '').trim();
  return trimmed === '' ? ROUTES.search : `${ROUTES.search}?q=${encodeURIComponent(trimmed)}`;
}

/**
 * The badge text for a cart count: null (no badge) at 0 or below, `'<cap>+'` above the cap
 * (LIMITS.cartBadgeCapTopBar = 99 on the top bar, LIMITS.cartBadgeCapMobileBar = 9 on the
 * mobile bar), otherwise the count.
 */
export function cartBadge(count: number, cap: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > cap ? `${cap}+` : String(count);
}

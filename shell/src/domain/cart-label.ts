import { TEXTS } from '@instamg/shared/constants';

/** What screen readers hear for a cart button: the badge is capped ('99+', '9+'), the name is not. */
export function cartAccessibleName(count: number, label: string = TEXTS.pageFrame.mobileTabs.cart): string {
  if (!Number.isFinite(count) || count <= 0) return label;
  return `${label}, ${count} ${count === 1 ? 'item' : 'items'}`;
}

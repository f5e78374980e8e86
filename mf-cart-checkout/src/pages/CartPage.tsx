import { PlaceholderPage } from '@instamg/shared/mf/placeholder-page';

export function CartPage() {
  return <PlaceholderPage title="Your cart" remote="mf_cart_checkout" />;
}

import { PlaceholderPage } from '@instamg/shared/mf/placeholder-page';

export function CheckoutPage() {
  return <PlaceholderPage title="Checkout" remote="mf_cart_checkout" />;
}

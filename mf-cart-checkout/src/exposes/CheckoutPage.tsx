import { RemoteRoot } from '../RemoteRoot';
import { CheckoutPage } from '../pages/checkout/CheckoutPage';

export default function ExposedCheckoutPage() {
  return (
    <RemoteRoot>
      <CheckoutPage />
    </RemoteRoot>
  );
}

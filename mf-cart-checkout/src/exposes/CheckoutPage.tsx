import { RemoteRoot } from '../RemoteRoot';
import { CheckoutPage } from '../pages/CheckoutPage';

export default function ExposedCheckoutPage() {
  return (
    <RemoteRoot>
      <CheckoutPage />
    </RemoteRoot>
  );
}

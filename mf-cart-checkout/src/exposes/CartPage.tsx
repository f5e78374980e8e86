import { RemoteRoot } from '../RemoteRoot';
import { CartPage } from '../pages/CartPage';

export default function ExposedCartPage() {
  return (
    <RemoteRoot>
      <CartPage />
    </RemoteRoot>
  );
}

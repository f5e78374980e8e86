import { RemoteRoot } from '../RemoteRoot';
import { OrderListPage } from '../pages/OrderListPage';

/** The customer's order list, placed by the shell's account frame on /orders and /profile/orders. */
export default function OrderList() {
  return (
    <RemoteRoot>
      <OrderListPage />
    </RemoteRoot>
  );
}

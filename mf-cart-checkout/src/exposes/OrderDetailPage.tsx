import { RemoteRoot } from '../RemoteRoot';
import { OrderDetailPage } from '../pages/OrderDetailPage';

export default function ExposedOrderDetailPage() {
  return (
    <RemoteRoot>
      <OrderDetailPage />
    </RemoteRoot>
  );
}

import { RemoteRoot } from '../RemoteRoot';
import { PaymentStatusPage } from '../pages/PaymentStatusPage';

export default function ExposedPaymentStatusPage() {
  return (
    <RemoteRoot>
      <PaymentStatusPage />
    </RemoteRoot>
  );
}

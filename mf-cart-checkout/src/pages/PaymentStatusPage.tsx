import { Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '@instamg/shared/mf/placeholder-page';

export function PaymentStatusPage() {
  const { transactionId } = useParams();
  return (
    <PlaceholderPage title="Payment status" remote="mf_cart_checkout">
      <Typography data-testid="route-param">transactionId: {transactionId}</Typography>
    </PlaceholderPage>
  );
}

import { Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '@instamg/shared/mf/placeholder-page';

export function OrderDetailPage() {
  const { orderId } = useParams();
  return (
    <PlaceholderPage title="Order details" remote="mf_cart_checkout">
      <Typography data-testid="route-param">orderId: {orderId}</Typography>
    </PlaceholderPage>
  );
}

import { Typography } from '@mui/material';
import { RemoteRoot } from '../RemoteRoot';

/** The customer's order list, placed by the shell's account frame on /orders and /profile/orders. */
export default function OrderList() {
  return (
    <RemoteRoot>
      <Typography color="text.secondary" data-testid="order-list">
        Your orders will be listed here by Cart and checkout (mf_cart_checkout) once the orders feature lands.
      </Typography>
    </RemoteRoot>
  );
}

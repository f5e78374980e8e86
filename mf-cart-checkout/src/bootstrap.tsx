import { mountStandaloneRemote } from '@instamg/shared/mf/standalone';
import CartPage from './exposes/CartPage';
import CheckoutPage from './exposes/CheckoutPage';
import OrderDetailPage from './exposes/OrderDetailPage';
import OrderList from './exposes/OrderList';
import PaymentStatusPage from './exposes/PaymentStatusPage';
import UploadPrescriptionPage from './exposes/UploadPrescriptionPage';

mountStandaloneRemote(
  'mf_cart_checkout',
  {
    'mf_cart_checkout/CartPage': CartPage,
    'mf_cart_checkout/CheckoutPage': CheckoutPage,
    'mf_cart_checkout/PaymentStatusPage': PaymentStatusPage,
    'mf_cart_checkout/OrderDetailPage': OrderDetailPage,
    'mf_cart_checkout/UploadPrescriptionPage': UploadPrescriptionPage,
  },
  // In the app the shell's account frame places the list on /orders.
  { extraRoutes: { '/orders': <OrderList /> } },
);

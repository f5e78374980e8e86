import { Link as RouterLink } from '@instamg/shared/router';
import { Box, Button, Stack, Typography } from '@instamg/shared/mui';
import { AddressSection } from './AddressSection';
import { DeliveryModeSection } from './DeliveryModeSection';
import { PaymentSection } from './PaymentSection';
import { PrescriptionSection } from './PrescriptionSection';
import { PriceSummary } from './PriceSummary';
import { StoreSection } from './StoreSection';
import { useCheckout } from './useCheckout';
import { useCartT } from '../../i18n/catalogue';

export function CheckoutPage() {
  const t = useCartT();
  const checkout = useCheckout();

  if (checkout.items.length === 0 && !checkout.placedOrderId) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h1" sx={{ fontSize: 28, mb: 2 }}>
          {t('checkout.title')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('checkout.empty')}</Typography>
        <Button component={RouterLink} to="/medicines" variant="contained">
          {t('cart.browse')}
        </Button>
      </Box>
    );
  }

  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: 28, mb: 2 }}>
        {t('checkout.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={2} sx={{ flex: 2, width: '100%' }}>
          <AddressSection {...checkout} />
          <DeliveryModeSection {...checkout} />
          <StoreSection {...checkout} />
          {checkout.rxNeeded && <PrescriptionSection {...checkout} />}
          <PaymentSection {...checkout} />
        </Stack>
        <PriceSummary {...checkout} />
      </Stack>
    </Box>
  );
}

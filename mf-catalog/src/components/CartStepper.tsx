import { useState } from 'react';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import { IconButton, Stack, Typography } from '@instamg/shared/mui';
import { useToast } from '@instamg/shared/toast';
import { addToCartFailureToast, setCartQuantity } from '../api/add-to-cart';
import type { Product } from '../domain/product';
import { useCatalogT } from '../i18n/catalogue';

/** −/+ for a medicine already in the cart (issue 22 §4); − at 1 takes it out (the cart's rule), and Add comes back. */
export function CartStepper({
  product,
  quantity,
  size = 'small',
}: {
  product: Pick<Product, 'id' | 'name'>;
  quantity: number;
  size?: 'small' | 'medium';
}) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const t = useCatalogT();
  const change = async (next: number) => {
    setBusy(true);
    try {
      await setCartQuantity(product.id, next);
    } catch (error) {
      toast(addToCartFailureToast(product.name, error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', border: 1, borderColor: 'primary.main', borderRadius: 1 }}
      role="group"
      aria-label={t('stepper.inCart', { name: product.name })}
      data-testid="cart-stepper"
    >
      <IconButton
        size={size}
        color="primary"
        disabled={busy}
        onClick={() => void change(quantity - 1)}
        aria-label={
          quantity === 1 ? t('stepper.remove', { name: product.name }) : t('stepper.less', { name: product.name })
        }
      >
        <Remove fontSize="small" />
      </IconButton>
      <Typography
        sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }}
        aria-live="polite"
        data-testid="cart-quantity"
      >
        {quantity}
      </Typography>
      <IconButton
        size={size}
        color="primary"
        disabled={busy}
        onClick={() => void change(quantity + 1)}
        aria-label={t('stepper.more', { name: product.name })}
      >
        <Add fontSize="small" />
      </IconButton>
    </Stack>
  );
}

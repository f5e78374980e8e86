import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { addToCart, addToCartFailureMessage, type AddToCartInput } from './add-to-cart';
import { loadCartApi } from './cart-remote';

/**
 * Add to cart with its toasts, for the product page and the product cards. `warmUp` loads the
 * cart remote on first intent (hover, focus), so the click itself is usually instant; a failure
 * is reported by the click, not twice.
 */
export function useAddToCart() {
  const [adding, setAdding] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const warmUp = () => void loadCartApi().catch(() => undefined);
  const add = async (input: AddToCartInput) => {
    setAdding(true);
    try {
      await addToCart(input);
      enqueueSnackbar(`Added ${input.quantity} × ${input.product.name} to your cart`, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(addToCartFailureMessage(input.product.name, error), { variant: 'destructive' });
    } finally {
      setAdding(false);
    }
  };
  return { add, adding, warmUp };
}

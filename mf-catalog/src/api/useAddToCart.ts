import { useState } from 'react';
import { cartToasts, useCatalogT } from '../i18n/catalogue';
import { useToast } from '@instamg/shared/toast';
import { addToCart, addToCartFailureToast, type AddToCartInput } from './add-to-cart';
import { loadCartApi } from './cart-remote';

/**
 * Add to cart with its toasts, for the product page and the product cards. `warmUp` loads the
 * cart remote on first intent (hover, focus), so the click itself is usually instant; a failure
 * is reported by the click, not twice.
 */
export function useAddToCart() {
  const [adding, setAdding] = useState(false);
  const toast = useToast();
  const t = useCatalogT();
  const warmUp = () => void loadCartApi().catch(() => undefined);
  const add = async (input: AddToCartInput) => {
    setAdding(true);
    try {
      await addToCart(input);
      toast(cartToasts(t).added(input.quantity, input.product.name));
    } catch (error) {
      toast(addToCartFailureToast(input.product.name, error, t));
    } finally {
      setAdding(false);
    }
  };
  return { add, adding, warmUp };
}

// The catalogue's own toasts, shown through useToast (@instamg/shared/toast).
/** "Notify me" on a medicine the selected store does not have (issue 22 §4). */
export const STOCK_ALERT_TOASTS = {
  subscribed: (productName: string, storeName: string) =>
    ({ title: `We will e-mail you when ${storeName} has ${productName} again`, variant: 'default' }) as const,
  cancelled: (productName: string) =>
    ({ title: `You will not be e-mailed about ${productName}`, variant: 'default' }) as const,
  signInNeeded: {
    title: 'Sign in to get stock alerts',
    description: 'We e-mail you when the medicine is back, so we need your account.',
    variant: 'destructive',
  },
  failed: (reason: string) =>
    ({ title: 'The stock alert was not set', description: reason, variant: 'destructive' }) as const,
} as const;

/** Adding to the cart from the catalogue (SPEC §7: toasts are default or destructive). */
export const CART_TOASTS = {
  added: (quantity: number, productName: string) =>
    ({ title: `Added ${quantity} × ${productName} to your cart`, variant: 'default' }) as const,
  /** The cart remote could not be loaded; the cart is untouched. */
  cartUnavailable: (productName: string) =>
    ({
      title: `${productName} was not added: the cart is temporarily unavailable. Your cart is unchanged — please try again in a moment.`,
      variant: 'destructive',
    }) as const,
  /** Schedule X / NDPS medicines are never sold online. */
  notSoldOnline: (productName: string) =>
    ({
      title: `${productName} is a Schedule X / NDPS medicine and cannot be ordered online.`,
      variant: 'destructive',
    }) as const,
  notAdded: (productName: string, reason: string) =>
    ({ title: `${productName} was not added to your cart: ${reason}`, variant: 'destructive' }) as const,
} as const;

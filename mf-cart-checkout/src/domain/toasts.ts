// The order pages' toasts, shown through useToast (@instamg/shared/toast).
/**
 * Not in the SPEC (its §8 lists the location and sign-in toasts only): the toasts of the customer's
 * order pages, kept in one place so no page writes a toast text of its own. SPEC §7: toasts are
 * default or destructive.
 */
export const ORDER_TOASTS = {
  orderCancelled: { title: 'Your order was cancelled.', variant: 'default' },
  cancellationRequested: { title: 'Your cancellation request was sent to the pharmacy.', variant: 'default' },
  prescriptionAttached: { title: 'Prescription attached. The pharmacist will verify it.', variant: 'default' },
  problemReported: {
    title: 'Thanks. Our team will review your report and may ask for more photos.',
    variant: 'default',
  },
  /** Not in the SPEC: the customer's answer to a substitute (issue 16 §5). */
  substituteAccepted: { title: 'Substitute accepted. Any difference is refunded.', variant: 'default' },
  substituteDeclined: { title: 'Item removed. Its amount is refunded.', variant: 'default' },
  /** Not in the SPEC: the account a cash-on-delivery refund goes to (SPEC §9 refunds; issue 22 §6). */
  /** Not in the SPEC: the customer's rating of a delivered order (issue 33 §6). */
  ratingSaved: { title: 'Thanks for rating your order.', variant: 'default' },
  /** Not in the SPEC: the family tracking link (issue 38 §4), copied when the browser cannot share. */
  trackingLinkCopied: { title: 'Tracking link copied', variant: 'default' },
  trackingLinkShown: { title: 'Copy the tracking link below to share it.', variant: 'default' },
  refundBankSaved: { title: 'Bank details saved. We will transfer your refund to this account.', variant: 'default' },
} as const;

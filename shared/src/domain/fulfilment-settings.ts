// The fulfilment settings (issue 16), rows of the `settings` table an admin may change at
// /admin/settings: read by the order functions (appwrite/functions/lib/orders/fulfilment.ts), which fall
// back to the default when a row is missing or out of range. Pure.
export const FULFILMENT_SETTINGS = {
  /** Shipping Policy "Failed Delivery Attempts": the fee added per redelivery, in paise. */
  redeliveryFeePaise: { key: 'redelivery_fee_paise', min: 0, max: 100_000, fallback: 2500 },
  /** Wrong delivery codes before the code locks (issue 16 §4). */
  deliveryCodeMaxAttempts: { key: 'delivery_code_max_attempts', min: 1, max: 20, fallback: 5 },
} as const;

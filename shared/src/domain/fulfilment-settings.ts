// The fulfilment settings (issue 16), rows of the `settings` table an admin may change at
// /admin/settings: read by the order functions (appwrite/functions/lib/orders/fulfilment.ts), which fall
// back to the default when a row is missing or out of range. Pure.
export const FULFILMENT_SETTINGS = {
  /** Shipping Policy "Failed Delivery Attempts": the fee added per redelivery, in paise. */
  redeliveryFeePaise: { key: 'redelivery_fee_paise', min: 0, max: 100_000, fallback: 2500 },
  /** Wrong delivery codes before the code locks (issue 16 §4). */
  deliveryCodeMaxAttempts: { key: 'delivery_code_max_attempts', min: 1, max: 20, fallback: 5 },
} as const;

/**
 * Shipping Policy "Failed Delivery Attempts": after a failed delivery the customer may ask for a new
 * delivery (their own request, from the order page; the redelivery fee applies to it) at most this
 * many times per order; if that still fails, the order stays with the pharmacy and is refunded less
 * the fees of the redeliveries the customer asked for (issue 32: a store cannot add fees itself).
 */
export const MAX_REDELIVERIES = 1;
/** What the store records with a failed delivery (issue 32): a note of what happened, 10 to 500 characters. */
export const DELIVERY_FAILURE_NOTE = { min: 10, max: 500 } as const;
/** Calls to the customer the store records with "Customer not reachable" (at least 1). */
export const MAX_DELIVERY_CALL_ATTEMPTS = 20;

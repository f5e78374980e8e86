// The Cashfree checkout redirect built on the device (SPEC §7 "Other external calls", §5, §8).
import { TEXTS } from '@instamg/shared/constants';
import { cleanPaymentSessionId, isValidPaymentSessionId } from '@instamg/shared/domain/payment-session';

export type CheckoutMode = 'sandbox' | 'production';

/** Cashfree's hosted checkout path on its sandbox and production hosts. */
export const CHECKOUT_BASES: Readonly<Record<CheckoutMode, string>> = {
  sandbox: 'https://sandbox.cashfree.com/pg/view/sessions/checkout',
  production: 'https://api.cashfree.com/pg/view/sessions/checkout',
};

const PROVIDER_DOMAIN = 'cashfree.com';
const CHECKOUT_PATH = '/pg/view/sessions/checkout';

/**
 * base + '?payment_session_id=' + encoded id. The id is cleaned first (see
 * cleanPaymentSessionId). A missing or malformed id logs 'Missing payment session ID' or
 * 'Invalid payment session ID format' and returns '' so the caller can show its own error
 * instead of sending the customer to a broken checkout.
 */
export function buildCheckoutUrl(sessionId: unknown, mode: CheckoutMode): string {
  const base = CHECKOUT_BASES[mode];
  if (base === undefined) {
    // A wrong mode is a deployment mistake, not a customer problem: fail loudly.
    throw new Error(`Unknown checkout mode "${String(mode)}" (expected sandbox or production)`);
  }
  const id = cleanPaymentSessionId(sessionId);
  if (id === '') {
    console.error(TEXTS.errors.missingPaymentSessionId);
    return '';
  }
  if (!isValidPaymentSessionId(id)) {
    console.error(TEXTS.errors.invalidPaymentSessionIdFormat, id);
    return '';
  }
  return `${base}?payment_session_id=${encodeURIComponent(id)}`;
}

/**
 * True only for https URLs on cashfree.com or one of its subdomains, whose path contains
 * '/pg/view/sessions/checkout' and which carry a payment_session_id parameter.
 */
export function isValidCheckoutUrl(url: unknown): boolean {
  if (typeof url !== 'string') return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.hostname.toLowerCase();
  return (
    parsed.protocol === 'https:' &&
    (host === PROVIDER_DOMAIN || host.endsWith(`.${PROVIDER_DOMAIN}`)) &&
    parsed.pathname.includes(CHECKOUT_PATH) &&
    Boolean(parsed.searchParams.get('payment_session_id'))
  );
}

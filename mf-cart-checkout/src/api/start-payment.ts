// Opens the payment for an order: the payments function makes (or reuses) the gateway session;
// the local sandbox has its own checkout page, Cashfree's is opened by its JS SDK (SPEC §7).
import { buildCheckoutUrl, isValidCheckoutUrl } from '../domain/checkout-url';
import { cleanPaymentSessionId, isValidPaymentSessionId } from '@instamg/shared/domain/payment-session';
import { createPayment, type PaymentSession } from './orders-api';

export interface PaymentNavigator {
  /** Full-page navigation (the local sandbox page). */
  assign(url: string): void;
  /** Cashfree's drop-in checkout in this tab. */
  cashfreeCheckout(mode: 'sandbox' | 'production', paymentSessionId: string): Promise<void>;
}

/** Where a session goes: pure, so every branch is unit-tested. */
export function paymentTarget(
  session: PaymentSession,
): { kind: 'local'; url: string } | { kind: 'cashfree'; mode: 'sandbox' | 'production'; paymentSessionId: string } {
  const id = cleanPaymentSessionId(session.payment_session_id);
  if (!isValidPaymentSessionId(id))
    throw new Error('The payment service sent an invalid payment session. Please try again.');
  if (session.mode === 'local') {
    if (!session.checkout_url) throw new Error('The local payment sandbox sent no checkout page.');
    return { kind: 'local', url: session.checkout_url };
  }
  // The SDK builds the same URL; checking it first catches a session id from the wrong mode.
  if (!isValidCheckoutUrl(buildCheckoutUrl(id, session.mode)))
    throw new Error('The payment session cannot be opened. Please try again.');
  return { kind: 'cashfree', mode: session.mode, paymentSessionId: id };
}

export const browserNavigator: PaymentNavigator = {
  assign: (url) => window.location.assign(url),
  async cashfreeCheckout(mode, paymentSessionId) {
    const { load } = await import('@cashfreepayments/cashfree-js');
    const cashfree = await load({ mode });
    if (!cashfree) throw new Error('The payment page could not be loaded. Please check your connection and try again.');
    await cashfree.checkout({ paymentSessionId, redirectTarget: '_self' });
  },
};

export async function startPayment(orderId: string, navigator: PaymentNavigator = browserNavigator): Promise<void> {
  const target = paymentTarget(await createPayment(orderId));
  if (target.kind === 'local') navigator.assign(target.url);
  else await navigator.cashfreeCheckout(target.mode, target.paymentSessionId);
}

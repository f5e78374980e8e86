// Cashfree payment session ids as they reach the browser (SPEC §5 "Payment session id").
import { LIMITS } from '../constants';

const URL_IN_TEXT = /https?:\/\/\S+/i;

/** Strips a doubled 'paymentpayment' suffix, then a single 'payment' suffix. */
function stripPaymentSuffix(id: string): string {
  let cleaned = id;
  if (cleaned.endsWith('paymentpayment')) cleaned = cleaned.slice(0, -'paymentpayment'.length);
  if (cleaned.endsWith('payment')) cleaned = cleaned.slice(0, -'payment'.length);
  return cleaned;
}

/**
 * Cleans a payment session id that may arrive wrapped in a URL or with a stray 'payment'
 * suffix glued on by the redirect. If the text holds an http(s) URL with a payment_session_id
 * query parameter, that parameter is the id; a URL that cannot be parsed (or lacks the
 * parameter) leaves the cleaned text as it is (SPEC §8).
 */
export function cleanPaymentSessionId(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  let id = raw.trim();
  const url = URL_IN_TEXT.exec(id)?.[0];
  if (url !== undefined) {
    try {
      const fromUrl = new URL(url).searchParams.get('payment_session_id');
      if (fromUrl) id = fromUrl.trim();
    } catch {
      // Unparseable URL: keep the text.
    }
  }
  return stripPaymentSuffix(id);
}

/** Valid only if a non-empty string starting 'session_' of at least 20 characters. */
export function isValidPaymentSessionId(id: unknown): id is string {
  return (
    typeof id === 'string' &&
    id.startsWith(LIMITS.paymentSessionIdPrefix) &&
    id.length >= LIMITS.paymentSessionIdMinLength
  );
}

import { createHmac } from 'node:crypto';

/** Cashfree's webhook signature: base64(HMAC-SHA256(x-webhook-timestamp + rawBody, clientSecret)). */
export function signWebhook(timestamp: string, rawBody: string, clientSecret: string): string {
  return createHmac('sha256', clientSecret)
    .update(timestamp + rawBody)
    .digest('base64');
}

import { createHmac, randomUUID } from 'node:crypto';
import type { Functions as WebFunctions } from 'appwrite';
import type { TestServer } from './harness.ts';
import { PRODUCTS, orderRow, run, type Marketplace } from './orders-fixtures.ts';

/**
 * payment-webhook as Cashfree (or the sandbox) calls it, for the tests that post webhooks
 * themselves: the sandbox merchant's credentials, a Cashfree-shaped body, its signature headers,
 * and the delivery as a guest execution.
 */

/** The payment sandbox's merchant credentials (answered to API keys only), as Cashfree's. */
export async function sandboxMerchant(t: TestServer): Promise<{ client_id: string; client_secret: string }> {
  const creds = await fetch(`${t.endpoint}/dev/payments/credentials`, {
    headers: { 'x-appwrite-key': t.apiKey, 'x-appwrite-project': t.projectId },
  });
  return (await creds.json()) as { client_id: string; client_secret: string };
}

/** An order with a payment session (so it has a gateway order id) of `quantity` units of the OTC line. */
export async function orderAwaitingPayment(
  m: Marketplace,
  quantity = 1,
): Promise<{ id: string; gatewayOrderId: string; total: number; placedTotal: number }> {
  const placed = await run(m.customer, 'place-order', {
    address_id: m.addressId,
    delivery_mode: 'standard',
    items: [{ product_id: PRODUCTS.otc.$id, quantity }],
  });
  if (placed.status !== 201) throw new Error(`place-order answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  const id = placed.body.order.$id as string;
  const session = await run(m.customer, 'payments', { action: 'create', order_id: id });
  if (session.status !== 200) throw new Error(`payments create answered ${session.status}`);
  const row = await orderRow(m.tablesDB, id);
  return {
    id,
    gatewayOrderId: row.gateway_order_id as string,
    total: row.total as number,
    placedTotal: row.placed_total as number,
  };
}

export type PaymentWebhookType = 'PAYMENT_SUCCESS_WEBHOOK' | 'PAYMENT_FAILED_WEBHOOK' | 'PAYMENT_USER_DROPPED_WEBHOOK';

export function webhookBody(
  type: PaymentWebhookType,
  gatewayOrderId: string,
  amount: number,
  cfPaymentId = Math.floor(Math.random() * 1e12),
): string {
  const status = {
    PAYMENT_SUCCESS_WEBHOOK: 'SUCCESS',
    PAYMENT_FAILED_WEBHOOK: 'FAILED',
    PAYMENT_USER_DROPPED_WEBHOOK: 'USER_DROPPED',
  }[type];
  // Cashfree-style raw text: amounts with two decimals, which JSON.stringify would not keep.
  return `{"data":{"order":{"order_id":"${gatewayOrderId}","order_amount":${amount.toFixed(2)},"order_currency":"INR","order_tags":null},"payment":{"cf_payment_id":${cfPaymentId},"payment_status":"${status}","payment_amount":${amount.toFixed(2)},"payment_currency":"INR","payment_time":"2026-11-22T10:00:00+05:30","payment_group":"upi"}},"event_time":"2026-11-22T10:00:01+05:30", "type": "${type}"}`;
}

/** Cashfree's signature: base64 HMAC-SHA256 of timestamp + raw body. */
export const signWebhook = (secret: string, timestamp: string, body: string): string =>
  createHmac('sha256', secret)
    .update(timestamp + body)
    .digest('base64');

export function signedWebhookHeaders(
  secret: string,
  body: string,
  timestamp = String(Date.now()),
): Record<string, string> {
  return {
    'x-webhook-signature': signWebhook(secret, timestamp, body),
    'x-webhook-timestamp': timestamp,
    'x-idempotency-key': randomUUID(),
  };
}

export async function deliverWebhook(
  guest: WebFunctions,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const execution = await guest.createExecution({
    functionId: 'payment-webhook',
    body,
    headers: { 'content-type': 'application/json', 'x-webhook-version': '2023-08-01', ...headers },
  });
  return {
    status: execution.responseStatusCode,
    body: JSON.parse(execution.responseBody || '{}') as Record<string, unknown>,
  };
}

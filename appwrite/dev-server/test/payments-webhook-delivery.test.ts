import { describe, expect, it } from 'vitest';
import { WEBHOOK_RETRY_MS, webhookDelivered } from '../src/services/payments-sandbox.ts';

// Cashfree retries a webhook whose answer is outside 2xx, 3xx and 4xx included
// (https://www.cashfree.com/docs/api-reference/webhooks/reliability-and-operations): the sandbox
// does the same, so a refusal of a moment is not a webhook lost for good.
describe('payment sandbox webhook delivery', () => {
  it('counts only a 2xx answer as delivered', () => {
    expect([200, 201, 204].map(webhookDelivered)).toEqual([true, true, true]);
    expect([0, 301, 400, 401, 404, 409, 500, 503].map(webhookDelivered)).toEqual(Array(8).fill(false));
  });

  it('waits past payment-webhook’s abandoned-claim time before the first retry', async () => {
    const { ABANDONED_CLAIM_MS } = await import('../../functions/payment-webhook/src/main.ts');
    expect(WEBHOOK_RETRY_MS[0]).toBeGreaterThan(ABANDONED_CLAIM_MS);
  });
});

import { describe, expect, it } from 'vitest';
import { isValidWebhookSignature, paymentsMode, webhookSignature } from '../../lib/money/gateway.ts';
import {
  MAX_WEBHOOK_SKEW_MS,
  isFreshTimestamp,
  orderIdOf,
  parsePaymentWebhook,
  parseRefundWebhook,
  webhookType,
} from '../src/webhook.ts';

describe('signature', () => {
  // Cashfree's documented recipe, computed independently of the code under test.
  it('is base64(HMAC-SHA256(timestamp + raw body, secret))', async () => {
    const { createHmac } = await import('node:crypto');
    const body = '{"order_amount":170.00}';
    expect(webhookSignature('1700000000000', body, 's3cret')).toBe(
      createHmac('sha256', 's3cret').update(`1700000000000${body}`).digest('base64'),
    );
  });
  it('accepts only the exact raw body, timestamp and secret', () => {
    const sig = webhookSignature('1700000000000', '{"a":170.00}', 's3cret');
    expect(isValidWebhookSignature(sig, '1700000000000', '{"a":170.00}', 's3cret')).toBe(true);
    expect(isValidWebhookSignature(sig, '1700000000000', '{"a":170}', 's3cret')).toBe(false);
    expect(isValidWebhookSignature(sig, '1700000000001', '{"a":170.00}', 's3cret')).toBe(false);
    expect(isValidWebhookSignature(sig, '1700000000000', '{"a":170.00}', 'other')).toBe(false);
    expect(isValidWebhookSignature(undefined, '1700000000000', '{"a":170.00}', 's3cret')).toBe(false);
    expect(isValidWebhookSignature('short', '1700000000000', '{"a":170.00}', 's3cret')).toBe(false);
  });
});

describe('isFreshTimestamp', () => {
  const now = 1_800_000_000_000;
  it('within 5 minutes either way, milliseconds or seconds', () => {
    expect(isFreshTimestamp(String(now - MAX_WEBHOOK_SKEW_MS), now)).toBe(true);
    expect(isFreshTimestamp(String(now - MAX_WEBHOOK_SKEW_MS - 1), now)).toBe(false);
    expect(isFreshTimestamp(String(now + MAX_WEBHOOK_SKEW_MS + 1), now)).toBe(false);
    expect(isFreshTimestamp(String(now / 1000), now)).toBe(true);
    expect(isFreshTimestamp('2026-11-22T10:00:00Z', now)).toBe(false);
    expect(isFreshTimestamp(undefined, now)).toBe(false);
  });
});

describe('parsePaymentWebhook', () => {
  const body = (type: string, extra = '') =>
    `{"data":{"order":{"order_id":"abc_1","order_amount":79.90,"order_currency":"INR"},"payment":{"cf_payment_id":12345,"payment_status":"SUCCESS","payment_amount":79.90${extra}}},"type":"${type}"}`;
  it('reads the fields we act on', () => {
    expect(parsePaymentWebhook(body('PAYMENT_SUCCESS_WEBHOOK'))).toMatchObject({
      kind: 'success',
      gatewayOrderId: 'abc_1',
      orderAmount: 79.9,
      cfPaymentId: '12345',
      paymentAmount: 79.9,
    });
    expect(parsePaymentWebhook(body('PAYMENT_FAILED_WEBHOOK'))!.kind).toBe('failed');
    expect(parsePaymentWebhook(body('PAYMENT_USER_DROPPED_WEBHOOK'))!.kind).toBe('dropped');
    expect(parsePaymentWebhook(body('REFUND_STATUS_WEBHOOK'))!.kind).toBeNull();
  });
  it('null for anything else', () => {
    expect(parsePaymentWebhook('nope')).toBeNull();
    expect(parsePaymentWebhook('{"type":"PAYMENT_SUCCESS_WEBHOOK"}')).toBeNull();
    expect(
      parsePaymentWebhook(
        '{"type":"PAYMENT_SUCCESS_WEBHOOK","data":{"order":{"order_id":"a_1","order_amount":"1","order_currency":"INR"},"payment":{"cf_payment_id":1}}}',
      ),
    ).toBeNull();
  });
  it('orderIdOf: `<order id>_<attempt>`', () => {
    expect(orderIdOf('6740a1b2c3d4e5f6a7b8_2')).toBe('6740a1b2c3d4e5f6a7b8');
    expect(orderIdOf('6740a1b2c3d4e5f6a7b8')).toBeNull();
  });
});

describe('parseRefundWebhook', () => {
  // Cashfree's documented REFUND_STATUS_WEBHOOK shape (docs.cashfree.com/docs/refunds-webhook).
  const body = (status: string, extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      data: {
        refund: {
          cf_refund_id: 11325632,
          cf_payment_id: 789727431,
          refund_id: 'rf_abc',
          order_id: 'abc_1',
          refund_amount: 2.0,
          refund_currency: 'INR',
          refund_status: status,
          processed_at: '2022-02-28T13:04:27+05:30',
          ...extra,
        },
      },
      event_time: '2022-02-28T13:04:28+05:30',
      type: 'REFUND_STATUS_WEBHOOK',
    });
  it('reads the refund we act on', () => {
    expect(parseRefundWebhook(body('SUCCESS'))).toEqual({
      refundId: 'rf_abc',
      cfRefundId: '11325632',
      gatewayOrderId: 'abc_1',
      amount: 2,
      status: 'SUCCESS',
      processedAt: '2022-02-28T13:04:27+05:30',
    });
    expect(parseRefundWebhook(body('CANCELLED'))!.status).toBe('CANCELLED');
    expect(webhookType(body('SUCCESS'))).toBe('REFUND_STATUS_WEBHOOK');
  });
  it('null for statuses and shapes it does not know', () => {
    expect(parseRefundWebhook(body('PENDING'))).toBeNull();
    expect(parseRefundWebhook(body('SUCCESS', { refund_amount: '2.00' }))).toBeNull();
    expect(parseRefundWebhook(body('SUCCESS', { cf_refund_id: null }))).toBeNull();
    expect(parseRefundWebhook('{"type":"PAYMENT_SUCCESS_WEBHOOK","data":{"refund":{}}}')).toBeNull();
    expect(parseRefundWebhook('not json')).toBeNull();
    expect(webhookType('[1]')).toBeNull();
    expect(webhookType('nope')).toBeNull();
  });
});

describe('paymentsMode', () => {
  it('local by default; refuses local next to production credentials and mismatches', () => {
    expect(paymentsMode({})).toBe('local');
    expect(paymentsMode({ PAYMENTS_MODE: 'sandbox', CASHFREE_ENV: 'sandbox' })).toBe('sandbox');
    expect(() => paymentsMode({ PAYMENTS_MODE: 'local', CASHFREE_ENV: 'production' })).toThrow(/cannot run/);
    expect(() => paymentsMode({ CASHFREE_ENV: 'production' })).toThrow(/cannot run/);
    expect(() => paymentsMode({ PAYMENTS_MODE: 'production', CASHFREE_ENV: 'sandbox' })).toThrow(/disagrees/);
    expect(() => paymentsMode({ PAYMENTS_MODE: 'live' })).toThrow(/must be/);
  });
});

import { describe, expect, it } from 'vitest';
import { CASHFREE_API_VERSION, gatewayFromEnv } from '../../lib/money/gateway.ts';
import { nextGatewayOrderId } from '../src/main.ts';

/** The Cashfree client against a recording fetch: endpoints, headers, body. */
function recorder(reply: unknown, status = 200) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(reply), { status });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const entity = {
  order_id: 'o1_1',
  order_status: 'ACTIVE',
  order_amount: 79.9,
  order_currency: 'INR',
  payment_session_id: 'session_abcdefghijklmnopqrstuvwxyz',
};

describe('CashfreeGateway', () => {
  it('sandbox: POST /pg/orders with the pinned API version and credentials from variables only', async () => {
    const { calls, fetchImpl } = recorder(entity);
    const gateway = await gatewayFromEnv(
      { PAYMENTS_MODE: 'sandbox', CASHFREE_CLIENT_ID: 'id', CASHFREE_CLIENT_SECRET: 'secret' },
      'key',
      fetchImpl,
    );
    const order = await gateway.createOrder({
      orderId: 'o1_1',
      amount: 79.9,
      currency: 'INR',
      customer: { id: 'u1', phone: '9999999999' },
      returnUrl: 'https://app/payment/status/o1',
    });
    expect(order).toEqual({
      orderId: 'o1_1',
      status: 'ACTIVE',
      expiresAt: null,
      amount: 79.9,
      currency: 'INR',
      paymentSessionId: entity.payment_session_id,
    });
    expect(calls[0]!.url).toBe('https://sandbox.cashfree.com/pg/orders');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toMatchObject({
      'x-api-version': CASHFREE_API_VERSION,
      'x-client-id': 'id',
      'x-client-secret': 'secret',
      'x-idempotency-key': 'o1_1',
    });
    expect(JSON.parse(calls[0]!.init.body as string)).toMatchObject({
      order_id: 'o1_1',
      order_amount: 79.9,
      order_currency: 'INR',
      order_meta: { return_url: 'https://app/payment/status/o1' },
    });
    expect(gateway.checkoutUrl('session_x')).toBeNull();
  });
  it('sends the payment deadline as order_expiry_time in India time with its offset (issue 14 §8)', async () => {
    const { calls, fetchImpl } = recorder({ ...entity, order_expiry_time: '2026-11-25T10:20:00+05:30' });
    const gateway = await gatewayFromEnv(
      { PAYMENTS_MODE: 'sandbox', CASHFREE_CLIENT_ID: 'id', CASHFREE_CLIENT_SECRET: 'secret' },
      'key',
      fetchImpl,
    );
    const order = await gateway.createOrder({
      orderId: 'o1_1',
      amount: 79.9,
      currency: 'INR',
      customer: { id: 'u1', phone: '9999999999' },
      returnUrl: 'https://app/payment/status/o1',
      expiresAt: '2026-11-25T04:50:00.000Z',
    });
    expect(JSON.parse(calls[0]!.init.body as string)).toMatchObject({ order_expiry_time: '2026-11-25T10:20:00+05:30' });
    expect(order.expiresAt).toBe('2026-11-25T10:20:00+05:30');
  });
  it('production host, and no credentials → refuses to start', async () => {
    const { calls, fetchImpl } = recorder(entity);
    const gateway = await gatewayFromEnv(
      {
        PAYMENTS_MODE: 'production',
        CASHFREE_ENV: 'production',
        CASHFREE_CLIENT_ID: 'id',
        CASHFREE_CLIENT_SECRET: 's',
      },
      'key',
      fetchImpl,
    );
    await gateway.getOrder('o1_1');
    expect(calls[0]!.url).toBe('https://api.cashfree.com/pg/orders/o1_1');
    await expect(gatewayFromEnv({ PAYMENTS_MODE: 'production' }, 'key', fetchImpl)).rejects.toThrow(
      /CASHFREE_CLIENT_ID/,
    );
  });
  it('refund: POST /pg/orders/{order_id}/refunds with the refund id as idempotency key', async () => {
    const { calls, fetchImpl } = recorder({ refund_id: 'rf_o1', refund_status: 'PENDING', refund_amount: 79.9 });
    const gateway = await gatewayFromEnv(
      { PAYMENTS_MODE: 'sandbox', CASHFREE_CLIENT_ID: 'id', CASHFREE_CLIENT_SECRET: 'secret' },
      'key',
      fetchImpl,
    );
    expect(await gateway.refund('o1_1', { refundId: 'rf_o1', amount: 79.9, note: 'Order o1 cancelled' })).toEqual({
      refundId: 'rf_o1',
      status: 'PENDING',
    });
    expect(calls[0]!.url).toBe('https://sandbox.cashfree.com/pg/orders/o1_1/refunds');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toMatchObject({
      'x-api-version': CASHFREE_API_VERSION,
      'x-client-id': 'id',
      'x-client-secret': 'secret',
      'x-idempotency-key': 'rf_o1',
    });
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      refund_id: 'rf_o1',
      refund_amount: 79.9,
      refund_note: 'Order o1 cancelled',
      refund_speed: 'STANDARD',
    });
  });
  it('gateway errors carry the status', async () => {
    const { fetchImpl } = recorder(
      { message: 'order with same id is already present', code: 'order_already_exists' },
      409,
    );
    const gateway = await gatewayFromEnv(
      { PAYMENTS_MODE: 'sandbox', CASHFREE_CLIENT_ID: 'id', CASHFREE_CLIENT_SECRET: 's' },
      'key',
      fetchImpl,
    );
    await expect(gateway.getOrder('x')).rejects.toMatchObject({ status: 409 });
  });
});

it('nextGatewayOrderId numbers attempts', () => {
  expect(nextGatewayOrderId({ $id: 'o1', gateway_order_id: null })).toBe('o1_1');
  expect(nextGatewayOrderId({ $id: 'o1', gateway_order_id: 'o1_1' })).toBe('o1_2');
});

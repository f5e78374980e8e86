import { describe, expect, it } from 'vitest';
import { webhookSignature } from '../../lib/money/gateway.ts';
import {
  CASHFREE_PAYOUT_API_VERSION,
  isFreshPayoutWebhook,
  isValidPayoutWebhookSignature,
  parsePayoutWebhook,
  payoutGatewayFromEnv,
  payoutsMode,
} from '../../lib/money/payout-gateway.ts';

const SECRET = 'cfsk_test_secret';

describe('payout webhook signature', () => {
  const raw = '{"type":"TRANSFER_SUCCESS","data":{"transfer_id":"po-1","status":"SUCCESS"}}';
  const ts = '1764000000000';
  it('accepts base64 HMAC-SHA256 of timestamp + raw body with the client secret', async () => {
    const { createHmac } = await import('node:crypto');
    const expected = createHmac('sha256', SECRET)
      .update(ts + raw)
      .digest('base64');
    expect(webhookSignature(ts, raw, SECRET)).toBe(expected);
    expect(isValidPayoutWebhookSignature(expected, ts, raw, SECRET)).toBe(true);
  });
  it('refuses another body, timestamp, secret or a missing header', () => {
    const good = webhookSignature(ts, raw, SECRET);
    expect(isValidPayoutWebhookSignature(good, ts, raw.replace('po-1', 'po-2'), SECRET)).toBe(false);
    expect(isValidPayoutWebhookSignature(good, '1764000000001', raw, SECRET)).toBe(false);
    expect(isValidPayoutWebhookSignature(good, ts, raw, 'other')).toBe(false);
    expect(isValidPayoutWebhookSignature(undefined, ts, raw, SECRET)).toBe(false);
    expect(isValidPayoutWebhookSignature(good, undefined, raw, SECRET)).toBe(false);
    // Re-serialised JSON is a different text: the raw body is what is signed.
    expect(isValidPayoutWebhookSignature(good, ts, JSON.stringify(JSON.parse(raw), null, 1), SECRET)).toBe(false);
  });
  it('refuses a timestamp more than five minutes away', () => {
    const now = 1_764_000_000_000;
    expect(isFreshPayoutWebhook(String(now - 60_000), now)).toBe(true);
    expect(isFreshPayoutWebhook(String((now - 60_000) / 1000), now)).toBe(true);
    expect(isFreshPayoutWebhook(String(now - 6 * 60_000), now)).toBe(false);
    expect(isFreshPayoutWebhook('abc', now)).toBe(false);
  });
  it('reads the transfer a webhook is about', () => {
    expect(parsePayoutWebhook('{"type":"TRANSFER_FAILED","data":{"transfer_id":"po-1_r2","status":"FAILED"}}')).toEqual(
      {
        type: 'TRANSFER_FAILED',
        transferId: 'po-1_r2',
        status: 'FAILED',
      },
    );
    expect(parsePayoutWebhook('not json')).toBeNull();
    expect(parsePayoutWebhook('{"type":"TRANSFER_FAILED"}')).toBeNull();
  });
});

describe('payoutGatewayFromEnv', () => {
  it('local by default, manual is no gateway, production needs credentials, local never in production', async () => {
    expect(payoutsMode({})).toBe('local');
    expect(payoutsMode({ PAYOUTS_MODE: 'manual' })).toBe('manual');
    expect(() => payoutsMode({ PAYOUTS_MODE: 'live' })).toThrow(/must be/);
    expect(() => payoutsMode({ CASHFREE_ENV: 'production' })).toThrow(/cannot run/);
    expect(await payoutGatewayFromEnv({ PAYOUTS_MODE: 'manual' }, 'key')).toBeNull();
    await expect(payoutGatewayFromEnv({ PAYOUTS_MODE: 'production' }, 'key')).rejects.toThrow(
      /CASHFREE_PAYOUT_CLIENT_ID/,
    );
  });

  it('speaks Payouts v2 to Cashfree: headers, paths, rupee amounts from paise; a reused transfer id is one transfer', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (init.method === 'GET' && url.includes('/payout/beneficiary')) return new Response('{}', { status: 404 });
      if (init.method === 'POST' && url.endsWith('/payout/beneficiary')) return new Response('{}', { status: 201 });
      if (init.method === 'POST' && url.endsWith('/payout/transfers'))
        return new Response('{"code":"transfer_id_already_exists"}', { status: 409 });
      return new Response(
        JSON.stringify({ transfer_id: 'po-1', status: 'SUCCESS', transfer_utr: 'N123', transfer_amount: 1234.56 }),
        { status: 200 },
      );
    }) as typeof fetch;
    const gateway = (await payoutGatewayFromEnv(
      { PAYOUTS_MODE: 'sandbox', CASHFREE_PAYOUT_CLIENT_ID: 'id', CASHFREE_PAYOUT_CLIENT_SECRET: 'secret' },
      'key',
      fetchImpl,
    ))!;
    const beneficiary = await gateway.ensureBeneficiary({
      storeId: 's1',
      holder: 'A Pharmacy',
      accountNumber: '123456789012',
      ifsc: 'HDFC0001234',
    });
    const transfer = await gateway.startTransfer({
      transferId: 'po-1',
      amountPaise: 123456,
      beneficiaryId: beneficiary,
    });
    expect(transfer).toMatchObject({ transferId: 'po-1', status: 'SUCCESS', utr: 'N123' });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      `GET https://sandbox.cashfree.com/payout/beneficiary?beneficiary_id=${beneficiary}`,
      'POST https://sandbox.cashfree.com/payout/beneficiary',
      'POST https://sandbox.cashfree.com/payout/transfers',
      'GET https://sandbox.cashfree.com/payout/transfers?transfer_id=po-1',
    ]);
    const headers = calls[2]!.init.headers as Record<string, string>;
    expect(headers).toMatchObject({
      'x-client-id': 'id',
      'x-client-secret': 'secret',
      'x-api-version': CASHFREE_PAYOUT_API_VERSION,
    });
    expect(calls[2]!.init.body).toContain('"transfer_amount":1234.56');
    expect(JSON.parse(calls[2]!.init.body as string)).toMatchObject({
      transfer_id: 'po-1',
      beneficiary_details: { beneficiary_id: beneficiary },
    });
  });
});

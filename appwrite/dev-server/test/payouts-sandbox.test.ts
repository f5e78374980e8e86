import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * The local Cashfree Payouts v2 sandbox (docs/payments.md "Local payout sandbox"): its
 * credentials only for API keys; Cashfree's paths, headers and JSON; a transfer id used once;
 * amounts with at most two decimals; a transfer settles on its own with a UTR.
 */

let t: TestServer;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await startTestServer();
  const creds = await fetch(`${t.endpoint}/dev/payouts/credentials`, {
    headers: { 'x-appwrite-key': t.apiKey, 'x-appwrite-project': t.projectId },
  });
  expect(creds.status).toBe(200);
  const { client_id, client_secret } = (await creds.json()) as { client_id: string; client_secret: string };
  headers = {
    'content-type': 'application/json',
    'x-client-id': client_id,
    'x-client-secret': client_secret,
    'x-api-version': '2024-01-01',
  };
});
afterAll(async () => {
  await t?.close();
});

const api = (method: string, path: string, body?: unknown, h = headers) =>
  fetch(`${t.endpoint}/dev/payouts${path}`, {
    method,
    headers: h,
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('payout sandbox', () => {
  it('hands its credentials to API keys only, and refuses requests without them', async () => {
    const anonymous = await fetch(`${t.endpoint}/dev/payouts/credentials`, {
      headers: { 'x-appwrite-project': t.projectId },
    });
    expect(anonymous.status).toBe(401);
    const wrong = await api('GET', '/payout/transfers?transfer_id=x', undefined, {
      ...headers,
      'x-client-secret': 'no',
    });
    expect([wrong.status, ((await wrong.json()) as { code: string }).code]).toEqual([401, 'request_failed']);
  });

  it('beneficiary, transfer (once per transfer id), status with a UTR', async () => {
    expect((await api('GET', '/payout/beneficiary?beneficiary_id=b1')).status).toBe(404);
    const beneficiary = {
      beneficiary_id: 'b1',
      beneficiary_name: 'A Pharmacy',
      beneficiary_instrument_details: { bank_account_number: '50100123456789', bank_ifsc: 'HDFC0001234' },
    };
    expect((await api('POST', '/payout/beneficiary', beneficiary)).status).toBe(201);
    expect((await api('POST', '/payout/beneficiary', beneficiary)).status).toBe(409);
    expect((await api('GET', '/payout/beneficiary?beneficiary_id=b1')).status).toBe(200);

    const bad = await api('POST', '/payout/transfers', {
      transfer_id: 't0',
      transfer_amount: 10.001,
      beneficiary_details: { beneficiary_id: 'b1' },
    });
    expect([bad.status, ((await bad.json()) as { code: string }).code]).toEqual([400, 'transfer_amount_invalid']);
    const unknown = await api('POST', '/payout/transfers', {
      transfer_id: 't0',
      transfer_amount: 10,
      beneficiary_details: { beneficiary_id: 'nope' },
    });
    expect(unknown.status).toBe(404);

    const transfer = { transfer_id: 't1', transfer_amount: 1234.56, beneficiary_details: { beneficiary_id: 'b1' } };
    const created = await api('POST', '/payout/transfers', transfer);
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({ transfer_id: 't1', status: 'RECEIVED', transfer_amount: 1234.56 });
    const again = await api('POST', '/payout/transfers', transfer);
    expect([again.status, ((await again.json()) as { code: string }).code]).toEqual([
      409,
      'transfer_id_already_exists',
    ]);

    const until = Date.now() + 10_000;
    let status: { status: string; transfer_utr: string | null } = { status: 'RECEIVED', transfer_utr: null };
    while (status.status === 'RECEIVED' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await (await api('GET', '/payout/transfers?transfer_id=t1')).json()) as typeof status;
    }
    expect(status).toMatchObject({ status: 'SUCCESS', transfer_utr: expect.stringMatching(/^[A-Z0-9]{16}$/) });
    expect((await api('GET', '/payout/transfers?transfer_id=none')).status).toBe(404);
  });
});

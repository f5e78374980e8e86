import { describe, expect, it } from 'vitest';
import {
  PARTNER_WEBHOOK_MAX_AGE_MS,
  PorterAdapter,
  isValidPartnerSignature,
  parsePorterWebhook,
  partnerWebhookSignature,
  porterMode,
  tenDigits,
} from '../delivery-partner.ts';

const SECRET = 'whsec_test';

function fakeFetch(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const key = Object.keys(answers).find((k) => url.includes(k));
    const a = key ? answers[key]! : { status: 404, body: { message: 'nope' } };
    return new Response(JSON.stringify(a.body), { status: a.status ?? 200 });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('Porter adapter: requests and the mapping of its answers', () => {
  it("books with x-api-key and Porter's create-order body; maps the answer", async () => {
    const { impl, calls } = fakeFetch({
      '/v1/orders/create': {
        body: {
          request_id: 'o1-1',
          order_id: 'CRN123',
          status: 'created',
          estimated_price: { currency: 'INR', minor_amount: 6800 },
          tracking_url: 'https://porter.in/track/CRN123',
        },
      },
    });
    const porter = new PorterAdapter('live', 'https://api.test', 'key-1', SECRET, impl);
    const place = {
      lat: 12.9,
      lng: 77.6,
      address: '1 MG Road',
      city: 'Bengaluru',
      pincode: '560001',
      contactName: 'Asha',
      contactPhone: '+91 98765 43210',
    };
    const booking = await porter.book({ requestId: 'o1-1', pickup: place, drop: place, instructions: 'Medicines' });
    expect(booking).toEqual({
      partnerOrderId: 'CRN123',
      status: 'booked',
      farePaise: 6800,
      trackingUrl: 'https://porter.in/track/CRN123',
    });
    expect(calls[0]!.url).toBe('https://api.test/v1/orders/create');
    expect((calls[0]!.init.headers as Record<string, string>)['x-api-key']).toBe('key-1');
    const sent = JSON.parse(String(calls[0]!.init.body));
    expect(sent.request_id).toBe('o1-1');
    expect(sent.pickup_details.address.contact_details.phone_number).toBe('+919876543210');
    expect(sent.drop_details.address.lat).toBe(12.9);
  });

  it('tracks: Porter status → ours, partner_info → the rider', async () => {
    const { impl } = fakeFetch({
      '/v1/orders/CRN9': {
        body: {
          order_id: 'CRN9',
          status: 'live',
          partner_info: { name: 'Test Driver', phone_number: '+919876543210', vehicle_number: 'KA01AB1234' },
        },
      },
    });
    const t = await new PorterAdapter('live', 'https://api.test', 'k', SECRET, impl).track('CRN9');
    expect(t).toEqual({
      partnerOrderId: 'CRN9',
      status: 'picked_up',
      rider: { name: 'Test Driver', phone: '+919876543210', vehicle: 'KA01AB1234' },
      trackingUrl: null,
    });
  });

  it('quotes the two-wheeler fare in paise; a refusal is a PartnerError with the status', async () => {
    const { impl, calls } = fakeFetch({
      '/v1/get_quote': {
        body: {
          vehicles: [
            { type: 'Truck', fare: { minor_amount: 90000 } },
            { type: '2 Wheeler', eta: { value: 7, unit: 'minutes' }, fare: { currency: 'INR', minor_amount: 4500 } },
          ],
        },
      },
      '/cancel': { status: 409, body: { message: 'order cannot be cancelled' } },
    });
    const porter = new PorterAdapter('live', 'https://api.test', 'k', SECRET, impl);
    expect(await porter.quote({ lat: 1, lng: 2 }, { lat: 1.01, lng: 2 }, { name: 'A', phone: '9876543210' })).toEqual({
      farePaise: 4500,
      pickupEtaMinutes: 7,
    });
    expect(calls[0]!.url).toContain('pickup_details_lat=1');
    await expect(porter.cancel('CRN1')).rejects.toMatchObject({ status: 409 });
  });
});

describe('webhooks: signature, age, parsing', () => {
  const body = JSON.stringify({
    event: 'order_accepted',
    order_id: 'CRN1',
    request_id: 'o1-1',
    event_ts: 1_700_000_000,
    partner_info: {
      name: 'Ravi Kumar',
      phone_number: '+919812345678',
      vehicle_number: 'DL1AB2345',
      location: { lat: 28.6, lng: 77.2 },
    },
  });
  const now = 1_700_000_000_000;
  const ts = String(now);

  it('accepts the right signature and refuses a forged, tampered or stale one', () => {
    const sig = partnerWebhookSignature(ts, body, SECRET);
    expect(sig).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(isValidPartnerSignature(sig, ts, body, SECRET, now)).toBe(true);
    expect(isValidPartnerSignature(partnerWebhookSignature(ts, body, 'other'), ts, body, SECRET, now)).toBe(false);
    expect(isValidPartnerSignature(sig, ts, body.replace('CRN1', 'CRN2'), SECRET, now)).toBe(false);
    expect(isValidPartnerSignature(sig, ts, body, SECRET, now + PARTNER_WEBHOOK_MAX_AGE_MS + 1)).toBe(false);
    expect(isValidPartnerSignature(undefined, ts, body, SECRET, now)).toBe(false);
  });

  it('readWebhook parses a signed event, null otherwise', () => {
    const porter = new PorterAdapter('local', 'http://x', 'k', SECRET);
    const hook = porter.readWebhook(
      body,
      { 'x-porter-signature': partnerWebhookSignature(ts, body, SECRET), 'x-porter-timestamp': ts },
      now,
    );
    expect(hook).toEqual({
      event: 'order_accepted',
      partnerOrderId: 'CRN1',
      requestId: 'o1-1',
      at: 1_700_000_000_000,
      rider: { name: 'Ravi Kumar', phone: '+919812345678', vehicle: 'DL1AB2345' },
      location: { lat: 28.6, lng: 77.2 },
      trackingUrl: null,
    });
    expect(porter.readWebhook(body, { 'x-porter-signature': 'sha256=00', 'x-porter-timestamp': ts }, now)).toBeNull();
  });

  it('parsePorterWebhook refuses what is not a Porter event', () => {
    expect(parsePorterWebhook('not json')).toBeNull();
    expect(parsePorterWebhook(JSON.stringify({ event: 'order_teleported', order_id: 'CRN1' }))).toBeNull();
    expect(parsePorterWebhook(JSON.stringify({ event: 'order_cancel' }))).toBeNull();
  });
});

it('mode and phone helpers', () => {
  expect(porterMode({})).toBe('local');
  expect(porterMode({ PORTER_MODE: 'live' })).toBe('live');
  expect(() => porterMode({ PORTER_MODE: 'prod' })).toThrow();
  expect(tenDigits('+91 98765-43210')).toBe('9876543210');
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { PorterAdapter } from '../../functions/lib/orders/delivery-partner.ts';

/**
 * The local Porter sandbox (issue 38 §2, ADR 0011 "Delivery partner"): its key and webhook secret
 * only for API keys; Porter's paths and JSON behind x-api-key; a request_id used once; cancel only
 * before the trip starts; the dev route moves an order as Porter would, one legal step at a time.
 * The adapter of the functions talks to it unchanged.
 */

let t: TestServer;
let key: string;
let porter: PorterAdapter;
beforeAll(async () => {
  t = await startTestServer();
  const creds = await fetch(`${t.endpoint}/dev/porter/credentials`, {
    headers: { 'x-appwrite-key': t.apiKey, 'x-appwrite-project': t.projectId },
  });
  expect(creds.status).toBe(200);
  const body = (await creds.json()) as { api_key: string; webhook_secret: string };
  key = body.api_key;
  porter = new PorterAdapter('local', `${t.endpoint}/dev/porter`, key, body.webhook_secret);
});
afterAll(async () => {
  await t?.close();
});

const place = {
  lat: 28.5921,
  lng: 77.046,
  address: 'Shop 4, Sector 6, Dwarka',
  city: 'New Delhi',
  pincode: '110075',
  contactName: 'A Pharmacy',
  contactPhone: '+919810000010',
};
const drop = { ...place, lat: 28.5826, lng: 77.0551, address: 'Flat 302, Sector 10', contactName: 'Neha' };
const advance = (id: string, event: string) =>
  fetch(`${t.endpoint}/dev/porter/orders/${id}/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ event }),
  });

describe('Porter sandbox', () => {
  it('hands its credentials to API keys only, and refuses calls without its x-api-key', async () => {
    const anonymous = await fetch(`${t.endpoint}/dev/porter/credentials`, {
      headers: { 'x-appwrite-project': t.projectId },
    });
    expect(anonymous.status).toBe(401);
    for (const [method, path] of [
      ['GET', '/v1/get_quote?pickup_details_lat=1&pickup_details_lng=1&drop_details_lat=1&drop_details_lng=1'],
      ['POST', '/v1/orders/create'],
      ['GET', '/v1/orders/CRN1'],
      ['POST', '/v1/orders/CRN1/cancel'],
    ] as const) {
      const r = await fetch(`${t.endpoint}/dev/porter${path}`, { method, headers: { 'x-api-key': 'wrong' } });
      expect(r.status, path).toBe(401);
    }
  });

  it('quotes, books once per request_id, tracks, and cancels only before the trip starts', async () => {
    const quote = await porter.quote(place, drop, { name: 'Neha', phone: '9810000005' });
    expect(quote.farePaise).toBeGreaterThanOrEqual(4000);
    const booking = await porter.book({ requestId: 'o1-1', pickup: place, drop, instructions: 'Medicines' });
    expect(booking).toMatchObject({ status: 'booked', farePaise: quote.farePaise });
    expect(booking.partnerOrderId).toMatch(/^CRN\d+$/);
    await expect(porter.book({ requestId: 'o1-1', pickup: place, drop, instructions: 'x' })).rejects.toMatchObject({
      status: 409,
    });
    expect(await porter.track(booking.partnerOrderId)).toMatchObject({ status: 'booked', rider: null });

    // Steps out of order are refused; each legal one moves the order (its webhook goes to the function).
    expect((await advance(booking.partnerOrderId, 'order_end_job')).status).toBe(409);
    expect((await advance(booking.partnerOrderId, 'order_accepted')).status).toBe(200);
    const allotted = await porter.track(booking.partnerOrderId);
    expect(allotted.status).toBe('allotted');
    expect(allotted.rider?.phone).toMatch(/^\+9198\d{8}$/);
    expect((await advance(booking.partnerOrderId, 'order_start_trip')).status).toBe(200);
    expect((await porter.track(booking.partnerOrderId)).status).toBe('picked_up');
    await expect(porter.cancel(booking.partnerOrderId)).rejects.toMatchObject({ status: 409 });

    const other = await porter.book({ requestId: 'o2-1', pickup: place, drop, instructions: 'Medicines' });
    await porter.cancel(other.partnerOrderId);
    expect((await porter.track(other.partnerOrderId)).status).toBe('cancelled');
  });

  it('refuses points too far apart (unserviceable) and shows the tracking page', async () => {
    await expect(
      porter.quote(place, { lat: 19.07, lng: 72.87 }, { name: 'N', phone: '9810000005' }),
    ).rejects.toMatchObject({ status: 422 });
    const booking = await porter.book({ requestId: 'o3-1', pickup: place, drop, instructions: 'Medicines' });
    const page = await fetch(booking.trackingUrl!.replace('http://127.0.0.1:0/v1', t.endpoint));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('accepted');
    // Its buttons post a form from the page's own origin and come back to it.
    const form = await fetch(`${t.endpoint}/dev/porter/orders/${booking.partnerOrderId}/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(t.endpoint).origin },
      body: 'event=order_accepted',
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    expect((await porter.track(booking.partnerOrderId)).status).toBe('allotted');
  });
});

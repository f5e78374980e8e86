import { describe, expect, it } from 'vitest';
import {
  TRACKING_LINK,
  riderDistanceText,
  trackingAnswer,
  trackingLinkExpiry,
  trackingLinkState,
  type TrackingDeliveryFields,
} from './tracking-link';
import type { OrderDeliveriesOrderStatus } from '../appwrite/rows';

const now = new Date('2026-12-03T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const out: Pick<TrackingDeliveryFields, 'order_status' | 'out_at'> = {
  order_status: 'out_for_delivery',
  out_at: ago(20 * 60_000),
};

describe('trackingLinkState', () => {
  it('is live while out for delivery, on this trip, and younger than the cap', () => {
    expect(trackingLinkState({ created_at: ago(5 * 60_000) }, out, now)).toBe('live');
  });
  it('ends at delivery, failure, cancellation and refund, and with no delivery row', () => {
    const ended: OrderDeliveriesOrderStatus[] = [
      'delivered',
      'delivery_failed',
      'cancelled',
      'refunded',
      'ready_for_pickup',
    ];
    for (const order_status of ended)
      expect(trackingLinkState({ created_at: ago(60_000) }, { ...out, order_status }, now)).toBe('ended');
    expect(trackingLinkState({ created_at: ago(60_000) }, null, now)).toBe('ended');
  });
  it('a link from before a failed attempt stays ended when the order goes out again', () => {
    expect(trackingLinkState({ created_at: ago(30 * 60_000) }, out, now)).toBe('ended');
  });
  it('ends when revoked or past its own expiry', () => {
    expect(trackingLinkState({ created_at: ago(60_000), revoked_at: ago(1000) }, out, now)).toBe('ended');
    expect(trackingLinkState({ created_at: ago(60_000), expires_at: ago(1) }, out, now)).toBe('ended');
    expect(trackingLinkState({ created_at: ago(60_000), expires_at: trackingLinkExpiry(now) }, out, now)).toBe('live');
  });
  it('ends at the age cap, and for an unreadable date', () => {
    expect(
      trackingLinkState({ created_at: ago(TRACKING_LINK.maxAgeMs) }, { order_status: 'out_for_delivery' }, now),
    ).toBe('ended');
    expect(trackingLinkState({ created_at: 'x' }, out, now)).toBe('ended');
  });
});

describe('trackingAnswer', () => {
  const delivery = {
    ...out,
    rider_first_name: 'Ravi',
    eta_minutes: 9,
    rider_latitude: 28.64,
    rider_longitude: 77.22,
    rider_located_at: ago(5000),
    destination_latitude: 28.63,
    destination_longitude: 77.21,
    // Fields a delivery row also holds, which the link must never show.
    address: '12 Janpath, New Delhi',
    recipient_first_name: 'Asha',
    recipient_phone_masked: '••••••5678',
    rider_phone_masked: '••••••1234',
    item_count: 3,
    cod_amount_paise: 12000,
  };
  it('a live link shows only the map points, the rider first name, the ETA and the status', () => {
    const answer = trackingAnswer({ created_at: ago(60_000) }, delivery, { latitude: 28.6, longitude: 77.2 }, now);
    expect(Object.keys(answer).sort()).toEqual(
      ['destination', 'eta_minutes', 'rider', 'rider_first_name', 'state', 'status', 'store'].sort(),
    );
    expect(JSON.stringify(answer)).not.toMatch(/Janpath|Asha|5678|1234|12000/);
  });
  it('rounds the delivery point to the street (3 decimals), not the rider', () => {
    const answer = trackingAnswer(
      { created_at: ago(60_000) },
      { ...delivery, destination_latitude: 28.631549, destination_longitude: 77.216749, rider_latitude: 28.640123 },
      null,
      now,
    );
    expect(answer).toMatchObject({
      destination: { latitude: 28.632, longitude: 77.217 },
      rider: { latitude: 28.640123 },
    });
  });
  it('an ended link says only that', () => {
    expect(trackingAnswer({ created_at: ago(60_000) }, { ...delivery, order_status: 'delivered' }, null, now)).toEqual({
      state: 'ended',
    });
  });
});

describe('riderDistanceText', () => {
  it('names the distance and the direction from the address', () => {
    expect(
      riderDistanceText('Ravi', { latitude: 28.6386, longitude: 77.2186 }, { latitude: 28.63, longitude: 77.21 }),
    ).toBe('Ravi is 1.3 km away, north-east');
    expect(riderDistanceText('Ravi', null, null)).toBe('Ravi has not shared a location yet');
  });
});

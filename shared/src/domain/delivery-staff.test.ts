import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RIDER_SPEED_KMH,
  HANDOVER_MINUTES,
  RIDER_ACTIONS,
  deliveryAddressLine,
  firstName,
  isRiderAction,
  isTeamRole,
  maskPhone,
  deliveryFlags,
  deliveriesAtAGlance,
  navigationUrl,
  promisedBy,
  offsetOf,
  pingMeasuredAt,
  pingTooSoon,
  rankRiders,
  riderEtaMinutes,
  ridersWithLoad,
  shouldSendPing,
  speedBetween,
} from './delivery-staff';
import { ORDER_ACTIONS } from './order';
import { INVITABLE_ROLES } from './store-staff';
import { STORE_ADMIN_ROLES } from './roles';

const CP = { latitude: 28.6315, longitude: 77.2167 }; // Connaught Place
const INDIA_GATE = { latitude: 28.6129, longitude: 77.2295 }; // ~2.4 km away

describe('riders', () => {
  it('delivery is a store role and invitable, and the only one that is not a team membership', () => {
    expect(STORE_ADMIN_ROLES).toContain('delivery');
    expect(INVITABLE_ROLES).toContain('delivery');
    expect(STORE_ADMIN_ROLES.filter((r) => !isTeamRole(r))).toEqual(['delivery']);
  });

  it('the rider takes only the delivery steps of the one state machine, all store-side', () => {
    for (const action of RIDER_ACTIONS) expect(ORDER_ACTIONS[action].by).toHaveProperty('store');
    expect(isRiderAction('delivered')).toBe(true);
    for (const action of ['cancel', 'confirm', 'ready_for_pickup', 'redeliver', 'approve_refund'])
      expect(isRiderAction(action)).toBe(false);
  });

  it('ranks free riders first, then by current load, then by name', () => {
    const ranked = rankRiders([
      { user_id: 'c', name: 'Chetan', load: 2 },
      { user_id: 'a', name: 'Asha', load: 1 },
      { user_id: 'z', name: 'Zoya', load: 0 },
      { user_id: 'b', name: 'Bala', load: 0 },
    ]);
    expect(ranked.map((r) => r.user_id)).toEqual(['b', 'z', 'a', 'c']);
  });

  it('a rider’s load counts only deliveries not finished', () => {
    const loads = ridersWithLoad(
      [
        { user_id: 'a', name: 'Asha' },
        { user_id: 'b', name: 'Bala' },
      ],
      [
        { rider_id: 'a', order_status: 'out_for_delivery' },
        { rider_id: 'a', order_status: 'delivered' },
        { rider_id: 'a', order_status: 'ready_for_pickup' },
        { rider_id: 'b', order_status: 'cancelled' },
      ],
    );
    expect(loads.map((r) => r.load)).toEqual([2, 0]);
  });

  it('shows the other side a first name and a masked phone', () => {
    expect(firstName('  Ravi Kumar Sharma ')).toBe('Ravi');
    expect(firstName('')).toBe('Rider');
    expect(maskPhone('+919812345678')).toBe('+91 ••••••5678');
    expect(maskPhone('9812345678')).toBe('••••••5678');
    expect(maskPhone(null)).toBeNull();
    expect(maskPhone('12')).toBeNull();
    expect(
      deliveryAddressLine({
        address_line1: '12 Janpath',
        address_line2: ' ',
        city: 'New Delhi',
        postal_code: '110001',
      }),
    ).toBe('12 Janpath, New Delhi, 110001');
  });
});

describe('rider ETA', () => {
  it('is the distance left at the rider’s speed plus the handover', () => {
    // ~2.4 km at 20 km/h ≈ 8 min, + 2.
    expect(riderEtaMinutes(CP, INDIA_GATE)).toBe(8 + HANDOVER_MINUTES);
    expect(DEFAULT_RIDER_SPEED_KMH).toBe(20);
    // Faster rider, sooner; a stopped one is not "never".
    expect(riderEtaMinutes(CP, INDIA_GATE, 40)).toBe(4 + HANDOVER_MINUTES);
    expect(riderEtaMinutes(CP, INDIA_GATE, 0.5)).toBe(riderEtaMinutes(CP, INDIA_GATE, 8));
    expect(riderEtaMinutes(INDIA_GATE, INDIA_GATE)).toBe(HANDOVER_MINUTES);
    expect(riderEtaMinutes(null, INDIA_GATE)).toBeNull();
    expect(riderEtaMinutes(CP, null)).toBeNull();
  });

  it('speed between two pings, none when they are seconds apart', () => {
    const at0 = '2026-01-01T10:00:00.000Z';
    const at1 = '2026-01-01T10:06:00.000Z';
    expect(speedBetween({ ...CP, at: at0 }, { ...INDIA_GATE, at: at1 })).toBeCloseTo(24.4, 0);
    expect(speedBetween({ ...CP, at: at0 }, { ...INDIA_GATE, at: '2026-01-01T10:00:02.000Z' })).toBeNull();
    expect(speedBetween(null, { ...INDIA_GATE, at: at1 })).toBeNull();
  });
});

describe('location pings', () => {
  const t0 = 1_000_000;
  const near = { latitude: CP.latitude + 0.0001, longitude: CP.longitude }; // ~11 m
  const far = { latitude: CP.latitude + 0.001, longitude: CP.longitude }; // ~111 m

  it('the phone sends every 10 s, or after 50 m, never under 5 s', () => {
    expect(shouldSendPing(null, CP, t0)).toBe(true);
    const last = { ...CP, atMs: t0 };
    expect(shouldSendPing(last, near, t0 + 9_000)).toBe(false);
    expect(shouldSendPing(last, near, t0 + 10_000)).toBe(true);
    expect(shouldSendPing(last, far, t0 + 6_000)).toBe(true);
    expect(shouldSendPing(last, far, t0 + 4_000)).toBe(false);
  });

  it('the server refuses pings closer than 5 s', () => {
    const now = new Date('2026-01-01T10:00:10.000Z');
    expect(pingTooSoon(null, now)).toBe(false);
    expect(pingTooSoon('2026-01-01T10:00:06.000Z', now)).toBe(true);
    expect(pingTooSoon('2026-01-01T10:00:05.000Z', now)).toBe(false);
  });

  it('a queued ping is judged by when the phone took it, believed only within the last 30 s', () => {
    const now = new Date('2026-01-01T10:00:40.000Z');
    const taken = '2026-01-01T10:00:20.000Z';
    expect(pingMeasuredAt(taken, now).toISOString()).toBe(taken);
    // The previous ping (taken 10:00:10) ran late; this one taken 10 s later is on time.
    expect(pingTooSoon('2026-01-01T10:00:10.000Z', pingMeasuredAt(taken, now))).toBe(false);
    expect(pingMeasuredAt('2026-01-01T10:00:41.000Z', now)).toEqual(now); // phone clock ahead
    expect(pingMeasuredAt('2026-01-01T10:00:05.000Z', now)).toEqual(now); // older than 30 s
    expect(pingMeasuredAt('garbage', now)).toEqual(now);
    expect(pingMeasuredAt(undefined, now)).toEqual(now);
    // Back-dating cannot buy extra pings: out of order counts as too soon.
    expect(pingTooSoon('2026-01-01T10:00:30.000Z', pingMeasuredAt(taken, now))).toBe(true);
  });

  it('navigation opens Google Maps to the point, or the address', () => {
    expect(navigationUrl(INDIA_GATE, 'x')).toContain('destination=28.6129%2C77.2295');
    expect(navigationUrl(null, '12 Janpath')).toContain('destination=12%20Janpath');
  });
});

describe('schematic offset', () => {
  it('distance and compass direction of the rider from the address', () => {
    const o = offsetOf(INDIA_GATE, CP);
    expect(o.km).toBeCloseTo(2.4, 1);
    expect(o.compass).toBe('north-west');
    expect(offsetOf(CP, { latitude: CP.latitude + 0.01, longitude: CP.longitude }).compass).toBe('north');
    expect(offsetOf(CP, { latitude: CP.latitude, longitude: CP.longitude + 0.01 }).bearing).toBeCloseTo(90, 0);
  });
});

describe('late and stalled deliveries', () => {
  const accepted = '2026-01-01T10:00:00.000Z';
  it('the promise: SPEC §9 minutes after acceptance, a slot’s end, none before acceptance', () => {
    expect(promisedBy({ delivery_mode: 'express', accepted_at: accepted })).toBe('2026-01-01T10:30:00.000Z');
    expect(promisedBy({ delivery_mode: 'standard', accepted_at: accepted })).toBe('2026-01-01T11:00:00.000Z');
    expect(
      promisedBy({ delivery_mode: 'scheduled', slot_end: '2026-01-01T18:00:00.000Z', accepted_at: accepted }),
    ).toBe('2026-01-01T18:00:00.000Z');
    expect(promisedBy({ delivery_mode: 'standard', accepted_at: null })).toBeNull();
  });

  it('flags a delivery past its promise, and a rider out but silent for 3 minutes', () => {
    const base = { assigned_at: '2026-01-01T10:40:00.000Z', promised_by: '2026-01-01T11:00:00.000Z' };
    const at = (iso: string) => new Date(iso);
    expect(deliveryFlags({ ...base, order_status: 'ready_for_pickup' }, at('2026-01-01T10:50:00.000Z'))).toEqual([]);
    expect(deliveryFlags({ ...base, order_status: 'ready_for_pickup' }, at('2026-01-01T11:01:00.000Z'))).toEqual([
      'late',
    ]);
    const out = { ...base, order_status: 'out_for_delivery', rider_located_at: '2026-01-01T10:50:00.000Z' };
    expect(deliveryFlags(out, at('2026-01-01T10:52:00.000Z'))).toEqual([]);
    expect(deliveryFlags(out, at('2026-01-01T10:54:00.000Z'))).toEqual(['stalled']);
    expect(deliveryFlags(out, at('2026-01-01T11:05:00.000Z'))).toEqual(['late', 'stalled']);
    // No position yet: counted from the trip's start, not the assignment.
    const justOut = { ...base, order_status: 'out_for_delivery', out_at: '2026-01-01T10:58:00.000Z' };
    expect(deliveryFlags(justOut, at('2026-01-01T10:59:00.000Z'))).toEqual([]);
    expect(deliveryFlags(justOut, at('2026-01-01T11:00:30.000Z'))).toEqual(['late']);
    expect(deliveryFlags(justOut, at('2026-01-01T11:02:00.000Z'))).toEqual(['late', 'stalled']);
    // A delivery partner sends no positions: late, never "not moving".
    expect(deliveryFlags({ ...out, partner: 'porter' }, at('2026-01-01T11:05:00.000Z'))).toEqual(['late']);
  });

  it('puts late deliveries first, then the not moving, then by promise, with their counts', () => {
    const now = new Date('2026-01-01T11:00:00.000Z');
    const d = (id: string, promised: string | null, extra: Record<string, string> = {}) => ({
      $id: id,
      order_status: 'out_for_delivery',
      assigned_at: '2026-01-01T10:50:00.000Z',
      rider_located_at: '2026-01-01T10:59:30.000Z',
      promised_by: promised,
      ...extra,
    });
    const glance = deliveriesAtAGlance(
      [
        d('fine-later', '2026-01-01T11:40:00.000Z'),
        d('no-promise', null),
        d('stalled', '2026-01-01T11:30:00.000Z', { rider_located_at: '2026-01-01T10:51:00.000Z' }),
        d('fine-soon', '2026-01-01T11:10:00.000Z'),
        d('late', '2026-01-01T10:55:00.000Z'),
      ],
      now,
    );
    expect(glance.rows.map((r) => [r.delivery.$id, r.flags])).toEqual([
      ['late', ['late']],
      ['stalled', ['stalled']],
      ['fine-soon', []],
      ['fine-later', []],
      ['no-promise', []],
    ]);
    expect([glance.late, glance.stalled]).toEqual([1, 1]);
    expect(deliveriesAtAGlance([], now)).toEqual({ rows: [], late: 0, stalled: 0 });
  });
});

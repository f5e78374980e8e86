import { describe, expect, it } from 'vitest';
import { POLICY } from '../constants';
import {
  DELIVERY_MINUTES_CAP,
  EMPTY_DAY,
  averageAcceptanceSeconds,
  deliveryTimeFigures,
  computeStoreDay,
  formatDuration,
  istDayKey,
  istDayRange,
  parseStoreDayRow,
  storeDayRowId,
  type DayOrder,
} from './store-daily-stats';

describe('IST day keys', () => {
  it('a UTC moment belongs to the IST calendar day (UTC+05:30)', () => {
    expect(istDayKey('2026-11-24T18:29:59.999Z')).toBe('2026-11-24');
    expect(istDayKey('2026-11-24T18:30:00.000Z')).toBe('2026-11-25');
    expect(istDayKey(new Date('2026-11-25T00:00:00Z'))).toBe('2026-11-25');
    expect(istDayKey('2026-12-31T19:00:00Z')).toBe('2027-01-01');
    expect(() => istDayKey('not a time')).toThrow();
  });

  it('an IST day is [18:30 UTC the day before, 18:30 UTC)', () => {
    expect(istDayRange('2026-11-25')).toEqual({
      start: '2026-11-24T18:30:00.000Z',
      end: '2026-11-25T18:30:00.000Z',
    });
    expect(istDayKey(istDayRange('2026-03-01').start)).toBe('2026-03-01');
    expect(() => istDayRange('25-11-2026')).toThrow();
  });

  it('row ids are {store_id}_{yyyymmdd}, hashed when the store id is too long', () => {
    expect(storeDayRowId('store-a', '2026-11-25')).toBe('store-a_20261125');
    const long = 'x'.repeat(36);
    const id = storeDayRowId(long, '2026-11-25');
    expect(id.length).toBeLessThanOrEqual(36);
    expect(id).toMatch(/^sd_[a-z0-9]+_20261125$/);
    expect(storeDayRowId(long, '2026-11-25')).toBe(id);
    expect(storeDayRowId('y'.repeat(36), '2026-11-25')).not.toBe(id);
  });
});

const DAY = '2026-11-25';
const IN_DAY = '2026-11-25T05:00:00.000Z';
const order = (o: Partial<DayOrder> & { $id: string }): DayOrder => ({
  status: 'placed',
  total: 100,
  paid_at: IN_DAY,
  ...o,
});

describe('computeStoreDay', () => {
  it('counts the orders that reached the store this day by state, and the sales of accepted ones', () => {
    const f = computeStoreDay(
      DAY,
      [
        order({ $id: 'a', status: 'placed', total: 50.5 }),
        order({ $id: 'b', status: 'confirmed', total: 120.25, accepted_at: IN_DAY }),
        order({ $id: 'c', status: 'delivered', total: 99.99, accepted_at: IN_DAY }),
        order({ $id: 'd', status: 'cancelled', total: 70, accepted_at: IN_DAY }),
        // reached the store by a re-route today though paid yesterday
        order({ $id: 'e', status: 'placed', paid_at: '2026-11-24T10:00:00Z', routed_at: IN_DAY }),
        // paid today, but moved on to this store only tomorrow (IST): not today's
        order({ $id: 'f', status: 'placed', routed_at: '2026-11-25T19:00:00Z' }),
        // yesterday's, and an order that was never the store's to take
        order({ $id: 'g', paid_at: '2026-11-24T18:29:00Z' }),
        order({ $id: 'h', status: 'expired' }),
        // the same order from both queries (paid and routed today) counts once
        order({ $id: 'b', status: 'confirmed', total: 120.25, accepted_at: IN_DAY }),
      ],
      [],
      [],
    );
    expect(f.received_count).toBe(5);
    expect(f.status_counts).toEqual({ placed: 2, confirmed: 1, delivered: 1, cancelled: 1 });
    expect(f.waiting_count).toBe(2);
    expect(f.sales_paise).toBe(12025 + 9999);
    expect(f.delivered_paise).toBe(9999);
  });

  it('adds up the day’s decisions and verifications, each row once', () => {
    const f = computeStoreDay(
      DAY,
      [],
      [
        { $id: '1', order_id: 'a', kind: 'accepted', seconds_to_decide: 40.4 },
        { $id: '2', order_id: 'b', kind: 'accepted', seconds_to_decide: 100 },
        { $id: '2', order_id: 'b', kind: 'accepted', seconds_to_decide: 100 },
        { $id: '3', order_id: 'c', kind: 'rejected', reason: 'out_of_stock' },
        { $id: '4', order_id: 'd', kind: 'rejected', reason: 'out_of_stock' },
        { $id: '5', order_id: 'e', kind: 'rejected', reason: null },
        { $id: '6', order_id: 'f', kind: 'timed_out' },
        { $id: '7', order_id: 'c', kind: 'rerouted_away' },
        { $id: '8', order_id: 'g', kind: 'routed_here' },
      ],
      [
        { $id: 'v1', decision: 'verified' },
        { $id: 'v2', decision: 'rejected' },
        { $id: 'v1', decision: 'verified' },
      ],
    );
    expect(f).toMatchObject({
      accepted_count: 2,
      acceptance_seconds_sum: 140,
      rejected_count: 3,
      rejections_by_reason: { out_of_stock: 2, other: 1 },
      timed_out_count: 1,
      rerouted_away_count: 1,
      routed_here_count: 1,
      rx_verified_count: 1,
      rx_rejected_count: 1,
    });
    expect(averageAcceptanceSeconds(f)).toBe(70);
  });

  it('an empty day has zeros and no average', () => {
    expect(EMPTY_DAY.received_count).toBe(0);
    expect(EMPTY_DAY.sales_paise).toBe(0);
    expect(averageAcceptanceSeconds(EMPTY_DAY)).toBeNull();
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(185)).toBe('3 min 5 s');
    expect(formatDuration(120)).toBe('2 min');
  });

  it('a stored row reads back with its maps parsed', () => {
    const f = computeStoreDay(DAY, [order({ $id: 'a' })], [], []);
    const row = {
      ...f,
      $id: 'store-a_20261125',
      store_id: 'store-a',
      day: DAY,
      computed_at: IN_DAY,
      status_counts: JSON.stringify(f.status_counts),
      rejections_by_reason: 'not json',
      delivery_minutes: JSON.stringify({ 18: 2, x: 1, 20: -1 }),
      late_minutes: JSON.stringify({ 0: 1, 5: 1 }),
    };
    expect(parseStoreDayRow(row)).toMatchObject({
      status_counts: { placed: 1 },
      rejections_by_reason: {},
      delivery_minutes: { 18: 2 },
      late_minutes: { 0: 1, 5: 1 },
    });
  });

  it('counts the day’s deliveries by minutes from acceptance, and those after their promise', () => {
    const accepted = '2026-11-25T10:00:00.000Z';
    const at = (minutes: number) => new Date(Date.parse(accepted) + minutes * 60_000).toISOString();
    const delivered = (id: string, minutes: number, mode = 'standard') =>
      order({ $id: id, status: 'delivered', accepted_at: accepted, delivered_at: at(minutes), delivery_mode: mode });
    const f = computeStoreDay(
      DAY,
      [
        delivered('a', 20),
        delivered('b', 20),
        delivered('c', 50, 'express'),
        delivered('d', 2000),
        order({ $id: 'e' }),
      ],
      [],
      [],
    );
    expect(f.delivered_count).toBe(4);
    expect(f.delivery_minutes).toEqual({ 20: 2, 50: 1, [DELIVERY_MINUTES_CAP]: 1 });
    // Express promises POLICY.delivery.expressMaxMinutes, standard its max (SPEC §9).
    expect(f.delivered_late_count).toBe(
      [
        50 > POLICY.delivery.expressMaxMinutes,
        2000 > POLICY.delivery.standardMinutes.max,
        20 > POLICY.delivery.standardMinutes.max,
        20 > POLICY.delivery.standardMinutes.max,
      ].filter(Boolean).length,
    );
    // The same deliveries' minutes after their promise, 0 when on time (issue 38 §5).
    expect(f.late_minutes).toEqual({
      0: 2,
      [50 - POLICY.delivery.expressMaxMinutes]: 1,
      [DELIVERY_MINUTES_CAP]: 1,
    });
  });

  it('adds up delivery times over days and stores to exact nearest-rank percentiles', () => {
    expect(deliveryTimeFigures([])).toEqual({ delivered: 0, late: 0, p50_minutes: null, p90_minutes: null });
    expect(
      deliveryTimeFigures([
        { delivery_minutes: { 10: 4, 30: 1 }, delivered_late_count: 0 },
        { delivery_minutes: { 20: 4, 90: 1 }, delivered_late_count: 1 },
      ]),
    ).toEqual({ delivered: 10, late: 1, p50_minutes: 20, p90_minutes: 30 });
  });
});

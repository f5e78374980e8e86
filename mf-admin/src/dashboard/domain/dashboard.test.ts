import { describe, expect, it } from 'vitest';
import { formatINRFromPaise } from '@instamg/shared/domain/money';
import { DEFAULT_INTAKE_TIMERS } from '@instamg/shared/domain/order-intake';
import { ORDERS_GRID, STORES_GRID, STORE_APPLICATIONS_GRID } from '@instamg/shared/grid/grid-specs';
import { viewQueries } from '@instamg/shared/grid/grid-query';
import {
  QUEUE_TILES,
  STATUS_TILES,
  STORE_TILES,
  gmvFrom,
  gmvHref,
  istDayStartMs,
  lastIstDays,
  pastWindowCount,
  tileHref,
} from './dashboard';

// 2026-11-25 01:00 IST is still 2026-11-24 in UTC.
const now = new Date('2026-11-24T19:30:00.000Z');

describe('dashboard', () => {
  it('counts the IST days: today is the IST date, the week the 7 days up to it', () => {
    expect(lastIstDays(now, 7)).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(new Date(istDayStartMs(now)).toISOString()).toBe('2026-11-24T18:30:00.000Z');
  });

  it('sums the rollups of today and of the week, ignoring older days', () => {
    const rows = [
      { day: '2026-11-25', sales_paise: 10_050 },
      { day: '2026-11-25', sales_paise: 20_000 },
      { day: '2026-11-19', sales_paise: 5_000 },
      { day: '2026-11-18', sales_paise: 99_999 },
    ];
    expect(gmvFrom(rows, now)).toEqual({ todayPaise: 30_050, weekPaise: 35_050 });
    expect(formatINRFromPaise(30_050)).toBe('₹300.50');
    expect(formatINRFromPaise(12_345_600)).toBe('₹1,23,456');
  });

  it('links every tile to a list whose grid accepts its filters', () => {
    const specs = { orders: ORDERS_GRID, stores: STORES_GRID, store_applications: STORE_APPLICATIONS_GRID };
    for (const tile of [...QUEUE_TILES, ...STORE_TILES, ...STATUS_TILES]) {
      const spec = specs[tile.list];
      expect(() => viewQueries(spec, { filters: tile.filters, sort: spec.defaultSort }), tile.id).not.toThrow();
    }
    expect(tileHref('orders', { queue: 'awaiting_acceptance' })).toBe('/admin/orders?queue=awaiting_acceptance');
    expect(tileHref('stores', { status: 'paused' })).toBe('/admin/stores?status=paused');
    expect(gmvHref(now, 1)).toBe('/admin/orders?from=2026-11-25&to=2026-11-25');
    expect(gmvHref(now, 7)).toBe('/admin/orders?from=2026-11-19&to=2026-11-25');
  });

  it('counts the waiting orders whose accept window has passed', () => {
    const paidAt = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
    const waiting = [
      { status: 'placed', payment_status: 'paid', paid_at: paidAt(10) },
      { status: 'placed', payment_status: 'paid', paid_at: paidAt(1) },
      // Re-routed a minute ago: its window at the new store runs.
      { status: 'placed', payment_status: 'paid', paid_at: paidAt(20), routed_at: paidAt(1) },
    ];
    expect(pastWindowCount(waiting, DEFAULT_INTAKE_TIMERS, now)).toBe(1);
  });
});

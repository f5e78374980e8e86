import { describe, expect, it } from 'vitest';
import {
  STORE_STATUSES,
  TAKES_NEW_ORDERS,
  effectiveStoreStatus,
  isStoreStatus,
  maySetStoreStatus,
  statusUntilFor,
  takesNewOrders,
} from './store-status';
import { STORE_NOTIFICATION_KINDS, STORE_NOTIFICATION_TITLES } from './store-notifications';

describe('store status', () => {
  it('open, busy, paused; only open takes new orders', () => {
    expect(STORE_STATUSES).toEqual(['open', 'busy', 'paused']);
    expect(TAKES_NEW_ORDERS).toBe('open');
    expect(isStoreStatus('paused')).toBe(true);
    expect(isStoreStatus('closed')).toBe(false);
  });
  it('owner, admin and manager switch it; staff and a pharmacist by role do not', () => {
    expect(maySetStoreStatus(['owner'])).toBe(true);
    expect(maySetStoreStatus(['staff', 'manager'])).toBe(true);
    expect(maySetStoreStatus(['staff'])).toBe(false);
    expect(maySetStoreStatus(['pharmacist'])).toBe(false);
  });
});

describe('busy and paused with a duration', () => {
  const now = new Date('2026-12-02T09:00:00.000Z');
  it('resume by themselves once status_until has passed', () => {
    expect(effectiveStoreStatus({ status: 'paused', status_until: '2026-12-02T09:00:01.000Z' }, now)).toBe('paused');
    expect(effectiveStoreStatus({ status: 'paused', status_until: '2026-12-02T09:00:00.000Z' }, now)).toBe('open');
    expect(effectiveStoreStatus({ status: 'busy', status_until: '2026-12-02T08:30:00.000Z' }, now)).toBe('open');
    expect(effectiveStoreStatus({ status: 'busy', status_until: null }, now)).toBe('busy');
    expect(effectiveStoreStatus({ status: 'open', status_until: '2026-12-02T10:00:00.000Z' }, now)).toBe('open');
    expect(effectiveStoreStatus({}, now)).toBe('open');
    expect(takesNewOrders({ status: 'paused', status_until: '2026-12-02T08:59:00.000Z' }, now)).toBe(true);
    expect(takesNewOrders({ status: 'paused', status_until: null }, now)).toBe(false);
  });
  it('a duration or an end time, bounded to 24 hours; none for open', () => {
    expect(statusUntilFor('busy', { for_minutes: 15 }, now)).toEqual({ ok: true, until: '2026-12-02T09:15:00.000Z' });
    // 14:30 IST is 09:00 UTC: now, so not later than now.
    expect(statusUntilFor('paused', { until: '2026-12-02T14:30:00+05:30' }, now).ok).toBe(false);
    expect(statusUntilFor('paused', { until: '2026-12-02T15:00:00+05:30' }, now)).toEqual({
      ok: true,
      until: '2026-12-02T09:30:00.000Z',
    });
    expect(statusUntilFor('paused', {}, now)).toEqual({ ok: true, until: null });
    expect(statusUntilFor('open', {}, now)).toEqual({ ok: true, until: null });
    expect(statusUntilFor('open', { for_minutes: 15 }, now).ok).toBe(false);
    expect(statusUntilFor('busy', { for_minutes: 0 }, now).ok).toBe(false);
    expect(statusUntilFor('busy', { for_minutes: 1.5 }, now).ok).toBe(false);
    expect(statusUntilFor('busy', { for_minutes: '30' }, now).ok).toBe(false);
    expect(statusUntilFor('busy', { for_minutes: 24 * 60 + 1 }, now).ok).toBe(false);
    expect(statusUntilFor('busy', { for_minutes: 30, until: '2026-12-02T10:00:00Z' }, now).ok).toBe(false);
    expect(statusUntilFor('busy', { until: 'tomorrow' }, now).ok).toBe(false);
    expect(statusUntilFor('busy', { until: '2026-12-02T08:59:00Z' }, now).ok).toBe(false);
    expect(statusUntilFor('busy', { until: '2026-12-03T09:00:01Z' }, now).ok).toBe(false);
  });
});

describe('store notifications', () => {
  it('every kind has a title', () => {
    for (const kind of STORE_NOTIFICATION_KINDS) expect(STORE_NOTIFICATION_TITLES[kind]).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { STORE_STATUSES, TAKES_NEW_ORDERS, isStoreStatus, maySetStoreStatus } from './store-status';
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

describe('store notifications', () => {
  it('every kind has a title', () => {
    for (const kind of STORE_NOTIFICATION_KINDS) expect(STORE_NOTIFICATION_TITLES[kind]).toBeTruthy();
  });
});

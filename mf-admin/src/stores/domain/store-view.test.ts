import { describe, expect, it } from 'vitest';
import {
  PHARMACIST_STATUS_SUFFIX,
  acceptanceRate,
  licenceExpiryText,
  licenceNeedsAttention,
  storeState,
} from './store-view';

const NOW = new Date('2026-11-25T04:30:00Z');

describe('store view', () => {
  it('tells live, suspended (and why) and not-live stores apart', () => {
    expect(storeState({ is_active: true, suspended_at: null, suspension: null }).label).toBe('Live');
    expect(storeState({ is_active: false, suspended_at: '2026-11-20T00:00:00Z', suspension: 'admin' }).label).toBe(
      'Suspended by an admin',
    );
    expect(
      storeState({ is_active: false, suspended_at: '2026-11-20T00:00:00Z', suspension: 'licence_expired' }).key,
    ).toBe('suspended');
    expect(storeState({ is_active: false, suspended_at: null, suspension: null }).label).toBe('Not live');
  });

  it('writes how long a licence has left and flags the last 30 days', () => {
    expect(licenceExpiryText('2026-12-25', NOW)).toBe('Expires 25 Dec 2026 (in 30 days)');
    expect(licenceExpiryText('2026-11-25', NOW)).toBe('Expires 25 Nov 2026 (today)');
    expect(licenceExpiryText('2026-11-01', NOW)).toBe('Expired 1 Nov 2026');
    expect(licenceExpiryText(null, NOW)).toBe('No expiry date recorded');
    expect(licenceNeedsAttention('2026-12-25', NOW)).toBe(true);
    expect(licenceNeedsAttention('2026-12-26', NOW)).toBe(false);
    expect(licenceNeedsAttention(null, NOW)).toBe(false);
  });

  it('computes the acceptance rate over accepted, rejected and timed-out decisions', () => {
    expect(acceptanceRate({ accepted: 0, rejected: 0, timed_out: 0 })).toBe('—');
    expect(acceptanceRate({ accepted: 23, rejected: 1, timed_out: 1 })).toBe('92%');
  });

  it('words a pending pharmacist registration apart from a switched-off one', () => {
    expect(PHARMACIST_STATUS_SUFFIX.pending).toBe(', pending confirmation');
    expect(PHARMACIST_STATUS_SUFFIX.inactive).toBe(', inactive');
    expect(PHARMACIST_STATUS_SUFFIX.confirmed).toBe('');
  });
});

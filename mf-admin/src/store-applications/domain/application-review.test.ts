import { describe, expect, it } from 'vitest';
import { VALID_APPLICATION } from '@instamg/shared/testing/partner-application';
import { reviewChecks, waitingFor } from './application-review';

const NOW = new Date('2026-11-25T04:30:00Z');

describe('reviewChecks', () => {
  it('passes every check of a valid application', () => {
    expect(reviewChecks(VALID_APPLICATION, NOW).filter((check) => check.problem !== null)).toEqual([]);
  });
  it('names what fails: another State’s GSTIN and a licence about to expire', () => {
    const failing = reviewChecks(
      { ...VALID_APPLICATION, pan: 'AAPFU0939F', gstin: '27AAPFU0939F1ZV', form21_expires_on: '2026-12-10' },
      NOW,
    ).filter((check) => check.problem);
    expect(failing.map((check) => check.label)).toEqual([
      'GSTIN State matches the PIN',
      'Form 21 licence valid for 30 days or more',
    ]);
    expect(failing[1]!.problem).toBe('This licence expires within 30 days. Renew it before applying');
  });
});

describe('waitingFor', () => {
  it('counts whole days since submission', () => {
    expect(waitingFor('2026-11-25T01:00:00Z', NOW)).toBe('today');
    expect(waitingFor('2026-11-24T01:00:00Z', NOW)).toBe('1 day');
    expect(waitingFor('2026-11-13T04:30:00Z', NOW)).toBe('12 days');
    expect(waitingFor(null, NOW)).toBe('—');
  });
});

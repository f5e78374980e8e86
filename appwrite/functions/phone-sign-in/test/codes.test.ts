import { describe, expect, it } from 'vitest';
import {
  INDIAN_MOBILE_E164,
  MAX_SENDS_PER_HOUR,
  codeHash,
  codeMatches,
  newCode,
  rowIdOf,
  sendWindow,
} from '../src/codes.ts';

describe('phone-sign-in codes', () => {
  it('six digits; compared by hash, bound to the challenge', () => {
    for (let i = 0; i < 50; i++) expect(newCode()).toMatch(/^\d{6}$/);
    const row = { challenge_id: 'ch1', code_hash: codeHash('ch1', '123456') };
    expect(codeMatches(row, '123456')).toBe(true);
    expect(codeMatches(row, '123457')).toBe(false);
    expect(codeMatches({ ...row, challenge_id: 'ch2' }, '123456')).toBe(false);
  });

  it('one row per number, a valid Appwrite id', () => {
    expect(rowIdOf('+919812345678')).toBe(rowIdOf('+919812345678'));
    expect(rowIdOf('+919812345678')).not.toBe(rowIdOf('+919812345679'));
    expect(rowIdOf('+919812345678')).toMatch(/^[a-z0-9]{36}$/);
  });

  it('Indian mobiles only', () => {
    expect(INDIAN_MOBILE_E164.test('+919812345678')).toBe(true);
    expect(INDIAN_MOBILE_E164.test('+915812345678')).toBe(false);
    expect(INDIAN_MOBILE_E164.test('+4915112345678')).toBe(false);
  });

  it('at most MAX_SENDS_PER_HOUR codes a number in an hour; the window then starts again', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    expect(sendWindow(null, now)).toEqual({ allowed: true, sends: 1, windowStartedAt: now.toISOString() });
    const started = '2026-12-01T09:30:00.000Z';
    expect(sendWindow({ sends: MAX_SENDS_PER_HOUR - 1, window_started_at: started }, now)).toMatchObject({
      allowed: true,
      sends: MAX_SENDS_PER_HOUR,
    });
    expect(sendWindow({ sends: MAX_SENDS_PER_HOUR, window_started_at: started }, now).allowed).toBe(false);
    expect(sendWindow({ sends: MAX_SENDS_PER_HOUR, window_started_at: '2026-12-01T08:59:00.000Z' }, now)).toMatchObject(
      {
        allowed: true,
        sends: 1,
      },
    );
  });
});

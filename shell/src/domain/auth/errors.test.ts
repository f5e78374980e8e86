import { describe, expect, it } from 'vitest';
import { errorMessage, isHiddenRecoveryRefusal } from './errors';

describe('isHiddenRecoveryRefusal', () => {
  it('reads an unknown or blocked e-mail as sent, so recovery does not reveal accounts', () => {
    expect(isHiddenRecoveryRefusal({ type: 'user_not_found', code: 404 })).toBe(true);
    expect(isHiddenRecoveryRefusal({ type: 'user_blocked', code: 401 })).toBe(true);
  });

  it('keeps every other failure visible (rate limit, bad URL, offline)', () => {
    expect(isHiddenRecoveryRefusal({ type: 'general_rate_limit_exceeded', code: 429 })).toBe(false);
    expect(isHiddenRecoveryRefusal({ type: 'general_argument_invalid', code: 400 })).toBe(false);
    expect(isHiddenRecoveryRefusal(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('errorMessage', () => {
  it("shows the server's message, or a generic one", () => {
    expect(errorMessage({ message: 'Rate limit for the current endpoint has been exceeded.' })).toBe(
      'Rate limit for the current endpoint has been exceeded.',
    );
    expect(errorMessage({})).toBe('Something went wrong. Please try again.');
  });
});

import { describe, expect, it } from 'vitest';
import { isGuestAccount } from '../src/customer.ts';

describe('guest accounts (issue 14 §8)', () => {
  it('an account with neither e-mail nor phone is an anonymous session’s guest', () => {
    expect(isGuestAccount({ email: '', phone: '' })).toBe(true);
    expect(isGuestAccount({ email: 'asha@example.com', phone: '' })).toBe(false);
    expect(isGuestAccount({ email: '', phone: '+919999999999' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { provesEmail } from '../src/guard.ts';

describe('which sessions prove the e-mail (account-guard)', () => {
  it('Google and e-mailed codes or links do; a password, a phone code or a server-made token do not', () => {
    expect(provesEmail({ provider: 'oauth2', factors: ['email', 'oauth2'] })).toBe(true);
    expect(provesEmail({ provider: 'oauth2', factors: ['oauth2'] })).toBe(true);
    expect(provesEmail({ provider: 'email', factors: ['email'] })).toBe(true);
    expect(provesEmail({ provider: 'magic-url', factors: ['email'] })).toBe(true);
    expect(provesEmail({ provider: 'email', factors: ['password'] })).toBe(false);
    expect(provesEmail({ provider: 'email', factors: ['password', 'totp'] })).toBe(false);
    expect(provesEmail({ provider: 'phone', factors: ['phone'] })).toBe(false);
    // phone-sign-in and One Tap: users.createToken → account.createSession.
    expect(provesEmail({ provider: 'token', factors: ['token'] })).toBe(false);
    expect(provesEmail({})).toBe(false);
  });
});

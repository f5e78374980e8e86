import { describe, expect, it } from 'vitest';
import {
  DEV_INVITATION_SECRET,
  invitationSecret,
  signInvitationToken,
  verifyInvitationToken,
} from '../src/invitation-token.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const NOW = new Date('2026-11-25T10:00:00.000Z');
const LATER = new Date('2026-11-28T10:00:00.000Z');

describe('staff invitation tokens', () => {
  it('a signed token verifies before its expiry, with its id and expiry', () => {
    const token = signInvitationToken(SECRET, 'inv123', LATER);
    expect(verifyInvitationToken(SECRET, token, NOW)).toEqual({ ok: true, invitationId: 'inv123', expiresAt: LATER });
  });

  it('is refused at and after its expiry', () => {
    const token = signInvitationToken(SECRET, 'inv123', LATER);
    expect(verifyInvitationToken(SECRET, token, LATER)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyInvitationToken(SECRET, token, new Date(LATER.getTime() + 1))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('a token signed with another secret, or with a changed id or expiry, is forged', () => {
    const token = signInvitationToken(SECRET, 'inv123', LATER);
    const [, ms, sig] = token.split('.');
    expect(verifyInvitationToken('another-secret-that-is-long-enough-000000', token, NOW).ok).toBe(false);
    expect(verifyInvitationToken(SECRET, `inv124.${ms}.${sig}`, NOW)).toEqual({ ok: false, reason: 'forged' });
    // Extending the expiry without the secret does not work.
    expect(verifyInvitationToken(SECRET, `inv123.${Number(ms) + 86_400_000}.${sig}`, NOW)).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(verifyInvitationToken(SECRET, `inv123.${ms}.${sig!.slice(0, -2)}`, NOW)).toEqual({
      ok: false,
      reason: 'forged',
    });
  });

  it('anything that is not a token is malformed', () => {
    for (const bad of [undefined, 42, '', 'abc', 'a.b', 'a.b.c.d', '../x.1.sig', `inv.notanumber.sig`, 'x'.repeat(400)])
      expect(verifyInvitationToken(SECRET, bad, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('the signing secret', () => {
  it('is the function variable when set (at least 32 characters)', () => {
    expect(invitationSecret({ STAFF_INVITATION_SECRET: SECRET })).toBe(SECRET);
    expect(invitationSecret({ STAFF_INVITATION_SECRET: 'short' })).toBeNull();
  });

  it('falls back to the dev secret only against a loopback endpoint', () => {
    expect(invitationSecret({ APPWRITE_FUNCTION_API_ENDPOINT: 'http://localhost:8080/v1' })).toBe(
      DEV_INVITATION_SECRET,
    );
    expect(invitationSecret({ APPWRITE_FUNCTION_API_ENDPOINT: 'http://127.0.0.1:9280/v1' })).toBe(
      DEV_INVITATION_SECRET,
    );
    expect(invitationSecret({ APPWRITE_FUNCTION_API_ENDPOINT: 'https://cloud.appwrite.io/v1' })).toBeNull();
    expect(invitationSecret({})).toBeNull();
  });
});

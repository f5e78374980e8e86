import { describe, expect, it } from 'vitest';
import { absoluteUrl, authModeFrom, authUrl } from './auth-mode';

describe('auth page modes', () => {
  it('reads the mode from the query, sign-in by default', () => {
    expect(authModeFrom('?mode=signup')).toBe('signup');
    expect(authModeFrom('?mode=reset&userId=u&secret=s')).toBe('reset');
    expect(authModeFrom('?mode=admin')).toBe('signin');
    expect(authModeFrom('')).toBe('signin');
  });

  it('keeps the remembered path when switching screens', () => {
    expect(authUrl('signup', '?from=%2Fcheckout')).toBe('/auth?mode=signup&from=%2Fcheckout');
    expect(authUrl('signin', '?mode=signup&from=%2Fcheckout&oauth=failure')).toBe('/auth?from=%2Fcheckout');
    expect(authUrl('signin', '', { oauth: 'success' })).toBe('/auth?oauth=success');
    expect(authUrl('signin', '')).toBe('/auth');
  });

  it('builds absolute links for e-mails and the OAuth return', () => {
    expect(absoluteUrl('/auth?mode=verify', 'http://localhost:3000')).toBe('http://localhost:3000/auth?mode=verify');
  });
});

import { describe, expect, it } from 'vitest';
import {
  decodeSessionCookie,
  describeClient,
  encodeSessionCookie,
  fallbackCookieValue,
  needsFallbackCookies,
} from '../src/auth/session.ts';

describe('session cookie value (base64 JSON {id, secret})', () => {
  it('round-trips and rejects malformed values', () => {
    const value = encodeSessionCookie('user1', 's3cret');
    expect(JSON.parse(Buffer.from(value, 'base64').toString())).toEqual({ id: 'user1', secret: 's3cret' });
    expect(decodeSessionCookie(value)).toEqual({ id: 'user1', secret: 's3cret' });
    for (const bad of [
      undefined,
      '',
      'not base64 json',
      Buffer.from('{"id":1}').toString('base64'),
      Buffer.from('null').toString('base64'),
    ]) {
      expect(decodeSessionCookie(bad)).toBeNull();
    }
  });

  it('reads the session from X-Fallback-Cookies, and none from the logout value []', () => {
    expect(fallbackCookieValue('{"a_session_instamg":"abc"}', 'instamg')).toBe('abc');
    expect(fallbackCookieValue('[]', 'instamg')).toBeNull();
    expect(fallbackCookieValue('{"a_session_other":"abc"}', 'instamg')).toBeNull();
    expect(fallbackCookieValue('{oops', 'instamg')).toBeNull();
  });
});

describe('when to send X-Fallback-Cookies', () => {
  it('always on localhost and IPs, and without an Origin', () => {
    expect(needsFallbackCookies('http://localhost:3000', 'localhost:8080')).toBe(true);
    expect(needsFallbackCookies('http://127.0.0.1:3000', '127.0.0.1:8080')).toBe(true);
    expect(needsFallbackCookies(undefined, 'localhost:8080')).toBe(true);
  });

  it('only across sites on real domains', () => {
    expect(needsFallbackCookies('https://shop.instamg.in', 'api.instamg.in')).toBe(false);
    expect(needsFallbackCookies('https://instamg.vercel.app', 'api.instamg.in')).toBe(true);
  });
});

describe('client description for the sessions list', () => {
  it('names common browsers and systems, and leaves unknown agents blank', () => {
    const chromeOnAndroid =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    expect(describeClient(chromeOnAndroid)).toMatchObject({
      osName: 'Android',
      clientName: 'Chrome',
      clientType: 'browser',
      deviceName: 'smartphone',
    });
    expect(
      describeClient('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toMatchObject({ osName: 'Windows', clientName: 'Firefox', deviceName: 'desktop' });
    expect(describeClient('')).toMatchObject({ osName: '', clientName: '', clientType: '', deviceName: '' });
  });
});

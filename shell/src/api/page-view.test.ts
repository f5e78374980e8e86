// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageViewTracker } from './page-view';

const fbq = vi.fn();

beforeEach(() => {
  window.fbq = fbq;
});
afterEach(() => {
  fbq.mockReset();
  delete window.fbq;
  globalThis.__INSTAMG_CONFIG__ = undefined;
});

describe('trackPageView', () => {
  it('does nothing when no pixel id is configured, even with the pixel loaded', () => {
    const track = createPageViewTracker();
    track('/');
    track('/medicines');
    expect(fbq).not.toHaveBeenCalled();
  });

  it('treats a blank pixel id as not configured', () => {
    globalThis.__INSTAMG_CONFIG__ = { analyticsPixelId: '   ' };
    createPageViewTracker()('/');
    expect(fbq).not.toHaveBeenCalled();
  });

  it('reports a PageView for each path change when a pixel id is configured', () => {
    globalThis.__INSTAMG_CONFIG__ = { analyticsPixelId: '1234567890' };
    const track = createPageViewTracker();
    track('/');
    track('/medicines');
    track('/');
    expect(fbq.mock.calls).toEqual([
      ['track', 'PageView'],
      ['track', 'PageView'],
      ['track', 'PageView'],
    ]);
  });

  it('counts the same path twice in a row once (StrictMode re-runs effects)', () => {
    globalThis.__INSTAMG_CONFIG__ = { analyticsPixelId: '1234567890' };
    const track = createPageViewTracker();
    track('/cart');
    track('/cart');
    expect(fbq).toHaveBeenCalledOnce();
  });

  it('does not fail when the pixel script has not loaded', () => {
    globalThis.__INSTAMG_CONFIG__ = { analyticsPixelId: '1234567890' };
    delete window.fbq;
    const track = createPageViewTracker();
    expect(() => track('/')).not.toThrow();
    // Once the pixel arrives, the next path change is reported.
    window.fbq = fbq;
    track('/search');
    expect(fbq).toHaveBeenCalledWith('track', 'PageView');
  });
});

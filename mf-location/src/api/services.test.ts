import { describe, expect, it, vi } from 'vitest';
import { configuredIpLocationUrl, createToastChannel } from './services';

describe('configuredIpLocationUrl', () => {
  it('reads ipLocationUrl from the runtime config; unset or blank means the Appwrite locale', () => {
    expect(configuredIpLocationUrl({ ipLocationUrl: 'https://geo.instamg.in/ip' })).toBe('https://geo.instamg.in/ip');
    expect(configuredIpLocationUrl({})).toBeUndefined();
    expect(configuredIpLocationUrl({ ipLocationUrl: '' })).toBeUndefined();
    expect(configuredIpLocationUrl(undefined)).toBeUndefined();
  });

  it('rejects a value that is not an http(s) URL', () => {
    expect(() => configuredIpLocationUrl({ ipLocationUrl: 'javascript:alert(1)' })).toThrow(
      'ipLocationUrl must be an http(s) URL',
    );
    expect(() => configuredIpLocationUrl({ ipLocationUrl: 42 })).toThrow('ipLocationUrl must be a string');
  });
});

describe('createToastChannel', () => {
  it('shows each toast once, on the newest listener', () => {
    const channel = createToastChannel();
    const first = vi.fn();
    const second = vi.fn();
    channel.subscribe(first);
    const unsubscribe = channel.subscribe(second);
    channel.notify({ key: 'storeSelected' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ key: 'storeSelected' });
    unsubscribe();
    channel.notify({ key: 'locationError' });
    expect(first).toHaveBeenCalledWith({ key: 'locationError' });
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@instamg/shared/constants';
import { createTabSync, parseAuthSyncMessage, type TabSync } from './tab-sync';

/** A BroadcastChannel stand-in: records posts, lets the test deliver messages. */
function fakeChannel() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const posted: unknown[] = [];
  return {
    posted,
    deliver(data: unknown) {
      for (const listener of listeners) listener({ data } as MessageEvent);
    },
    addEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
    postMessage: (data: unknown) => posted.push(data),
    close: vi.fn(),
    listenerCount: () => listeners.size,
  };
}

function storageEvent(newValue: string | null, key: string = STORAGE_KEYS.authSync): StorageEvent {
  return new StorageEvent('storage', { key, newValue });
}

const otherTab = (event: 'signedIn' | 'signedOut', at = 0) => JSON.stringify({ event, tabId: 'other', at });

describe('createTabSync', () => {
  let sync: TabSync | undefined;
  let now: number;
  let lastCheckAt: number;
  const onExternalChange = vi.fn();
  let channel: ReturnType<typeof fakeChannel>;

  const start = () =>
    (sync = createTabSync({
      onExternalChange,
      lastCheckAt: () => lastCheckAt,
      now: () => now,
      channel: channel as unknown as BroadcastChannel,
      tabId: 'this',
    }));

  beforeEach(() => {
    vi.useFakeTimers();
    now = 10_000;
    lastCheckAt = 0;
    channel = fakeChannel();
    window.localStorage.clear();
  });
  afterEach(() => {
    sync?.stop();
    sync = undefined;
    onExternalChange.mockReset();
    vi.useRealTimers();
  });

  it('writes the message to localStorage and removes it after exactly 100 ms', () => {
    start().publish('signedOut');
    expect(parseAuthSyncMessage(window.localStorage.getItem(STORAGE_KEYS.authSync))).toEqual({
      event: 'signedOut',
      tabId: 'this',
      at: 10_000,
    });
    vi.advanceTimersByTime(99);
    expect(window.localStorage.getItem(STORAGE_KEYS.authSync)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.authSync)).toBeNull();
  });

  it('also posts on the BroadcastChannel', () => {
    start().publish('signedIn');
    expect(channel.posted).toEqual([{ event: 'signedIn', tabId: 'this', at: 10_000 }]);
  });

  it("re-checks on another tab's storage message when the last check is 2 s old or more", () => {
    lastCheckAt = now - 2000;
    start();
    window.dispatchEvent(storageEvent(otherTab('signedOut')));
    expect(onExternalChange).toHaveBeenCalledExactlyOnceWith('signedOut');
  });

  it('ignores a message that arrives less than 2 s after the last check', () => {
    lastCheckAt = now - 1999;
    start();
    window.dispatchEvent(storageEvent(otherTab('signedIn')));
    channel.deliver({ event: 'signedIn', tabId: 'other', at: 0 });
    expect(onExternalChange).not.toHaveBeenCalled();
  });

  it('handles the BroadcastChannel copy the same way', () => {
    lastCheckAt = now - 5000;
    start();
    channel.deliver({ event: 'signedIn', tabId: 'other', at: 0 });
    expect(onExternalChange).toHaveBeenCalledExactlyOnceWith('signedIn');
  });

  it('ignores its own messages, the removal event, other keys and garbage', () => {
    start();
    channel.deliver({ event: 'signedIn', tabId: 'this', at: 0 });
    window.dispatchEvent(storageEvent(null));
    window.dispatchEvent(storageEvent(otherTab('signedIn'), 'instamg-cart'));
    window.dispatchEvent(storageEvent('{not json'));
    channel.deliver({ event: 'hacked', tabId: 'other', at: 0 });
    expect(onExternalChange).not.toHaveBeenCalled();
  });

  it('stops listening and removes a pending message on stop', () => {
    const instance = start();
    instance.publish('signedIn');
    instance.stop();
    sync = undefined;
    expect(window.localStorage.getItem(STORAGE_KEYS.authSync)).toBeNull();
    expect(channel.listenerCount()).toBe(0);
    window.dispatchEvent(storageEvent(otherTab('signedOut')));
    expect(onExternalChange).not.toHaveBeenCalled();
  });
});

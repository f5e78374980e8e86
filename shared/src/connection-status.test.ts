// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { createElement as h } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_TEXTS, OfflineNotice } from './connection-status';

const goOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

afterEach(() => vi.restoreAllMocks());

describe('the offline notice', () => {
  it('appears when the connection drops and goes when it is back', () => {
    render(h(OfflineNotice, { audience: 'store' }));
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    act(() => goOnline(false));
    expect(screen.getByRole('status').textContent).toBe(CONNECTION_TEXTS.store);
    act(() => goOnline(true));
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });

  it('tells a customer their cart is kept', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(h(OfflineNotice, { audience: 'customer' }));
    expect(screen.getByRole('status').textContent).toContain('Your cart is kept on this device');
  });
});

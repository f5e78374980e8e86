// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { useFaviconRefresh } from './useFaviconRefresh';

const iconHref = () => document.head.querySelector('link[rel~="icon"]')?.getAttribute('href') ?? null;

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.head.innerHTML = '';
});

describe('useFaviconRefresh', () => {
  it('re-reads the stored favicon when the tab becomes visible', () => {
    renderHook(() => useFaviconRefresh());
    localStorage.setItem('instamg-favicon', '/uploads/new.png');
    expect(iconHref()).toBeNull();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(iconHref()).toBe('/uploads/new.png');
  });

  it('stops listening when the frame unmounts', () => {
    const { unmount } = renderHook(() => useFaviconRefresh());
    unmount();
    localStorage.setItem('instamg-favicon', '/uploads/new.png');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(iconHref()).toBeNull();
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const refresh = vi.fn(() => Promise.resolve());
vi.mock('./api/auth/session-store', () => ({ useSession: { getState: () => ({ refresh }) } }));

const { runStartupTasks } = await import('./startup');

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
});
afterEach(() => {
  refresh.mockClear();
  vi.restoreAllMocks();
});

describe('runStartupTasks', () => {
  it('marks the coming-soon banner dismissed and the password gate verified', () => {
    runStartupTasks();
    expect(localStorage.getItem('instamg-coming-soon-dismissed')).toBe('true');
    expect(localStorage.getItem('instamg-password-verified')).toBe('true');
  });

  it('applies the stored favicon', () => {
    localStorage.setItem('instamg-favicon', '/brand/icon-192.png');
    runStartupTasks();
    expect(document.head.querySelector('link[rel~="icon"]')?.getAttribute('href')).toBe('/brand/icon-192.png');
  });

  it('starts loading the sign-in state once', () => {
    runStartupTasks();
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('only logs when storage refuses writes, and still does the rest', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(window.localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => runStartupTasks()).not.toThrow();
    expect(log).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenCalledOnce();
    expect(document.head.querySelector('link[rel~="icon"]')).not.toBeNull();
  });
});

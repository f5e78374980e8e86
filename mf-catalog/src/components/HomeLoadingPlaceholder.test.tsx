// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { renderWithShellProviders } from '@instamg/shared/testing/harness';
import { HomeLoadingPlaceholder } from './HomeLoadingPlaceholder';

describe('HomeLoadingPlaceholder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the SPEC §2 full layout and advances on timers', () => {
    const { getByTestId, getByRole } = renderWithShellProviders(<HomeLoadingPlaceholder />);
    const message = getByTestId('home-loading-message');
    const seen = [message.textContent];
    for (const ms of [500, 500, 500]) {
      act(() => void vi.advanceTimersByTime(ms));
      seen.push(message.textContent);
    }
    expect(seen).toEqual([
      'Checking nearby pharmacies... 13%',
      'Finding the fastest delivery routes... 45%',
      'Getting fresh medicines ready... 66%',
      'Almost there! Preparing your experience... 85%',
    ]);
    expect(getByRole('progressbar').getAttribute('aria-valuenow')).toBe('85');
    // 4 carousel dots + 6 category circles + the round icon.
    expect(getByTestId('home-loading').querySelectorAll('.MuiSkeleton-circular')).toHaveLength(11);
  });

  it('stops its timers when unmounted', () => {
    const { unmount } = renderWithShellProviders(<HomeLoadingPlaceholder />);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('has a compact variant: banner, 2- and 4-column grids, 8 chips, 4 tiles', () => {
    const { getByTestId, queryByRole } = renderWithShellProviders(<HomeLoadingPlaceholder variant="compact" />);
    const root = getByTestId('home-loading-compact');
    expect(root.children).toHaveLength(5);
    expect(root.children[1]!.children).toHaveLength(2);
    expect(root.children[2]!.children).toHaveLength(4);
    expect(root.children[3]!.children).toHaveLength(8);
    expect(root.children[4]!.children).toHaveLength(4);
    expect(queryByRole('progressbar')).toBeNull();
  });
});

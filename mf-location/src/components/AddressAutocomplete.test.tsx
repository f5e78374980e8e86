// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TEXTS, TIMINGS } from '@instamg/shared/constants';
import type { AddressSearchProvider } from '../api/address-search';
import { AddressAutocomplete } from './AddressAutocomplete';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AddressAutocomplete', () => {
  it('asks once typing pauses, with the last term, and shows district and state on the line', async () => {
    vi.useFakeTimers();
    const suggest = vi.fn(async (term: string) => [
      {
        id: 'pin-400053',
        description: `${term}, Mumbai, Maharashtra 400053`,
        mainText: 'Andheri',
        secondaryText: 'Mumbai, Maharashtra 400053',
      },
    ]);
    const provider: AddressSearchProvider = { suggest, resolve: async () => null, newSession: () => {} };
    render(<AddressAutocomplete provider={provider} onPick={() => {}} />);
    const input = screen.getByRole('textbox', { name: TEXTS.deliverySelector.addressSearchPlaceholder });
    for (const term of ['and', 'andh', 'andhe', 'andher', 'andheri'])
      fireEvent.change(input, { target: { value: term } });
    expect(suggest).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TIMINGS.addressSearchDebounceMs);
    });
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest).toHaveBeenCalledWith('andheri');
    expect(screen.getByRole('option').textContent).toContain('Mumbai, Maharashtra 400053');
  });

  it('clears at once, without a request, when the term gets too short', async () => {
    vi.useFakeTimers();
    const suggest = vi.fn(async () => []);
    render(
      <AddressAutocomplete provider={{ suggest, resolve: async () => null, newSession: () => {} }} onPick={() => {}} />,
    );
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: 'andh' } });
    fireEvent.change(input, { target: { value: 'an' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TIMINGS.addressSearchDebounceMs * 2);
    });
    expect(suggest).not.toHaveBeenCalled();
  });
});

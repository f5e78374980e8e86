import { describe, expect, it, vi } from 'vitest';
import { FAR, NEAR, setupLocationStore, withFakeClock } from '../testing';

describe('selectStore', () => {
  withFakeClock();

  it('choosing a store sends store-updated and store-selection-complete at most once per 300 ms, latest wins', async () => {
    const { state, events, toasts } = setupLocationStore();
    await state().start();
    await vi.advanceTimersByTimeAsync(50);
    events.length = 0;
    state().selectStore(FAR, { toast: true });
    state().selectStore(NEAR);
    state().selectStore(FAR);
    expect(toasts).toContainEqual({ key: 'storeSelected' });
    await vi.advanceTimersByTimeAsync(299);
    expect(events).toEqual([]); // the auto-selection was sent 300 ms ago at the earliest
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual([
      ['store-updated', FAR],
      ['store-selection-complete', FAR],
    ]);
  });

  it('choosing a store is ignored when not serviceable', async () => {
    const { state, events } = setupLocationStore({ stores: [] });
    await state().start();
    state().selectStore(NEAR);
    await vi.advanceTimersByTimeAsync(1000);
    expect(state().selectedStore).toBeNull();
    expect(events).toEqual([['store-updated', null]]); // the start-up clearing only
  });
});

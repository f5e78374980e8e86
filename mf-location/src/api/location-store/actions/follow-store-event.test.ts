import { describe, expect, it } from 'vitest';
import { deliveryTimeText } from '../../../domain/delivery-status';
import { FAR, setupLocationStore, withFakeClock } from '../testing';

describe('followStoreEvent', () => {
  withFakeClock();

  it('the displayed nearest store follows a store-updated event', async () => {
    const { state } = setupLocationStore();
    await state().start();
    state().followStoreEvent(FAR);
    expect(state().nearest).toEqual(FAR);
    expect(deliveryTimeText(state().nearest)).toBe('23 mins');
  });
});

import { describe, expect, it } from 'vitest';
import { DELIVERY_MODE_CHOICE_KEY } from '@instamg/shared/domain/delivery-mode-choice';
import { setupLocationStore } from '../testing';

describe('toggleDeliveryMode', () => {
  it('express/standard toggle starts at express', () => {
    const { state } = setupLocationStore();
    expect(state().deliveryMode).toBe('express');
    state().toggleDeliveryMode();
    expect(state().deliveryMode).toBe('standard');
  });

  it('keeps the choice for the session and announces it, so checkout starts from it', () => {
    const { state, deps, events } = setupLocationStore();
    state().toggleDeliveryMode();
    expect(deps.sessionStorage!.getItem(DELIVERY_MODE_CHOICE_KEY)).toBe('standard');
    expect(events).toContainEqual(['delivery-mode-updated', 'standard']);
    // A new page load in the same session starts from it.
    const again = setupLocationStore({ sessionStorage: deps.sessionStorage });
    expect(again.state().deliveryMode).toBe('standard');
  });
});

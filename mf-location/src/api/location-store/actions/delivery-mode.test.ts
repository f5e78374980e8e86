import { describe, expect, it } from 'vitest';
import { setupLocationStore } from '../testing';

describe('toggleDeliveryMode', () => {
  it('express/standard toggle starts at express', () => {
    const { state } = setupLocationStore();
    expect(state().deliveryMode).toBe('express');
    state().toggleDeliveryMode();
    expect(state().deliveryMode).toBe('standard');
  });
});

import { describe, expect, it } from 'vitest';
import { DELIVERY_MODE_CHOICE_KEY, readDeliveryModeChoice, writeDeliveryModeChoice } from './delivery-mode-choice';

const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
};

describe('delivery mode choice', () => {
  it('round-trips the selector choice and starts at express (SPEC §2) when none is stored', () => {
    const storage = memory();
    expect(readDeliveryModeChoice(storage)).toBe('express');
    writeDeliveryModeChoice(storage, 'standard');
    expect(storage.map.get(DELIVERY_MODE_CHOICE_KEY)).toBe('standard');
    expect(readDeliveryModeChoice(storage)).toBe('standard');
  });

  it('ignores junk and blocked storage', () => {
    const storage = memory();
    storage.setItem(DELIVERY_MODE_CHOICE_KEY, 'teleport');
    expect(readDeliveryModeChoice(storage)).toBe('express');
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readDeliveryModeChoice(blocked)).toBe('express');
    expect(() => writeDeliveryModeChoice(blocked, 'standard')).not.toThrow();
    expect(readDeliveryModeChoice(null)).toBe('express');
  });
});

import { describe, expect, it } from 'vitest';
import { deliveryEta } from './delivery-eta';

describe('deliveryEta (issue 40 §4)', () => {
  const now = new Date('2026-12-01T10:00:00Z'); // 3:30 pm in India
  it('before the pharmacy accepts: the SPEC §9 promise of the mode', () => {
    expect(deliveryEta({ status: 'placed', delivery_mode: 'standard' }, now)).toBe(
      'Expected delivery: 45-60 min after confirmation',
    );
    expect(deliveryEta({ status: 'placed', delivery_mode: 'express' }, now)).toBe(
      'Expected delivery: within 30 min of the pharmacy accepting your order',
    );
  });
  it('after acceptance: clock times in India', () => {
    const accepted_at = '2026-12-01T09:50:00Z'; // 3:20 pm IST
    expect(deliveryEta({ status: 'confirmed', delivery_mode: 'standard', accepted_at }, now)).toBe(
      'Expected delivery: between 4:05 pm and 4:20 pm',
    );
    expect(deliveryEta({ status: 'processing', delivery_mode: 'express', accepted_at }, now)).toBe(
      'Expected delivery: by 3:50 pm',
    );
    expect(
      deliveryEta({ status: 'confirmed', delivery_mode: 'express', accepted_at: '2026-12-01T08:00:00Z' }, now),
    ).toBe('Expected delivery: shortly');
  });
  it('a scheduled order: its slot; a delivered or cancelled one: nothing', () => {
    expect(
      deliveryEta(
        {
          status: 'confirmed',
          delivery_mode: 'scheduled',
          slot_start: '2026-12-02T04:30:00Z',
          slot_end: '2026-12-02T06:30:00Z',
        },
        now,
      ),
    ).toBe('Expected delivery: Wed, 2 Dec, 10:00 am – 12:00 pm');
    expect(deliveryEta({ status: 'delivered', delivery_mode: 'standard' }, now)).toBeNull();
    expect(deliveryEta({ status: 'cancelled', delivery_mode: 'standard' }, now)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_INTAKE_TIMERS } from '@instamg/shared/domain/order-intake';
import { countdown } from './countdown';

const paid = '2026-11-25T05:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(paid) + seconds * 1000);
const order = { status: 'placed', payment_status: 'paid', paid_at: paid };

describe('countdown', () => {
  it('counts the accept window down from payment', () => {
    expect(countdown(order, DEFAULT_INTAKE_TIMERS, at(0))).toMatchObject({ text: '3:00', urgent: false });
    expect(countdown(order, DEFAULT_INTAKE_TIMERS, at(19.2))).toMatchObject({ text: '2:41', urgent: false });
    expect(countdown(order, DEFAULT_INTAKE_TIMERS, at(150))).toMatchObject({ text: '0:30', urgent: true });
    expect(countdown(order, DEFAULT_INTAKE_TIMERS, at(180))).toMatchObject({ text: 'Time is up', leftMs: 0 });
  });

  it('starts again at a re-route and holds while the pharmacist reviews', () => {
    const routed = { ...order, routed_at: at(120).toISOString() };
    expect(countdown(routed, DEFAULT_INTAKE_TIMERS, at(150)).text).toBe('2:30');
    const review = { ...order, rx_review_started_at: at(60).toISOString() };
    const c = countdown(review, DEFAULT_INTAKE_TIMERS, at(600));
    expect(c).toMatchObject({ paused: true, text: '2:00' });
  });

  it('has no countdown for an order not waiting', () => {
    expect(countdown({ ...order, status: 'confirmed' }, DEFAULT_INTAKE_TIMERS, at(0))).toMatchObject({
      leftMs: null,
      text: '—',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { CLOSING_DECISION_KINDS, decisionClosesOrder, decisionLabel } from './store-decisions';

describe('store decisions (the Closed tab)', () => {
  it('closes an order once: on rejection, timeout, delivery, cancellation, or an admin’s move', () => {
    expect(decisionClosesOrder('rejected')).toBe(true);
    expect(decisionClosesOrder('timed_out')).toBe(true);
    expect(decisionClosesOrder('delivered')).toBe(true);
    expect(decisionClosesOrder('cancelled')).toBe(true);
    // After a rejection the move is not a second closing row; an admin's reassignment has no other.
    expect(decisionClosesOrder('rerouted_away')).toBe(false);
    expect(decisionClosesOrder('rerouted_away', true)).toBe(true);
    expect(decisionClosesOrder('accepted')).toBe(false);
    expect(decisionClosesOrder('routed_here', true)).toBe(false);
    expect(CLOSING_DECISION_KINDS).toEqual(['rejected', 'timed_out', 'rerouted_away', 'delivered', 'cancelled']);
  });

  it('reads in words', () => {
    expect(decisionLabel('timed_out')).toBe('Not accepted in time');
    expect(decisionLabel('unknown_kind')).toBe('unknown_kind');
  });
});

import { describe, expect, it } from 'vitest';
import { ORDER_EVENT_TYPES, actorPhrase, isTechnicalEventNote, orderEventWords } from './order-event-words';

describe('orderEventWords', () => {
  it('says a payment and its method in words, without the gateway', () => {
    expect(
      orderEventWords(
        { type: 'payment_succeeded', actor_role: 'gateway', note: 'PAYMENT_SUCCESS_WEBHOOK cf_payment_id 123' },
        { paymentMethod: 'UPI' },
      ),
    ).toBe('Payment received (UPI)');
    expect(orderEventWords({ type: 'payment_succeeded', actor_role: 'gateway' })).toBe('Payment received');
  });

  it('names the person and their role for a status change', () => {
    const accepted = { type: 'status_changed', from_status: 'placed', to_status: 'confirmed', actor_role: 'store' };
    expect(orderEventWords(accepted, { actorName: 'Ravi' })).toBe('Accepted by Ravi (staff)');
    expect(orderEventWords(accepted)).toBe('Accepted by the pharmacy staff');
    expect(orderEventWords({ type: 'prescription_verified', actor_role: 'pharmacist' }, { actorName: ' Meena ' })).toBe(
      'Prescription verified by Meena (pharmacist)',
    );
    expect(orderEventWords({ type: 'reassign_requested', actor_role: 'admin' })).toBe('Reassigned by an admin');
  });

  it('has words for every event type the functions write, none of them the raw type', () => {
    for (const type of ORDER_EVENT_TYPES) {
      const words = orderEventWords({ type, actor_role: 'system', to_status: 'confirmed' });
      expect(words, type).not.toMatch(/_/);
      expect(words, type).toMatch(/^[A-Z]/);
      expect(words, type).not.toMatch(/ by /); // the system is not a person
    }
  });

  it('tells a right delivery code from a wrong one', () => {
    expect(orderEventWords({ type: 'delivery_code_tried', actor_role: 'store', note: 'right code' })).toBe(
      'Delivery code confirmed by the pharmacy staff',
    );
    expect(orderEventWords({ type: 'delivery_code_tried', actor_role: 'store', note: 'wrong code (1 of 5)' })).toBe(
      'Wrong delivery code tried by the pharmacy staff',
    );
  });

  it('words an unknown type readably and an unknown status as it is', () => {
    expect(orderEventWords({ type: 'something_new', actor_role: 'system' })).toBe('Something new');
    expect(orderEventWords({ type: 'status_changed', to_status: 'odd', actor_role: 'system' })).toBe(
      'Status changed to odd',
    );
  });
});

describe('actorPhrase and technical notes', () => {
  it('says no one for the gateway and the system, and hides their notes', () => {
    expect(actorPhrase('gateway', 'Cashfree')).toBeNull();
    expect(actorPhrase('system')).toBeNull();
    expect(actorPhrase('customer', 'Asha')).toBe('Asha (customer)');
    expect(isTechnicalEventNote({ type: 'payment_succeeded', actor_role: 'gateway' })).toBe(true);
    expect(isTechnicalEventNote({ type: 'refund_failed', actor_role: 'system' })).toBe(true);
    expect(isTechnicalEventNote({ type: 'store_rejected', actor_role: 'store' })).toBe(false);
    expect(isTechnicalEventNote({ type: 'rerouted', actor_role: 'system', note: 'Moved to Apollo' })).toBe(false);
  });
});

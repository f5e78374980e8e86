import { describe, expect, it } from 'vitest';
import { movedExplanation } from './order-move';

const order = {
  store_name: 'Janakpuri Pharmacy',
  reroute_count: 1,
  payment_method: 'online',
  payment_group: 'upi',
  prescription_id: null,
  rx_status: 'not_required',
};
const moved = (actor_role: string, note = 'Moved to Janakpuri Pharmacy') => ({ type: 'rerouted', actor_role, note });

describe('movedExplanation (issue 40 §3)', () => {
  it('says where and why, and what came back to which method', () => {
    expect(
      movedExplanation(
        order,
        [{ type: 'placed', actor_role: 'customer', note: null }, moved('system')],
        [
          { amount: 2.85, note: 'Moved to Janakpuri Pharmacy: lower total' },
          { amount: 10, note: 'Substitute declined' },
        ],
      ),
    ).toBe('Moved to Janakpuri Pharmacy because the first pharmacy did not accept it in time; ₹2.85 back to your UPI.');
    expect(movedExplanation(order, [moved('store')], [])).toBe(
      'Moved to Janakpuri Pharmacy because the first pharmacy could not fill it.',
    );
    expect(
      movedExplanation(order, [moved('admin', 'Moved to Janakpuri Pharmacy: Store A reported a power cut')], []),
    ).toBe('Moved to Janakpuri Pharmacy because our support team reassigned it (Store A reported a power cut).');
  });
  it('says whether the prescription is checked again or stays verified', () => {
    const rx = { ...order, prescription_id: 'p1', payment_group: null };
    expect(
      movedExplanation(
        { ...rx, rx_status: 'pending' },
        [moved('store')],
        [{ amount: 5, note: 'Moved to Janakpuri Pharmacy: lower total' }],
      ),
    ).toBe(
      "Moved to Janakpuri Pharmacy because the first pharmacy could not fill it; ₹5 back to your original payment method; your prescription is being re-checked by Janakpuri Pharmacy's pharmacist.",
    );
    expect(movedExplanation({ ...rx, rx_status: 'verified' }, [moved('store')], [])).toBe(
      'Moved to Janakpuri Pharmacy because the first pharmacy could not fill it; your prescription stays verified.',
    );
  });
  it('an order that never moved has nothing to explain', () => {
    expect(movedExplanation({ ...order, reroute_count: 0 }, [], [])).toBeNull();
  });
  it('says the same in Hindi for a Hindi customer, names and amounts as written', () => {
    expect(
      movedExplanation(
        order,
        [moved('system')],
        [{ amount: 2.85, note: 'Moved to Janakpuri Pharmacy: lower total' }],
        'hi-IN',
      ),
    ).toBe('ऑर्डर Janakpuri Pharmacy को भेजा गया, क्योंकि पहली फ़ार्मेसी ने इसे समय पर स्वीकार नहीं किया; ₹2.85 आपके UPI में वापस।');
    expect(
      movedExplanation(
        { ...order, prescription_id: 'p1', rx_status: 'pending', payment_group: null },
        [moved('admin', 'Moved to Janakpuri Pharmacy: Store A reported a power cut')],
        [{ amount: 5, note: 'Moved to Janakpuri Pharmacy: lower total' }],
        'hi-IN',
      ),
    ).toBe(
      'ऑर्डर Janakpuri Pharmacy को भेजा गया, क्योंकि हमारी सपोर्ट टीम ने इसे दूसरे स्टोर को सौंपा (Store A reported a power cut); ₹5 आपके मूल भुगतान माध्यम में वापस; Janakpuri Pharmacy के फ़ार्मासिस्ट आपका प्रिस्क्रिप्शन फिर से जाँच रहे हैं।',
    );
    expect(movedExplanation({ ...order, reroute_count: 0 }, [], [], 'hi-IN')).toBeNull();
  });
});

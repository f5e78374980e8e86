import { describe, expect, it } from 'vitest';
import { deliveryEtaOf } from './delivery-eta';

const now = new Date('2026-12-07T08:00:00Z'); // 13:30 IST
const accepted = '2026-12-07T07:50:00Z'; // 13:20 IST

describe('deliveryEtaOf', () => {
  it('words the promise, the clock times and a slot in English (as the e-mails and pages always did)', () => {
    expect(deliveryEtaOf({ delivery_mode: 'standard' }, now).text).toBe('45-60 min after confirmation');
    expect(deliveryEtaOf({ delivery_mode: 'express' }, now).text).toMatch(/^within \d+ min of the pharmacy accepting/);
    expect(deliveryEtaOf({ delivery_mode: 'standard', accepted_at: accepted }, now).text).toBe(
      'between 2:05 pm and 2:20 pm',
    );
    expect(deliveryEtaOf({ delivery_mode: 'standard', accepted_at: '2026-12-07T05:00:00Z' }, now).text).toBe('shortly');
    expect(
      deliveryEtaOf(
        { delivery_mode: 'scheduled', slot_start: '2026-12-08T04:30:00Z', slot_end: '2026-12-08T06:30:00Z' },
        now,
      ),
    ).toEqual({ slot: true, text: 'Tue, 8 Dec, 10:00 am – 12:00 pm' });
  });

  it('says the same in Hindi, with the same India-time clock', () => {
    expect(deliveryEtaOf({ delivery_mode: 'standard' }, now, 'hi-IN').text).toBe('कन्फ़र्म होने के 45-60 मिनट बाद');
    expect(deliveryEtaOf({ delivery_mode: 'standard', accepted_at: accepted }, now, 'hi-IN').text).toBe(
      '2:05 pm से 2:20 pm के बीच',
    );
    expect(deliveryEtaOf({ delivery_mode: 'express', accepted_at: accepted }, now, 'hi-IN').text).toMatch(
      /^\d+:\d\d [ap]m तक$/,
    );
    expect(deliveryEtaOf({ delivery_mode: 'standard', accepted_at: '2026-12-07T05:00:00Z' }, now, 'hi-IN').text).toBe(
      'जल्द ही',
    );
    expect(deliveryEtaOf({ delivery_mode: 'scheduled', slot_start: '2026-12-08T04:30:00Z' }, now, 'hi-IN').text).toBe(
      'मंगल, 8 दिस॰, 10:00 am',
    );
  });
});

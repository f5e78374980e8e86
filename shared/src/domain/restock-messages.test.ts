import { describe, expect, it } from 'vitest';
import { SMS_SEGMENT_CHARS, SMS_VARIABLE_MAX } from './order-sms';
import { restockPush, restockSms } from './restock-messages';

describe('restock messages (Notify me by SMS or push)', () => {
  it('an SMS of one segment naming the pharmacy, never the medicine', () => {
    const sms = restockSms('Sector 10 Medicos');
    expect(sms).toBe(
      'instamg: A medicine you asked about is back in stock at Sector 10 Medicos. Open the app to order it before it runs out.',
    );
    const long = restockSms('A'.repeat(80));
    expect(long).toContain(`at ${'A'.repeat(SMS_VARIABLE_MAX)}.`);
    expect(long.length).toBeLessThanOrEqual(SMS_SEGMENT_CHARS);
  });

  it('a push that opens the product and does not name it', () => {
    expect(restockPush('dolo-650', 'Sector 10 Medicos')).toEqual({
      urgency: 'normal',
      ttl: 86_400,
      payload: {
        title: 'Back in stock',
        body: 'A medicine you asked about is back in stock at Sector 10 Medicos.',
        url: '/product/dolo-650',
        tag: 'restock:dolo-650',
      },
    });
  });
});

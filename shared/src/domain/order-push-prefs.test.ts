import { describe, expect, it } from 'vitest';
import { ORDER_SMS_EVENTS } from './order-sms';
import { ORDER_PUSH_LABELS, ORDER_PUSH_OFF_PREF, orderPushWanted, withOrderPush } from './order-push-prefs';

describe('order push preferences', () => {
  it('wants every kind pushed until one is turned off; bad prefs count as none', () => {
    for (const event of ORDER_SMS_EVENTS) expect(orderPushWanted({}, event)).toBe(true);
    expect(orderPushWanted(null, 'delivered')).toBe(true);
    expect(orderPushWanted({ [ORDER_PUSH_OFF_PREF]: 'delivered' }, 'delivered')).toBe(true);
    expect(orderPushWanted({ [ORDER_PUSH_OFF_PREF]: ['delivered'] }, 'delivered')).toBe(false);
  });

  it('switches one kind and keeps every other pref', () => {
    const off = withOrderPush({ locale: 'hi-IN', first_name: 'Neha' }, 'delivered', false);
    expect(off).toEqual({ locale: 'hi-IN', first_name: 'Neha', [ORDER_PUSH_OFF_PREF]: ['delivered'] });
    const twice = withOrderPush(withOrderPush(off, 'refunded', false), 'delivered', false);
    expect(twice[ORDER_PUSH_OFF_PREF]).toEqual(['delivered', 'refunded']);
    expect(withOrderPush(twice, 'delivered', true)[ORDER_PUSH_OFF_PREF]).toEqual(['refunded']);
  });

  it('names every kind a customer hears about', () => {
    expect(Object.keys(ORDER_PUSH_LABELS).sort()).toEqual([...ORDER_SMS_EVENTS].sort());
  });
});

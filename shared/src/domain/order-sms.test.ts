import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants';
import {
  ORDER_SMS_EVENTS,
  ORDER_SMS_TEMPLATES,
  SMS_PER_ORDER_MAX,
  SMS_SEGMENT_CHARS,
  fillSmsTemplate,
  orderMessageChannels,
  renderOrderSms,
  smsAllowed,
  smsCounterMax,
  type OrderSmsFacts,
} from './order-sms';

const FACTS: OrderSmsFacts = { order: 'IMG-2026-000123', amount: 1234.5, code: '4821', minutes: 10 };

describe('order SMS templates (DLT: fixed text, {#var#} variables)', () => {
  it('every event has one template with a unique id, and its text names exactly its variables', () => {
    const ids = ORDER_SMS_EVENTS.map((e) => ORDER_SMS_TEMPLATES[e].templateId);
    expect(new Set(ids).size).toBe(ORDER_SMS_EVENTS.length);
    for (const event of ORDER_SMS_EVENTS) {
      const { text, variables } = ORDER_SMS_TEMPLATES[event];
      const named = [...text.matchAll(/\{#(\w+)#\}/g)].map((m) => m[1]);
      expect([...named].sort(), event).toEqual([...variables].sort());
    }
  });

  it('each SMS fits one 160-character segment with a usual order number and amount', () => {
    for (const event of ORDER_SMS_EVENTS) {
      const sms = renderOrderSms(event, FACTS)!;
      expect(sms.text.length, `${event}: ${sms.text}`).toBeLessThanOrEqual(SMS_SEGMENT_CHARS);
      expect(sms.text).toMatch(/^instamg: /);
      expect(sms.text).toContain('IMG-2026-000123');
      expect(sms.text).not.toMatch(/\{#/);
    }
  });

  it('renders the facts: the delivery code, the amount in rupees, the answer window', () => {
    expect(renderOrderSms('out_for_delivery', FACTS)).toEqual({
      templateId: 'instamg_out_for_delivery_v1',
      dltTemplateId: null,
      values: { order: 'IMG-2026-000123', code: '4821' },
      text: 'instamg: Order IMG-2026-000123 is out for delivery. Delivery code 4821. Give it only when you have your order. We never ask for it on a call.',
    });
    expect(renderOrderSms('refunded', FACTS)!.text).toContain('Refund of ₹1,234.50 for order IMG-2026-000123 is done');
    expect(renderOrderSms('substitution_offered', FACTS)!.text).toContain('within 10 min');
    expect(renderOrderSms('delivered', FACTS)!.text).toContain('within 24 hours');
  });

  it('an SMS that lacks a variable is not sent (no code yet), and an over-long variable is refused', () => {
    expect(renderOrderSms('out_for_delivery', { order: 'IMG-2026-000123' })).toBeNull();
    expect(renderOrderSms('placed', { order: 'IMG-2026-000123' })).toBeNull();
    expect(() => fillSmsTemplate(ORDER_SMS_TEMPLATES.cancelled, { order: 'x'.repeat(31) })).toThrow(/longer than 30/);
  });

  it('never carries an address, a medicine or a typed reason: only the fixed text and the order facts', () => {
    const facts = { ...FACTS, address: '12 Janpath', product: 'Dolo 650', reason: 'blurred photo' } as OrderSmsFacts;
    for (const event of ORDER_SMS_EVENTS) {
      const { text } = renderOrderSms(event, facts)!;
      for (const secret of ['Janpath', 'Dolo', 'blurred']) expect(text).not.toContain(secret);
    }
  });
});

describe('the SMS cap per order', () => {
  it('is LIMITS.smsPerOrderMax (6)', () => {
    expect(SMS_PER_ORDER_MAX).toBe(6);
    expect(LIMITS.smsPerOrderMax).toBe(SMS_PER_ORDER_MAX);
  });

  it('lets at most the cap through, keeping the last one for a delivery code', () => {
    expect(smsAllowed(0, 'placed')).toBe(true);
    expect(smsAllowed(SMS_PER_ORDER_MAX - 2, 'refunded')).toBe(true);
    expect(smsAllowed(SMS_PER_ORDER_MAX - 1, 'refunded')).toBe(false);
    expect(smsAllowed(SMS_PER_ORDER_MAX - 1, 'out_for_delivery')).toBe(true);
    expect(smsAllowed(SMS_PER_ORDER_MAX, 'out_for_delivery')).toBe(false);
    // An order that sends every event it can stops at the cap.
    let sent = 0;
    for (let i = 0; i < 20; i++) for (const event of ORDER_SMS_EVENTS) if (smsAllowed(sent, event)) sent++;
    expect(sent).toBe(SMS_PER_ORDER_MAX);
    expect(smsCounterMax('out_for_delivery')).toBe(SMS_PER_ORDER_MAX);
    expect(smsCounterMax('placed')).toBe(SMS_PER_ORDER_MAX - 1);
  });
});

describe('orderMessageChannels', () => {
  it('a customer signed up by phone (verified, no e-mail) gets SMS', () => {
    expect(orderMessageChannels({ email: '', phone: '+919876543210', phoneVerification: true })).toEqual(['sms']);
  });
  it('an e-mail customer gets e-mail; with a verified phone as well, SMS too', () => {
    expect(orderMessageChannels({ email: 'a@b.in', phone: '' })).toEqual(['email']);
    expect(orderMessageChannels({ email: 'a@b.in', phone: '+919876543210', phoneVerification: true })).toEqual([
      'sms',
      'email',
    ]);
  });
  it('an unverified number gets nothing (it may be a stranger’s)', () => {
    expect(orderMessageChannels({ email: 'a@b.in', phone: '+919876543210', phoneVerification: false })).toEqual([
      'email',
    ]);
  });
  it('push, where a device is subscribed, takes the place of SMS', () => {
    expect(
      orderMessageChannels({ email: 'a@b.in', phone: '+919876543210', phoneVerification: true, pushDevices: 1 }),
    ).toEqual(['push', 'email']);
  });
});

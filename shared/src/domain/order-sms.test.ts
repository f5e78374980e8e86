import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants';
import {
  ORDER_SMS_EVENTS,
  HINDI_SMS_SEGMENTS_MAX,
  ORDER_SMS_TEMPLATES,
  ORDER_SMS_TEMPLATES_HI,
  SMS_PER_ORDER_MAX,
  UNICODE_SEGMENT_CHARS,
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

describe('order SMS in Hindi (issue 37 §2)', () => {
  it('each event has a Hindi template of its own id, naming exactly the English one’s variables', () => {
    const ids = new Set(
      ORDER_SMS_EVENTS.flatMap((e) => [ORDER_SMS_TEMPLATES[e].templateId, ORDER_SMS_TEMPLATES_HI[e].templateId]),
    );
    expect(ids.size).toBe(2 * ORDER_SMS_EVENTS.length);
    for (const event of ORDER_SMS_EVENTS) {
      const { text, variables } = ORDER_SMS_TEMPLATES_HI[event];
      const named = [...text.matchAll(/\{#(\w+)#\}/g)].map((m) => m[1]);
      expect([...named].sort(), event).toEqual([...ORDER_SMS_TEMPLATES[event].variables].sort());
      expect([...variables].sort(), event).toEqual([...ORDER_SMS_TEMPLATES[event].variables].sort());
    }
  });

  it('renders in Devanagari with the same facts, within three Unicode segments, and carries no secret', () => {
    const facts = { ...FACTS, address: '12 Janpath', product: 'Dolo 650', reason: 'blurred photo' } as OrderSmsFacts;
    for (const event of ORDER_SMS_EVENTS) {
      const sms = renderOrderSms(event, facts, 'hi-IN')!;
      expect(sms.templateId).toBe(ORDER_SMS_TEMPLATES_HI[event].templateId);
      expect(sms.text).toMatch(/^instamg: /);
      expect(sms.text).toMatch(/[\u0900-\u097F]/);
      expect(sms.text).toContain('IMG-2026-000123');
      expect(sms.text.length, `${event}: ${sms.text}`).toBeLessThanOrEqual(
        HINDI_SMS_SEGMENTS_MAX * (UNICODE_SEGMENT_CHARS - 3),
      );
      for (const secret of ['Janpath', 'Dolo', 'blurred']) expect(sms.text).not.toContain(secret);
    }
    expect(renderOrderSms('out_for_delivery', FACTS, 'hi-IN')!.values).toEqual({
      order: 'IMG-2026-000123',
      code: '4821',
    });
    expect(renderOrderSms('refunded', FACTS, 'hi-IN')!.text).toContain('₹1,234.50');
    expect(renderOrderSms('placed', { order: 'IMG-2026-000123' }, 'hi-IN')).toBeNull();
  });

  it('English stays the default', () => {
    expect(renderOrderSms('cancelled', FACTS)!.templateId).toBe('instamg_cancelled_v1');
    expect(renderOrderSms('cancelled', FACTS, 'en-IN')!.templateId).toBe('instamg_cancelled_v1');
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

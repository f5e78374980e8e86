import { describe, expect, it } from 'vitest';
import {
  customerOrderPush,
  isAllowedPushEndpoint,
  newOrderPush,
  newOrderReminderPush,
  parsePushSubscription,
  CUSTOMER_PUSH_TITLES,
  CUSTOMER_PUSH_TITLES_HI,
} from './web-push';
import { ORDER_SMS_EVENTS, renderOrderSms } from './order-sms';

const keys = { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) };

describe('push endpoints', () => {
  it('accepts the browsers’ push services over https only', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x')).toBe(true);
    expect(isAllowedPushEndpoint('https://web.push.apple.com/QGx')).toBe(true);
    expect(isAllowedPushEndpoint('https://wns2-par02p.notify.windows.com/w/?token=1')).toBe(true);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:8443/x')).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com.evil.example/x')).toBe(false);
    expect(isAllowedPushEndpoint('https://user:pw@fcm.googleapis.com/x')).toBe(false);
    expect(isAllowedPushEndpoint('http://169.254.169.254/latest/meta-data')).toBe(false);
    expect(isAllowedPushEndpoint(`https://fcm.googleapis.com/${'a'.repeat(1000)}`)).toBe(false);
  });

  it('allows the local push service only when configured, and only under its path', () => {
    const local = 'http://127.0.0.1:8080/v1/dev/push/';
    expect(isAllowedPushEndpoint('http://127.0.0.1:8080/v1/dev/push/t1')).toBe(false);
    expect(isAllowedPushEndpoint('http://127.0.0.1:8080/v1/dev/push/t1', local)).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:8080/v1/users', local)).toBe(false);
  });

  it('parses a PushSubscription.toJSON() and refuses wrong keys', () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    expect(parsePushSubscription({ endpoint, keys })).toEqual({ ok: true, subscription: { endpoint, keys } });
    expect(parsePushSubscription({ endpoint, keys: { ...keys, auth: 'short' } }).ok).toBe(false);
    expect(parsePushSubscription({ endpoint, keys: { ...keys, p256dh: 'x' } }).ok).toBe(false);
    expect(parsePushSubscription({ endpoint: 'https://evil.example/x', keys }).ok).toBe(false);
    expect(parsePushSubscription(null).ok).toBe(false);
  });
});

describe('push payloads', () => {
  it('a new order rings high, inside the acceptance window, with the inbox’s words', () => {
    expect(newOrderPush({ $id: 'o1', order_number: 'IMG-2026-000123' })).toEqual({
      urgency: 'high',
      ttl: 180,
      payload: {
        title: 'New order IMG-2026-000123',
        body: 'Order IMG-2026-000123 is waiting for you to accept it.',
        url: '/store/orders/o1',
        tag: 'new_order:o1',
        requireInteraction: true,
      },
    });
  });

  it('a new order names its items (three, then how many more) and the minutes to accept', () => {
    const order = { $id: 'o1', order_number: 'IMG-2026-000123' };
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Med ${i + 1}`, quantity: i + 1 }));
    expect(newOrderPush(order, { items: items(2), minutesToAccept: 3 }).payload.body).toBe(
      'Order IMG-2026-000123 is waiting for you to accept it. Med 1 ×1, Med 2 ×2. 3 min to accept.',
    );
    expect(newOrderPush(order, { items: items(5), minutesToAccept: null }).payload.body).toBe(
      'Order IMG-2026-000123 is waiting for you to accept it. Med 1 ×1, Med 2 ×2, Med 3 ×3 and 2 more.',
    );
  });

  it('a reminder replaces the first ring and rings again, counting down the minutes left', () => {
    const order = { $id: 'o1', order_number: 'IMG-2026-000123' };
    const now = new Date('2026-11-25T10:01:10.000Z');
    expect(newOrderReminderPush(order, new Date('2026-11-25T10:03:00.000Z'), now)).toEqual({
      urgency: 'high',
      ttl: 110,
      payload: {
        title: 'New order IMG-2026-000123',
        body: 'Order IMG-2026-000123 is still waiting for you to accept it: 2 min left.',
        url: '/store/orders/o1',
        tag: 'new_order:o1',
        requireInteraction: true,
        renotify: true,
      },
    });
    expect(newOrderReminderPush(order, new Date('2026-11-25T10:01:10.400Z'), now)).toMatchObject({
      ttl: 1,
      payload: { body: 'Order IMG-2026-000123 is still waiting for you to accept it: 1 min left.' },
    });
  });

  it('every order SMS event has a push title; the body is the SMS without the product prefix', () => {
    for (const event of ORDER_SMS_EVENTS) expect(CUSTOMER_PUSH_TITLES[event], event).toBeTruthy();
    const push = customerOrderPush(
      { $id: 'o1', order_number: 'IMG-2026-000123' },
      'out_for_delivery',
      'instamg: Order IMG-2026-000123 is out for delivery. Delivery code 4821.',
      'o1:push:out_for_delivery:0',
    );
    expect(push).toMatchObject({
      urgency: 'high',
      payload: {
        title: 'Out for delivery · IMG-2026-000123',
        body: 'Order IMG-2026-000123 is out for delivery. Delivery code 4821.',
        url: '/orders/o1',
        tag: 'o1:push:out_for_delivery:0',
      },
    });
    expect(customerOrderPush({ $id: 'o1' }, 'delivered', 'instamg: x', 't').urgency).toBe('normal');
  });

  it('a Hindi reader’s push has a Hindi title for every event, and the Hindi SMS as its body', () => {
    for (const event of ORDER_SMS_EVENTS) expect(CUSTOMER_PUSH_TITLES_HI[event], event).toMatch(/[\u0900-\u097F]/);
    const sms = renderOrderSms('out_for_delivery', { order: 'IMG-2026-000123', code: '4821' }, 'hi-IN')!;
    const push = customerOrderPush(
      { $id: 'o1', order_number: 'IMG-2026-000123' },
      'out_for_delivery',
      sms.text,
      'o1:push:out_for_delivery:0',
      'hi-IN',
    );
    expect(push.payload.title).toBe('डिलीवरी के लिए निकला · IMG-2026-000123');
    expect(push.payload.body).toBe(sms.text.replace(/^instamg: /, ''));
    expect(push.payload.body).toContain('4821');
  });
});

import { describe, expect, it } from 'vitest';
import { matchingSubscriptions, parseClientMessage, type Subscription } from '../src/realtime/protocol.ts';

describe('realtime client messages', () => {
  it('accepts what the web SDK sends', () => {
    expect(parseClientMessage('{"type":"ping"}')).toEqual({ type: 'ping' });
    expect(parseClientMessage('{"type":"authentication","data":{"session":"abc"}}')).toEqual({
      type: 'authentication',
      data: { session: 'abc' },
    });
    const subscribe = '{"type":"subscribe","data":[{"subscriptionId":"s1","channels":["rows"],"queries":[]}]}';
    expect(parseClientMessage(subscribe)).toEqual({
      type: 'subscribe',
      data: [{ subscriptionId: 's1', channels: ['rows'], queries: [] }],
    });
  });

  it.each([
    'nope',
    '[]',
    '{"type":"dance"}',
    '{"type":"authentication","data":{}}',
    '{"type":"subscribe","data":[{"subscriptionId":1,"channels":["rows"]}]}',
    '{"type":"subscribe","data":[{"subscriptionId":"s","channels":"rows"}]}',
  ])('rejects %s with code 1003', (raw) => {
    expect(() => parseClientMessage(raw)).toThrow(expect.objectContaining({ code: 1003 }));
  });
});

describe('which subscriptions an event reaches', () => {
  const subs = new Map<string, Subscription>([
    ['all-rows', { channels: ['rows'], queries: [] }],
    ['orders', { channels: ['tablesdb.instamg.tables.orders.rows'], queries: [] }],
    ['placed', { channels: ['rows'], queries: ['{"method":"equal","attribute":"status","values":["placed"]}'] }],
  ]);
  const event = (readRoles: string[], status = 'placed') => ({
    channels: ['rows', 'tablesdb.instamg.tables.addresses.rows'],
    readRoles,
    payload: { $id: 'r1', status },
  });

  it('needs a shared role, a shared channel, and passing queries', () => {
    expect(matchingSubscriptions(subs, ['any', 'users', 'user:u1'], event(['user:u1']))).toEqual([
      'all-rows',
      'placed',
    ]);
    expect(matchingSubscriptions(subs, ['any', 'users', 'user:u1'], event(['user:u1'], 'delivered'))).toEqual([
      'all-rows',
    ]);
    expect(matchingSubscriptions(subs, ['any', 'users', 'user:u2'], event(['user:u1']))).toEqual([]);
    expect(matchingSubscriptions(subs, ['any', 'guests'], event(['any']))).toEqual(['all-rows', 'placed']);
  });
});

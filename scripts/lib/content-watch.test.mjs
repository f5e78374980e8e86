import assert from 'node:assert/strict';
import { describe, it, vi } from 'vitest';
import { watchContent } from './content-watch.mjs';

/** A stand-in for `ws`: records what the watch sends and lets the test play the server. */
class FakeSocket {
  static sockets = [];
  sent = [];
  listeners = {};
  constructor(url) {
    this.url = url;
    FakeSocket.sockets.push(this);
  }
  addEventListener(type, listener) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(text) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.emit('close', {});
  }
  emit(type, event) {
    for (const listener of this.listeners[type] ?? []) listener(event);
  }
  serverSays(frame) {
    this.emit('message', { data: JSON.stringify(frame) });
  }
}

function start() {
  FakeSocket.sockets = [];
  const changes = [];
  const watch = watchContent({
    endpoint: 'https://api.example.in/v1',
    projectId: 'instamg',
    databaseId: 'instamg',
    tables: ['products', 'banners'],
    onChange: (reason) => changes.push(reason),
    WebSocket: FakeSocket,
    log: () => {},
  });
  return { watch, changes };
}

describe('the content watch', () => {
  it('subscribes as a guest to the rows channels once connected, and is live only from then', () => {
    const { watch, changes } = start();
    const socket = FakeSocket.sockets[0];
    assert.equal(socket.url, 'wss://api.example.in/v1/realtime?project=instamg');
    assert.equal(watch.live, false);
    socket.serverSays({ type: 'connected', data: { channels: [], user: null } });
    assert.equal(watch.live, true);
    assert.deepEqual(socket.sent, [
      {
        type: 'subscribe',
        data: [
          {
            subscriptionId: 'ssr-content',
            channels: ['databases.instamg.tables.products.rows', 'databases.instamg.tables.banners.rows'],
            queries: [],
          },
        ],
      },
    ]);
    // A (re)connect counts as a change: what happened while unsubscribed is unknown.
    assert.deepEqual(changes, ['connected']);
    watch.stop();
  });

  it('reports every event, and a lost connection, then reconnects', () => {
    vi.useFakeTimers();
    try {
      const { watch, changes } = start();
      FakeSocket.sockets[0].serverSays({ type: 'connected', data: {} });
      FakeSocket.sockets[0].serverSays({
        type: 'event',
        data: { events: ['databases.instamg.tables.products.rows.p1.update'], payload: { $id: 'p1' } },
      });
      FakeSocket.sockets[0].serverSays({ type: 'pong' });
      FakeSocket.sockets[0].emit('message', { data: 'not json' });
      FakeSocket.sockets[0].close();
      assert.equal(watch.live, false);
      assert.deepEqual(changes, ['connected', 'databases.instamg.tables.products.rows.p1.update', 'disconnected']);
      vi.advanceTimersByTime(1000);
      assert.equal(FakeSocket.sockets.length, 2);
      FakeSocket.sockets[1].serverSays({ type: 'connected', data: {} });
      assert.equal(watch.live, true);
      watch.stop();
      assert.equal(watch.live, false);
      vi.advanceTimersByTime(60_000);
      assert.equal(FakeSocket.sockets.length, 2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('pings every 20 s while connected', () => {
    vi.useFakeTimers();
    try {
      const { watch } = start();
      const socket = FakeSocket.sockets[0];
      socket.serverSays({ type: 'connected', data: {} });
      vi.advanceTimersByTime(40_000);
      assert.deepEqual(
        socket.sent.filter((frame) => frame.type === 'ping'),
        [{ type: 'ping' }, { type: 'ping' }],
      );
      watch.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

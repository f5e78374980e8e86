import { Client, type RealtimeResponseEvent } from 'appwrite';
import WebSocket from 'ws';
import { startTestServer } from '../test/harness.ts';
import { DB, INVENTORY_A, PRODUCTS, buildMarketplace, orderRow, run } from '../test/orders-fixtures.ts';
import type { SignedInUser } from '../test/web-client.ts';
import { emit, machine, ms, percentile, type Timing } from './common.ts';

/**
 * Order intake latency (issue 15), through the real SDKs on a throw-away dev server with the
 * order fixtures' marketplace (stores A and B within 5 km):
 * - webhook → inbox: from the payment sandbox's Pay (which sends the signed webhook to
 *   payment-webhook) to the moment a web SDK client subscribed as store A's staff — the store
 *   panel's inbox subscription, `tablesdb.instamg.tables.orders.rows` — receives the order paid;
 * - rejection → second store: from store A's `reject` (order-state) to store B's subscribed client
 *   receiving the order as its own.
 * BENCH_INTAKE_ORDERS orders each (default 120). Server, functions and both clients share this
 * machine (the dev server runs in this process, so client and server share one event loop: the
 * numbers are an upper bound of what a store would see on a LAN).
 */
const ORDERS = Number(process.env.BENCH_INTAKE_ORDERS ?? 120);

// The web SDK's realtime needs browser globals (as in test/realtime.test.ts).
const g = globalThis as Record<string, unknown>;
g.window ??= globalThis;
g.localStorage ??= { getItem: () => null, setItem: () => {}, removeItem: () => {} };
g.WebSocket ??= WebSocket;

type Waiter = { id: string; done: (at: number) => void; when: (row: Record<string, unknown>) => boolean };

/** A store member's inbox subscription; `next(id, when)` resolves at the first matching event. */
function inbox(endpoint: string, projectId: string, who: SignedInUser) {
  const client = new Client().setEndpoint(endpoint).setProject(projectId);
  client.setSession(who.sessionCookie()!);
  const waiters: Waiter[] = [];
  const unsubscribe = client.subscribe(
    `tablesdb.${DB}.tables.orders.rows`,
    (event: RealtimeResponseEvent<Record<string, unknown>>) => {
      const at = performance.now();
      if (process.env.BENCH_DEBUG) console.error(event.events[0], event.payload.status, event.payload.payment_status);
      for (const w of [...waiters])
        if (w.id === event.payload.$id && w.when(event.payload)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.done(at);
        }
    },
  );
  return {
    unsubscribe,
    next: (id: string, when: Waiter['when'], timeoutMs = 15_000) =>
      // An event that never comes (a socket reconnecting under load) counts as missed, not as a time.
      new Promise<number>((done) => {
        const timer = setTimeout(() => {
          waiters.splice(
            waiters.findIndex((w) => w.id === id),
            1,
          );
          done(Number.NaN);
        }, timeoutMs);
        waiters.push({ id, when, done: (at) => (clearTimeout(timer), done(at)) });
      }),
  };
}

function timing(samples: number[]): Timing & { missed: number } {
  const sorted = samples.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    runs: sorted.length,
    missed: samples.length - sorted.length,
  };
}

async function main(): Promise<void> {
  const t = await startTestServer();
  try {
    const m = await buildMarketplace(t, 'bench');
    // Enough stock for every order, and a window no sweep closes during the run.
    for (const id of [INVENTORY_A.otc.id, 'inv-b-otc'])
      await m.tablesDB.updateRow({ databaseId: DB, tableId: 'store_inventory', rowId: id, data: { stock: 1_000_000 } });
    await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'settings',
      rowId: 'accept_window_minutes',
      data: { key: 'accept_window_minutes', value: '600' },
    });
    const storeA = inbox(t.endpoint, t.projectId, m.staffA);
    const storeB = inbox(t.endpoint, t.projectId, m.staffB);
    // Connect (50 ms debounce), authenticate, subscribe.
    await new Promise((r) => setTimeout(r, 1000));

    const place = async (): Promise<string> => {
      const placed = await run(m.customer, 'place-order', {
        address_id: m.addressId,
        delivery_mode: 'standard',
        // 20 strips: B's total (520.00) is below A's (549.00), so a rejection at A moves the order to B.
        items: [{ product_id: PRODUCTS.otc.$id, quantity: 20 }],
      });
      if (placed.status !== 201) throw new Error(`place-order ${placed.status}: ${JSON.stringify(placed.body)}`);
      return placed.body.order.$id as string;
    };
    const payAndTime = async (id: string): Promise<number> => {
      const session = (await run(m.customer, 'payments', { action: 'create', order_id: id })).body
        .payment_session_id as string;
      const seen = storeA.next(id, (row) => row.payment_status === 'paid' && row.status === 'placed');
      const t0 = performance.now();
      await fetch(`${t.endpoint}/dev/payments/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ payment_session_id: session, outcome: 'pay' }).toString(),
        redirect: 'manual',
      });
      return (await seen) - t0;
    };

    const webhook: number[] = [];
    const paidIds: string[] = [];
    for (let i = 0; i < ORDERS + 5; i++) {
      const id = await place();
      const took = await payAndTime(id);
      if (i >= 5) webhook.push(took); // 5 warm-up orders
      paidIds.push(id);
    }

    const rejection: number[] = [];
    for (const [i, id] of paidIds.entries()) {
      const seen = storeB.next(id, (row) => row.store_id === 'store-b' && row.status === 'placed');
      const t0 = performance.now();
      const r = await run(m.staffA, 'order-state', { action: 'reject', order_id: id, reject_reason: 'out_of_stock' });
      if (r.status !== 200) throw new Error(`reject ${r.status}: ${JSON.stringify(r.body)}`);
      const took = (await seen) - t0;
      if (i >= 5) rejection.push(took);
    }
    const last = await orderRow(m.tablesDB, paidIds.at(-1)!);
    if (last.store_id !== 'store-b') throw new Error('the last order did not move to store B');
    storeA.unsubscribe();
    storeB.unsubscribe();

    const w = timing(webhook);
    const r = timing(rejection);
    const markdown = [
      `${machine()}. ${w.runs} paid orders and ${r.runs} rejections (after 5 warm-up each), one at a time, on a throw-away dev server with the order fixtures' two stores; the store clients are web SDK Realtime subscriptions to \`tablesdb.instamg.tables.orders.rows\` signed in as store staff (team read permission), as the /store/orders inbox subscribes.`,
      '',
      '| From → to | p50 | p99 | no event in 15 s |',
      '| --- | ---: | ---: | ---: |',
      `| Payment webhook (sandbox Pay) → order paid in store A's open inbox | ${ms(w.p50)} ms | ${ms(w.p99)} ms | ${w.missed} |`,
      `| Store A rejects (order-state) → order in store B's open inbox | ${ms(r.p50)} ms | ${ms(r.p99)} ms | ${r.missed} |`,
      '',
      'Client, dev server and functions share the machine and one event loop: an upper bound for a store on a LAN. An event that never arrives (a socket reconnecting under load) is counted, not timed; the inbox re-reads its lists every 15 s for that case.',
    ].join('\n');
    console.error(markdown);
    emit({
      name: 'Order intake: payment and rejection to the store inbox (Realtime)',
      markdown,
      targets: [
        { target: `Webhook → open inbox p99 under 2 s (${ms(w.p99)} ms)`, met: w.p99 < 2000 },
        { target: `Rejection → second store's inbox p99 under 3 s (${ms(r.p99)} ms)`, met: r.p99 < 3000 },
        { target: `Every event delivered (${w.missed + r.missed} missed)`, met: w.missed + r.missed === 0 },
      ],
    });
  } finally {
    await new Promise((r) => setTimeout(r, 200));
    await t.close();
  }
}

await main();
process.exit(0);

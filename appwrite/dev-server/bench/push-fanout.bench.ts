import { createECDH, randomBytes } from 'node:crypto';
import { ID, Teams } from 'node-appwrite';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DB, INVENTORY_A, PRODUCTS, buildMarketplace, run, type Marketplace } from '../test/orders-fixtures.ts';
import { signUpAndSignIn, type SignedInUser } from '../test/web-client.ts';
import { emit, machine, ms, percentile } from './common.ts';

/**
 * Web Push fan-out (issue 35, ADR 0010), through the real SDKs on a throw-away dev server with the
 * order fixtures' marketplace: from the payment sandbox's Pay (the signed webhook → payment-webhook
 * → the store's new-order notification) to the dev server's local push service accepting the
 * encrypted push (RFC 8030 201) for every subscribed device of store A.
 * - BENCH_PUSH_ORDERS paid orders (default 100) with BENCH_PUSH_DEVICES devices (default 20)
 *   subscribed by one staff member: time to the first device's push and to the last;
 * - one store with BENCH_PUSH_MEMBERS members (default 10), one device each: the same times,
 *   over BENCH_PUSH_FANOUT_ORDERS orders (default 20) — each member's team membership is checked.
 * Server, functions and the timing client share this machine: an upper bound.
 */
const ORDERS = Number(process.env.BENCH_PUSH_ORDERS ?? 100);
const DEVICES = Number(process.env.BENCH_PUSH_DEVICES ?? 20);
const MEMBERS = Number(process.env.BENCH_PUSH_MEMBERS ?? 10);
const FANOUT_ORDERS = Number(process.env.BENCH_PUSH_FANOUT_ORDERS ?? 20);
const WARMUP = 3;

interface PushRecord {
  token: string;
  receivedAt: string;
}

/** A browser's subscription on the local push service (the keys are real: web-push encrypts to them). */
function subscription(t: TestServer, token: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${t.endpoint}/dev/push/${token}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

async function register(t: TestServer, who: SignedInUser, token: string): Promise<void> {
  const r = await run(who, 'push-subscriptions', {
    action: 'register',
    subscription: subscription(t, token),
    store_id: 'store-a',
  });
  if (r.status !== 200) throw new Error(`register ${r.status}: ${JSON.stringify(r.body)}`);
}

/** Pays one new order; resolves with [first, last] device times (ms) once every token has its push. */
async function payAndTime(t: TestServer, m: Marketplace, tokens: string[]): Promise<[number, number]> {
  const placed = await run(m.customer, 'place-order', {
    address_id: m.addressId,
    delivery_mode: 'standard',
    items: [{ product_id: PRODUCTS.otc.$id, quantity: 1 }],
  });
  if (placed.status !== 201) throw new Error(`place-order ${placed.status}: ${JSON.stringify(placed.body)}`);
  const id = placed.body.order.$id as string;
  const session = (await run(m.customer, 'payments', { action: 'create', order_id: id })).body
    .payment_session_id as string;
  const t0 = Date.now();
  await fetch(`${t.endpoint}/dev/payments/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment_session_id: session, outcome: 'pay' }).toString(),
    redirect: 'manual',
  });
  const wanted = new Set(tokens);
  const until = Date.now() + 20_000;
  for (;;) {
    const { messages } = (await (await fetch(`${t.endpoint}/dev/push`)).json()) as { messages: PushRecord[] };
    const times = new Map<string, number>();
    for (const msg of messages) {
      const at = Date.parse(msg.receivedAt);
      if (at >= t0 && wanted.has(msg.token) && !times.has(msg.token)) times.set(msg.token, at);
    }
    if (times.size === wanted.size) {
      const all = [...times.values()];
      return [Math.min(...all) - t0, Math.max(...all) - t0];
    }
    if (Date.now() > until) throw new Error(`only ${times.size} of ${wanted.size} devices got the push for ${id}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function series(t: TestServer, m: Marketplace, tokens: string[], orders: number) {
  const first: number[] = [];
  const last: number[] = [];
  for (let i = 0; i < orders + WARMUP; i++) {
    const [a, b] = await payAndTime(t, m, tokens);
    if (i >= WARMUP) {
      first.push(a);
      last.push(b);
    }
  }
  const sort = (xs: number[]) => [...xs].sort((x, y) => x - y);
  return {
    first: { p50: percentile(sort(first), 50), p99: percentile(sort(first), 99) },
    last: { p50: percentile(sort(last), 50), p99: percentile(sort(last), 99) },
    runs: first.length,
  };
}

async function main(): Promise<void> {
  const t = await startTestServer();
  try {
    const m = await buildMarketplace(t, 'pushbench');
    await m.tablesDB.updateRow({
      databaseId: DB,
      tableId: 'store_inventory',
      rowId: INVENTORY_A.otc.id,
      data: { stock: 1_000_000 },
    });
    // No order moves on (or rings a reminder) during the run.
    await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'settings',
      rowId: 'accept_window_minutes',
      data: { key: 'accept_window_minutes', value: '600' },
    });

    const oneMember = Array.from({ length: DEVICES }, (_, i) => `bench-device-${i}-${ID.unique()}`);
    for (const token of oneMember) await register(t, m.staffA, token);
    const devices = await series(t, m, oneMember, ORDERS);

    // The same store with MEMBERS people on shift, one device each (staffA's devices turned off first).
    for (const token of oneMember)
      await run(m.staffA, 'push-subscriptions', { action: 'unregister', endpoint: `${t.endpoint}/dev/push/${token}` });
    const teams = new Teams(t.serverClient());
    const members: SignedInUser[] = [m.staffA];
    for (let i = 1; i < MEMBERS; i++) {
      const who = await signUpAndSignIn(t, {
        email: `push-member-${i}.${ID.unique()}@instamg.test`,
        password: 'correct horse battery',
        name: `Member ${i}`,
      });
      await teams.createMembership({ teamId: m.teamIds.A, roles: ['staff'], userId: who.user.$id });
      members.push(who);
    }
    const perMember = members.map((_, i) => `bench-member-${i}-${ID.unique()}`);
    for (const [i, who] of members.entries()) await register(t, who, perMember[i]!);
    const fanout = await series(t, m, perMember, FANOUT_ORDERS);

    const markdown = [
      `${machine()}. Payment (sandbox Pay → signed webhook → payment-webhook → the store's new-order notification → web-push) to the local push service's 201 for each subscribed device of store A, one order at a time after ${WARMUP} warm-up orders, on a throw-away dev server with the order fixtures' marketplace.`,
      '',
      '| Case | orders | first device p50 | first p99 | last device p50 | last p99 |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      `| ${DEVICES} devices of one member | ${devices.runs} | ${ms(devices.first.p50)} ms | ${ms(devices.first.p99)} ms | ${ms(devices.last.p50)} ms | ${ms(devices.last.p99)} ms |`,
      `| ${MEMBERS} members, one device each (each membership checked) | ${fanout.runs} | ${ms(fanout.first.p50)} ms | ${ms(fanout.first.p99)} ms | ${ms(fanout.last.p50)} ms | ${ms(fanout.last.p99)} ms |`,
      '',
      'The push service is the dev server in this process (no network hop to FCM/APNs, which add their own delivery time); times are the service’s receipt clock against the client’s, both on this machine.',
    ].join('\n');
    console.error(markdown);
    emit({
      name: 'Web Push: paid order to the push service, per device',
      markdown,
      targets: [
        {
          target: `Paid order → every one of ${DEVICES} devices' push accepted, p99 under 3 s (${ms(devices.last.p99)} ms)`,
          met: devices.last.p99 < 3000,
        },
        {
          target: `Fan-out to ${MEMBERS} members, p99 under 3 s (${ms(fanout.last.p99)} ms)`,
          met: fanout.last.p99 < 3000,
        },
      ],
    });
  } finally {
    await new Promise((r) => setTimeout(r, 200));
    await t.close();
  }
}

await main();
process.exit(0);

import { Client as WebClient, type RealtimeResponseEvent } from 'appwrite';
import { Functions, ID, type Models } from 'node-appwrite';
import { loadavg } from 'node:os';
import WebSocket from 'ws';
import { PING_INTERVAL_MS } from '@instamg/shared/domain/delivery-staff';
import { DB, HOME, PRODUCTS, STORES, TO_OUT_FOR_DELIVERY, buildMarketplace, run } from '../test/orders-fixtures.ts';
import { createWebClient, type SignedInUser } from '../test/web-client.ts';
import { benchServer, emit, machine, ms, percentile } from './common.ts';

/**
 * The rider's position on the customer's page (issue 38, ADR 0011), through the real SDKs against
 * the dev server run as its own process (as `npm start`), with the order fixtures' marketplace:
 * - **position → customer**: one rider (a web SDK session, as the phone's) on an order
 *   out for delivery calls order-state `rider_location` as the store panel does
 *   (mf-store-panel/src/deliveries/api/deliveries.ts sendRiderLocation), and the order's customer
 *   has the delivery row's Realtime channel open as the order page does (mf-cart-checkout
 *   orders-api.ts watchOrderRider); BENCH_RIDER_UPDATES updates (default 100): send → received.
 *   The server takes one ping per 5 s per delivery (PING_SERVER_MIN_INTERVAL_MS); so as not to wait
 *   500 s, the bench moves the last fix back by the phone's 10 s with the key before each ping.
 * Riders sign in with a one-time token (made with the key; their own web client makes the session),
 * BENCH_RIDER_SETUP_CONCURRENCY (25) at a time: no password hash each, so 200 take seconds, not 90 s.
 * - **fleet**: BENCH_RIDER_FLEET riders (default 200), each with their own order out for delivery
 *   (one real order taken out through order-state, cloned with the key), each pinging every 10 s,
 *   staggered evenly, for BENCH_RIDER_SECONDS (default 60): updates/s held, call p50/p99, failed
 *   (non-2xx or errors) and, on the customer's open Realtime socket for all their deliveries, the
 *   updates that never arrived.
 * Server, functions and clients share this machine: an upper bound.
 */
const UPDATES = Number(process.env.BENCH_RIDER_UPDATES ?? 100);
const FLEET = Number(process.env.BENCH_RIDER_FLEET ?? 200);
const SECONDS = Number(process.env.BENCH_RIDER_SECONDS ?? 60);
const WARMUP = 3;
/** Rider accounts and sessions made at once during set-up (each is a handful of small requests). */
const SETUP_CONCURRENCY = Number(process.env.BENCH_RIDER_SETUP_CONCURRENCY ?? 25);
/** Failed executions whose error text is fetched (with the key) and printed, grouped by their first line. */
const FAILURES_EXPLAINED = 40;

// The web SDK's realtime client expects browser globals (as in test/realtime.test.ts).
const g = globalThis as Record<string, unknown>;
g.window ??= globalThis;
g.localStorage ??= { getItem: () => null, setItem: () => {}, removeItem: () => {} };
g.WebSocket ??= WebSocket;

const log = (message: string) => console.error(`[rider-location] ${message}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');

/** Runs `work` over `items` with at most `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!);
      }
    }),
  );
  return out;
}

type Delivery = Models.DefaultRow & { rider_latitude?: number | null; rider_longitude?: number | null };

/** The customer's socket on `channels`, calling `onEvent` with each row payload and the time it arrived. */
async function listen(
  endpoint: string,
  customer: SignedInUser,
  channels: string[],
  onEvent: (payload: Delivery, at: number) => void,
): Promise<() => void> {
  const client = new WebClient().setEndpoint(endpoint).setProject('instamg');
  client.setSession(customer.sessionCookie()!);
  const stop = client.subscribe(channels, (event: RealtimeResponseEvent<Delivery>) =>
    onEvent(event.payload, performance.now()),
  );
  // Connect (50 ms debounce), authenticate, subscribe.
  await sleep(500);
  return stop;
}

async function main(): Promise<void> {
  const started = performance.now();
  const server = await benchServer();
  try {
    const key = await server.serve({ APPWRITE_DEV_ROUTES: 'enabled' });
    const endpoint = key.config.endpoint;
    const address = { endpoint, projectId: 'instamg' };
    const m = await buildMarketplace({ ...address, serverClient: () => key }, 'riderbench');
    const { tablesDB, users } = m;
    // Nothing moves an order on by itself during the run.
    await tablesDB.createRow({
      databaseId: DB,
      tableId: 'settings',
      rowId: 'accept_window_minutes',
      data: { key: 'accept_window_minutes', value: '600' },
    });

    // A rider signs in on their own phone with a one-time code (SPEC: riders are invited staff), so the
    // account has no password: the key makes the account and a token, and the rider's own web client
    // turns the token into its session (POST /account/sessions/token), as a magic link or OTP does.
    // No password hash per rider (scrypt, tens of ms of CPU each: most of the old 93 s for 200).
    const functionsByKey = new Functions(key);
    const makeRider = async (n: number): Promise<SignedInUser> => {
      const email = `rider-${n}.${ID.unique()}@instamg.test`;
      const user = await users.create({ userId: ID.unique(), email, name: `Rider ${n}` });
      await tablesDB.createRow({
        databaseId: DB,
        tableId: 'store_admins',
        rowId: ID.unique(),
        data: { user_id: user.$id, store_id: STORES.A.id, role: 'delivery' },
        permissions: [`read("user:${user.$id}")`],
      });
      const token = await users.createToken({ userId: user.$id });
      const web = createWebClient(endpoint, 'instamg');
      const session = await web.account.createSession({ userId: user.$id, secret: token.secret });
      return { ...web, user: await web.account.get(), session };
    };

    // --- One real order: placed, paid on the sandbox page, packed, assigned, taken out by its rider. ---
    const ravi = await makeRider(0);
    const placed = await run(m.customer, 'place-order', {
      address_id: m.addressId,
      delivery_mode: 'standard',
      items: [{ product_id: PRODUCTS.otc.$id, quantity: 1 }],
    });
    if (placed.status !== 201) throw new Error(`place-order ${placed.status}: ${JSON.stringify(placed.body)}`);
    const orderId = placed.body.order.$id as string;
    const session = (await run(m.customer, 'payments', { action: 'create', order_id: orderId })).body
      .payment_session_id as string;
    await fetch(`${endpoint}/dev/payments/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_session_id: session, outcome: 'pay' }).toString(),
      redirect: 'manual',
    });
    const act = async (who: SignedInUser, action: string, extra: Record<string, unknown> = {}) => {
      const r = await run(who, 'order-state', { action, order_id: orderId, ...extra });
      if (r.status !== 200) throw new Error(`${action} ${r.status}: ${JSON.stringify(r.body)}`);
    };
    for (const action of TO_OUT_FOR_DELIVERY.slice(0, -1)) await act(m.staffA, action);
    await act(m.staffA, 'assign_rider', { rider_id: ravi.user.$id });
    await act(ravi, 'out_for_delivery');
    log(`setup: order ${orderId} out for delivery with ${ravi.user.$id}`);

    // --- 1. position → customer's open Realtime channel on the delivery row. ---
    const arrived = new Map<string, number>();
    const pointKey = (lat: number, lng: number) => `${lat.toFixed(6)},${lng.toFixed(6)}`;
    const stopOne = await listen(
      endpoint,
      m.customer,
      [`databases.${DB}.tables.order_deliveries.rows.${orderId}`],
      (row, at) => {
        if (row.$id !== orderId || row.rider_latitude == null || row.rider_longitude == null) return;
        const k = pointKey(row.rider_latitude, row.rider_longitude);
        if (!arrived.has(k)) arrived.set(k, at);
      },
    );
    const sendToCustomer: number[] = [];
    const callTimes: number[] = [];
    let missed = 0;
    let refused = 0;
    for (let i = 0; i < UPDATES + WARMUP; i++) {
      // As if the phone's 10 s had passed since the last fix (the server's 5 s rule stays on).
      const backdated = new Date(Date.now() - PING_INTERVAL_MS).toISOString();
      await tablesDB.updateRow({
        databaseId: DB,
        tableId: 'order_deliveries',
        rowId: orderId,
        data: { rider_located_at: backdated },
      });
      // A rider riding north-east from the store, ~15 m a step: every point is distinct.
      const lat = Number((STORES.A.location[1] + i * 0.0001).toFixed(6));
      const lng = Number((STORES.A.location[0] + i * 0.0001).toFixed(6));
      const t0 = performance.now();
      const r = await run(ravi, 'order-state', {
        action: 'rider_location',
        order_id: orderId,
        latitude: lat,
        longitude: lng,
      });
      const t1 = performance.now();
      if (r.status !== 200) {
        refused++;
        log(`rider_location ${r.status}: ${JSON.stringify(r.body)}`);
        continue;
      }
      const until = Date.now() + 5_000;
      while (!arrived.has(pointKey(lat, lng)) && Date.now() < until) await sleep(2);
      const at = arrived.get(pointKey(lat, lng));
      if (i < WARMUP) continue;
      callTimes.push(t1 - t0);
      if (at === undefined) missed++;
      else sendToCustomer.push(at - t0);
    }
    stopOne();
    const received = sendToCustomer.length;
    const one = {
      p50: percentile(sorted(sendToCustomer), 50),
      p99: percentile(sorted(sendToCustomer), 99),
      callP50: percentile(sorted(callTimes), 50),
      callP99: percentile(sorted(callTimes), 99),
    };
    log(`position → customer: ${received}/${UPDATES} received, p50 ${ms(one.p50)} ms, p99 ${ms(one.p99)} ms`);

    // --- 2. The fleet: FLEET riders, each with their own order out for delivery (clones of the real one). ---
    const fleetStarted = performance.now();
    const template = await tablesDB.getRow({ databaseId: DB, tableId: 'orders', rowId: orderId });
    const templateDelivery = await tablesDB.getRow({ databaseId: DB, tableId: 'order_deliveries', rowId: orderId });
    const columnsOf = (row: Models.DefaultRow) =>
      Object.fromEntries(Object.entries(row).filter(([k]) => !k.startsWith('$')));
    const riders = await pool(
      Array.from({ length: FLEET }, (_, j) => j + 1),
      SETUP_CONCURRENCY,
      async (n): Promise<{ who: SignedInUser; orderId: string }> => {
        const who = await makeRider(n);
        const id = `rbench-${String(n).padStart(5, '0')}-${ID.unique()}`.slice(0, 36);
        await tablesDB.createRow({
          databaseId: DB,
          tableId: 'orders',
          rowId: id,
          data: { ...columnsOf(template), order_number: `RB${String(n).padStart(8, '0')}`, gateway_order_id: null },
          permissions: template.$permissions,
        });
        await tablesDB.createRow({
          databaseId: DB,
          tableId: 'order_deliveries',
          rowId: id,
          data: {
            ...columnsOf(templateDelivery),
            order_id: id,
            order_number: `RB${String(n).padStart(8, '0')}`,
            rider_id: who.user.$id,
            rider_latitude: null,
            rider_longitude: null,
            rider_located_at: null,
            rider_speed_kmh: null,
          },
          // The template's readers, the template's rider swapped for this one.
          permissions: templateDelivery.$permissions.map((p) => p.replace(ravi.user.$id, who.user.$id)),
        });
        return { who, orderId: id };
      },
    );
    const setupSeconds = (performance.now() - fleetStarted) / 1000;
    log(`fleet: ${FLEET} riders and orders seeded in ${setupSeconds.toFixed(1)} s (load ${load()})`);

    // The customer (all the fleet's orders are theirs) has every delivery row's updates open.
    const fleetArrived = new Map<string, number>();
    const fleetIds = new Set(riders.map((r) => r.orderId));
    const stopFleet = await listen(endpoint, m.customer, [`databases.${DB}.tables.order_deliveries.rows`], (row) => {
      if (fleetIds.has(row.$id) && row.rider_latitude != null)
        fleetArrived.set(`${row.$id}@${row.rider_latitude.toFixed(6)}`, 1);
    });

    const latencies: number[] = [];
    const durations: number[] = [];
    const slowest: [number, string][] = [];
    const failedIds: string[] = [];
    let inFlightNow = 0;
    let maxInFlight = 0;
    const loadBefore = load();
    const failures = new Map<string, number>();
    const accepted: string[] = [];
    let sent = 0;
    const runMs = SECONDS * 1000;
    const t0 = performance.now();
    const inFlight: Promise<void>[] = [];
    const ping = async (r: (typeof riders)[number], k: number, index: number): Promise<void> => {
      sent++;
      const lat = Number((HOME.latitude - 0.01 + index * 0.00001 + k * 0.0005).toFixed(6));
      const lng = Number((HOME.longitude + k * 0.0005).toFixed(6));
      const start = performance.now();
      inFlightNow++;
      maxInFlight = Math.max(maxInFlight, inFlightNow);
      try {
        const execution = await r.who.functions.createExecution({
          functionId: 'order-state',
          body: JSON.stringify({
            action: 'rider_location',
            order_id: r.orderId,
            latitude: lat,
            longitude: lng,
            measured_at: new Date().toISOString(), // as the store panel's sendRiderLocation
          }),
        });
        latencies.push(performance.now() - start);
        if (process.env.BENCH_RIDER_TRACE)
          slowest.push([
            performance.now() - start,
            new Date(Date.now() - (performance.now() - start)).toISOString().slice(14, 23),
          ]);
        // The execution's own duration: from the worker getting it to its answer (the rest is HTTP and bookkeeping).
        durations.push(execution.duration * 1000);
        if (execution.responseStatusCode === 200) accepted.push(`${r.orderId}@${lat.toFixed(6)}`);
        else {
          let code = '';
          try {
            code = String((JSON.parse(execution.responseBody) as { code?: unknown }).code ?? '');
          } catch {
            // A crash or timeout answers with an empty body: its errors say why.
          }
          const why = `${execution.responseStatusCode} ${code}`;
          failures.set(why, (failures.get(why) ?? 0) + 1);
          failedIds.push(execution.$id);
        }
      } catch (err) {
        latencies.push(performance.now() - start);
        const why = `error ${String((err as Error).message).slice(0, 80)}`;
        failures.set(why, (failures.get(why) ?? 0) + 1);
      } finally {
        inFlightNow--;
      }
    };
    // Rider i's k-th ping at i × (10 s / FLEET) + k × 10 s, fired on time whether or not the last has answered (as watchPosition does).
    const timers: NodeJS.Timeout[] = [];
    riders.forEach((r, i) => {
      for (let k = 0; i * (PING_INTERVAL_MS / FLEET) + k * PING_INTERVAL_MS < runMs; k++)
        timers.push(
          setTimeout(() => inFlight.push(ping(r, k, i)), i * (PING_INTERVAL_MS / FLEET) + k * PING_INTERVAL_MS),
        );
    });
    await sleep(runMs);
    await Promise.all(inFlight);
    const elapsed = (performance.now() - t0) / 1000;
    // Let the last events reach the socket.
    const until = Date.now() + 5_000;
    while (accepted.some((k) => !fleetArrived.has(k)) && Date.now() < until) await sleep(50);
    stopFleet();
    const loadAfter = load();
    const failed = [...failures.values()].reduce((a, b) => a + b, 0);
    // What the failures were: the first line of each failed execution's errors (only a key reads them).
    const reasons = new Map<string, number>();
    for (const executionId of failedIds.slice(0, FAILURES_EXPLAINED)) {
      const e = await functionsByKey.getExecution({ functionId: 'order-state', executionId });
      const first = (e.errors.split('\n').find((l) => l.trim()) ?? '(no errors)').slice(0, 160);
      reasons.set(first, (reasons.get(first) ?? 0) + 1);
    }
    if (process.env.BENCH_RIDER_TRACE) {
      const top = slowest.sort((a, b) => b[0] - a[0]).slice(0, 25);
      log(`slowest calls (ms @ mm:ss.mmm started): ${top.map(([l, at]) => `${l.toFixed(0)}@${at}`).join(' ')}`);
      for (const functionId of ['release-unpaid-orders', 'reroute-unaccepted-orders']) {
        const list = await functionsByKey.listExecutions({ functionId });
        log(
          `${functionId}: ${list.executions.map((e) => `${e.$createdAt.slice(14, 23)} ${e.duration.toFixed(2)} s ${e.status}`).join('; ')}`,
        );
      }
    }
    for (const [why, n] of reasons) log(`failed execution × ${n}: ${why}`);
    const notReceived = accepted.filter((k) => !fleetArrived.has(k)).length;
    const offered = (FLEET * 1000) / PING_INTERVAL_MS;
    const held = accepted.length / elapsed;
    const fleet = {
      p50: percentile(sorted(latencies), 50),
      p99: percentile(sorted(latencies), 99),
      max: Math.max(...latencies),
      runP50: percentile(sorted(durations), 50),
      runP99: percentile(sorted(durations), 99),
    };
    log(
      `fleet: ${accepted.length}/${sent} accepted in ${elapsed.toFixed(1)} s, ${held.toFixed(1)}/s, p99 ${ms(fleet.p99)} ms; execution p50 ${ms(fleet.runP50)} ms p99 ${ms(fleet.runP99)} ms; at most ${maxInFlight} in flight; load ${loadBefore} → ${loadAfter}`,
    );

    const failureText = failed ? [...failures.entries()].map(([why, n]) => `${n} × ${why}`).join(', ') : 'none';
    const markdown = [
      `${machine()}. The dev server as its own process (as \`npm start\`) on loopback with the order fixtures' marketplace; the rider's phone is a web SDK session (signed in with a one-time token, POST /account/sessions/token) calling order-state \`rider_location\` (as the store panel's sendRiderLocation), the customer's order page a web SDK Realtime subscription on the delivery row (as mf-cart-checkout's watchOrderRider).`,
      '',
      `**Position → customer**: one rider on an order out for delivery, ${UPDATES} updates one after another (after ${WARMUP} warm-up), each timed from the call to the customer's socket receiving the row with that position. The server takes one ping per 5 s per delivery; the bench moves the last fix back 10 s with the key before each ping instead of waiting.`,
      '',
      '| Case | updates | received | send → customer p50 | p99 | call p50 | call p99 |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      `| 1 rider, 1 customer page | ${UPDATES} | ${received} | ${ms(one.p50)} ms | ${ms(one.p99)} ms | ${ms(one.callP50)} ms | ${ms(one.callP99)} ms |`,
      '',
      `**Fleet**: ${FLEET} riders, each with their own order out for delivery (one real order taken out through order-state, cloned with the key; ${FLEET} rider accounts and their own one-time-code sessions made ${SETUP_CONCURRENCY} at a time in ${setupSeconds.toFixed(1)} s), each pinging every 10 s, staggered ${ms(PING_INTERVAL_MS / FLEET)} ms apart, for ${SECONDS} s (offered ${offered.toFixed(0)} updates/s), every call fired on time whether or not the previous one has answered; the customer's socket on all the delivery rows counts what arrives.`,
      '',
      '| Riders | sent | accepted | held | call p50 | call p99 | max | execution p50 | execution p99 | most in flight | failed (non-2xx, errors) | accepted, not received by the customer | load average before → after |',
      '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- |',
      `| ${FLEET} | ${sent} | ${accepted.length} | ${held.toFixed(1)}/s | ${ms(fleet.p50)} ms | ${ms(fleet.p99)} ms | ${ms(fleet.max)} ms | ${ms(fleet.runP50)} ms | ${ms(fleet.runP99)} ms | ${maxInFlight} | ${failureText} | ${notReceived} | ${loadBefore} → ${loadAfter} |`,
      '',
      `Whole bench ${((performance.now() - started) / 1000).toFixed(0)} s. Every call is a function execution (a warm worker per function), so the call times are mostly order-state's own reads and one row write; "execution" is the execution's own \`duration\` (the worker's part), "in flight" the calls open at once.`,
    ].join('\n');
    console.error(markdown);
    emit({
      name: 'Rider location: the rider’s position on the customer’s page (issue 38)',
      markdown,
      targets: [
        {
          target: `Rider position → customer's page p99 under 1 s (${ms(one.p99)} ms), every update received (${received}/${UPDATES})`,
          met: one.p99 < 1000 && received === UPDATES && refused === 0 && missed === 0,
        },
        {
          target: `${FLEET} riders every 10 s: ${offered.toFixed(0)} updates/s held (${held.toFixed(1)}/s), 0 dropped (${failed} failed, ${notReceived} not received)`,
          met: held >= offered * 0.95 && failed === 0 && notReceived === 0,
        },
        {
          target: `${FLEET} riders: rider_location p99 under 1 s (${ms(fleet.p99)} ms)`,
          met: fleet.p99 < 1000,
        },
      ],
    });
    for (const timer of timers) clearTimeout(timer);
  } finally {
    await sleep(200);
    await server.close();
  }
}

await main();
process.exit(0);

import { ID } from 'appwrite';
import { listRxQueue, searchStoreStock } from '../../../shared/src/appwrite/rx-request-reads.ts';
import { syntheticProductRow } from '../../seed/src/build.ts';
import type { TestServer } from '../test/harness.ts';
import { STORES, buildMarketplace, run } from '../test/orders-fixtures.ts';
import { benchServer, bulkLoad, emit, machine, ms, percentile, prng, time, type Timing } from './common.ts';

/**
 * Prescription-photo requests (issue 36 "Benchmarks"), through the real SDKs on a throw-away dev
 * server (its own process) with the order fixtures' marketplace (store A within 5 km, with a
 * registered pharmacist):
 * 1. upload → visible: the customer uploads a photo to `rx_request_files` and submits it with
 *    rx-requests' `submit`, as RxRequestFlow does; timed from the upload's start until the
 *    pharmacist's own session finds it in the queue's read (`listRxQueue`, the To read tab: the
 *    queue has no Realtime subscription, it re-reads every 10 s), polled every 50 ms from the same
 *    moment. The pharmacist then reads the image (getFile) and declines the request, so the queue
 *    stays as short as a working pharmacist keeps it (it shows 50).
 *    BENCH_RX_REQUESTS requests (default 50), after 5 warm-up ones.
 * 2. stock search: BENCH_RX_PRODUCTS products (default 5,000), each with one batch in stock at
 *    store A (bulk loaded), and BENCH_RX_SEARCHES searches (default 200), half by a brand name and
 *    half by a salt, through `searchStoreStock`, the cart builder's own read (two full-text
 *    searches, then the store's batches), with the pharmacist's session.
 */
const REQUESTS = Number(process.env.BENCH_RX_REQUESTS ?? 50);
const PRODUCTS = Number(process.env.BENCH_RX_PRODUCTS ?? 5000);
const SEARCHES = Number(process.env.BENCH_RX_SEARCHES ?? 200);
const WARMUP = 5;
const POLL_MS = 50;
const SEEN_TIMEOUT_MS = 15_000;
/** No number in issue 36 or ADR 0016 for the search: the brief's 300 ms. */
const SEARCH_P99_TARGET_MS = 300;

function timing(samples: number[]): Timing & { missed: number } {
  const sorted = samples.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return {
    p50: sorted.length ? percentile(sorted, 50) : Number.NaN,
    p99: sorted.length ? percentile(sorted, 99) : Number.NaN,
    runs: sorted.length,
    missed: samples.length - sorted.length,
  };
}

const server = await benchServer();
try {
  const day = 86_400_000;
  const expiry = new Date(Date.now() + 400 * day).toISOString();
  bulkLoad(server, 'products', PRODUCTS, (n) => syntheticProductRow(n));
  bulkLoad(server, 'store_inventory', PRODUCTS, (n) => ({
    $id: `bench-rx-inv-${n}`,
    store_id: STORES.A.id,
    product_id: String(syntheticProductRow(n).$id),
    batch: `RX${n}`,
    expiry,
    stock: 50 + (n % 150),
    selling_price: 20 + (n % 40),
    mrp: 80,
  }));

  // Six sign-ups, 55 uploads and a few hundred calls from one address: Appwrite's per-IP abuse
  // limits (on by default in `npm start`) are not what this measures; the tests switch them off too.
  process.env.APPWRITE_DEV_ABUSE = 'disabled';
  const key = await server.serve();
  const endpoint = (key as unknown as { config: { endpoint: string } }).config.endpoint;
  // buildMarketplace needs only the address and an API-key client of the server.
  const t = { endpoint, projectId: 'instamg', serverClient: () => key } as unknown as TestServer;
  const m = await buildMarketplace(t, 'bench');
  const pharmacist = m.pharmacistA;

  // The function's first execution bundles and starts it; on a loaded machine that can pass the
  // 30 s synchronous limit (408), so warm it until it answers before anything is timed.
  for (let attempt = 1; ; attempt++) {
    const status = await run(m.staffA, 'rx-requests', { action: 'waiting', store_id: STORES.A.id }).then(
      (r) => r.status,
      (err: unknown) => String(err),
    );
    if (status === 200) break;
    if (attempt >= 5) throw new Error(`rx-requests did not answer: ${status}`);
  }

  // (1) Upload → visible to the pharmacist.
  const random = prng(REQUESTS);
  const photo = () => {
    // A small JPEG-looking body of a few KB, different each time (as photos are).
    const bytes = new Uint8Array(4096 + Math.floor(random() * 4096));
    for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(random() * 256);
    bytes.set([0xff, 0xd8, 0xff, 0xe0]);
    return new File([bytes], 'prescription.jpg', { type: 'image/jpeg' });
  };
  const visible: number[] = [];
  let imagesRead = 0;
  for (let i = 0; i < REQUESTS + WARMUP; i++) {
    const note = `bench request ${i}`;
    const t0 = performance.now();
    let submitted = false;
    const seen = (async (): Promise<{ at: number; id: string } | null> => {
      for (;;) {
        const rows = await listRxQueue(pharmacist.tablesDB, STORES.A.id, 'waiting');
        const row = rows.find((r) => r.note === note);
        if (row) return { at: performance.now(), id: row.$id };
        if (submitted && performance.now() - t0 > SEEN_TIMEOUT_MS) return null;
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    })().catch(() => null);
    const file = await m.customer.storage.createFile({
      bucketId: 'rx_request_files',
      fileId: ID.unique(),
      file: photo(),
    });
    const reply = await run(m.customer, 'rx-requests', {
      action: 'submit',
      file_ids: [file.$id],
      address_id: m.addressId,
      note,
    });
    if (reply.status !== 201) throw new Error(`submit ${reply.status}: ${JSON.stringify(reply.body)}`);
    if (reply.body.request.store_id !== STORES.A.id) throw new Error(`routed to ${reply.body.request.store_id}`);
    submitted = true;
    const hit = await seen;
    if (i >= WARMUP) visible.push(hit ? hit.at - t0 : Number.NaN);
    // The pharmacist opens it: the image must be readable with their session (file permissions).
    if (i >= WARMUP)
      imagesRead += await pharmacist.storage.getFile({ bucketId: 'rx_request_files', fileId: file.$id }).then(
        () => 1,
        () => 0,
      );
    const declined = await run(pharmacist, 'rx-requests', {
      action: 'decline',
      request_id: reply.body.request.$id,
      reason: 'unreadable',
    });
    if (declined.status !== 200) throw new Error(`decline ${declined.status}: ${JSON.stringify(declined.body)}`);
  }
  const v = timing(visible);
  console.error(`rx upload → visible: p50 ${ms(v.p50)} p99 ${ms(v.p99)} ms, ${v.runs}/${REQUESTS} seen`);

  // (2) The cart builder's stock search over the store's products.
  const terms = Array.from({ length: SEARCHES }, (_, i) => {
    const product = syntheticProductRow(1 + Math.floor(random() * PRODUCTS));
    // The first word of the brand or of the salt, as a pharmacist types it.
    const source = String(i % 2 === 0 ? product.name : product.salt_composition);
    const words = source.split(/[\s(+,]+/);
    // A word too short to mean anything alone ("B", "D3") is typed with the next one.
    return words[0]!.length >= 3 ? words[0]! : words.slice(0, 2).join(' ');
  });
  // Warm-up by hand, so `empty` counts only the timed searches.
  for (const term of terms.slice(0, WARMUP)) await searchStoreStock(pharmacist.tablesDB, STORES.A.id, term);
  let empty = 0;
  const search = await time(
    terms,
    async (term) => {
      if ((await searchStoreStock(pharmacist.tablesDB, STORES.A.id, term)).length === 0) empty++;
    },
    0,
  );
  console.error(`rx stock search: p50 ${ms(search.p50)} p99 ${ms(search.p99)} ms, ${empty} with no hit`);

  const markdown = [
    `${machine()}. A throw-away dev server (its own process) with the order fixtures' stores; store A's registered pharmacist reads with their own session (web SDK).`,
    '',
    '| What | p50 | p99 | Runs |',
    '| --- | ---: | ---: | ---: |',
    `| Upload → request in the pharmacist's queue (photo to \`rx_request_files\`, \`submit\`, until the To read list has it) | ${ms(v.p50)} ms | ${ms(v.p99)} ms | ${v.runs} of ${REQUESTS} seen (${v.missed} not within 15 s) |`,
    `| Stock search by brand or salt, ${PRODUCTS.toLocaleString('en-IN')} products in stock at the store (\`searchStoreStock\`) | ${ms(search.p50)} ms | ${ms(search.p99)} ms | ${search.runs} (${empty} with no hit) |`,
    '',
    `Upload → visible: one request at a time after ${WARMUP} warm-up ones, timed from the upload's start; the queue's own read (\`listRxQueue\`, To read tab) polled every ${POLL_MS} ms from the same moment, so a time is at most ${POLL_MS} ms late. The queue has no Realtime subscription: it re-reads every 10 s, so a pharmacist with the tab open sees a request up to 10 s after this time. Every seen request's image was read by the pharmacist (${imagesRead} of ${v.runs}); each was then declined, keeping the queue short. Stock search: the builder's read as it runs it — full-text search on \`name\` and on \`salt_composition\` (25 each, in parallel), then the store's batches in stock of those products (limit 200) — for the first word of a random product's brand or salt.`,
  ].join('\n');
  console.error(markdown);
  emit({
    name: 'Prescription-photo requests: upload to the pharmacist, stock search (issue 36)',
    markdown,
    targets: [
      {
        target: `Every photo request reaches the pharmacist's queue with its image readable (${v.runs} of ${REQUESTS} seen, ${imagesRead} images read)`,
        met: v.missed === 0 && imagesRead === REQUESTS,
      },
      {
        target: `Pharmacist's stock search over ${PRODUCTS.toLocaleString('en-IN')} products p99 under ${SEARCH_P99_TARGET_MS} ms (${ms(search.p99)} ms)`,
        met: search.p99 < SEARCH_P99_TARGET_MS && empty === 0,
      },
    ],
  });
} finally {
  await server.close();
}
process.exit(0);

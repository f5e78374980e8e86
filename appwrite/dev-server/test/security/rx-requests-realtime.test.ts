// Who Realtime tells about a prescription-photo request (issue 36 §1, docs/permissions.md
// `rx_requests`): the real `appwrite` web SDK's subscribe against the dev server, the rows written
// by the real rx-requests function. A request's create and updates reach the customer who sent it
// (row read `user:A`), the pharmacists of the store it is with (`team:T(X)/pharmacist`) and
// platform admins (the table's `label:admin`); never the store's other staff, another store's
// pharmacist or owner, another customer, a guest, a pharmacist removed from the store, or a
// pharmacist's session that still owes its second factor. Cancelled by its customer, the request
// first reaches the pharmacist as `cancelled` (so the open queue drops it live), then the store
// loses it and hears nothing more. Moved on by the accept-window sweep, it reaches the next store's
// pharmacist and not the previous store's (which is not told where it went).
import { ID } from 'appwrite';
import { Storage, TablesDB, Teams } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { realtimeListeners, type RealtimeEvent, type RealtimeListeners } from '../realtime-listen.ts';
import { createWebClient, signUpAndSignIn, type SignedInUser, type WebClient } from '../web-client.ts';
import { DB, STORES, buildMarketplace, registerPharmacist, run, teamOf, type Marketplace } from '../orders-fixtures.ts';
import { moveUnclaimedRxRequests } from '../../../functions/lib/orders/rx-requests.ts';

const FN = 'rx-requests';
/** The channel the store panel's queue subscribes to (mf-store-panel prescriptions/api/rx-requests.ts). */
const RX_TABLE_CHANNEL = `tablesdb.${DB}.tables.rx_requests.rows`;

let t: TestServer;
let m: Marketplace;
let realtime: RealtimeListeners;
let pharmacistB: SignedInUser;
/** Subscribed while a pharmacist of store A, then removed from the store (the socket stays open). */
let removedPharmacistHears: RealtimeEvent[];
/** Store A's pharmacist with MFA on, signed in with the password only: the session owes its code. */
let owingSecondFactor: WebClient;

const signUp = (name: string) =>
  signUpAndSignIn(t, { email: `${name}.rx-realtime@instamg.test`, password: 'correct horse battery', name });

async function makePharmacist(name: string, storeId: string): Promise<SignedInUser> {
  const who = await signUp(name);
  await new Teams(t.serverClient()).createMembership({
    teamId: teamOf(storeId),
    roles: ['pharmacist'],
    userId: who.user.$id,
  });
  await registerPharmacist(m.tablesDB, who.user.$id, storeId, { name });
  return who;
}

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'rx-realtime');
  realtime = realtimeListeners(t);
  pharmacistB = await makePharmacist('pharmacistb', STORES.B.id);
  const removed = await makePharmacist('removed', STORES.A.id);
  removedPharmacistHears = await realtime.listen(removed, ['rows', RX_TABLE_CHANNEL]);
  const teams = new Teams(t.serverClient());
  const { memberships } = await teams.listMemberships({ teamId: teamOf(STORES.A.id) });
  const membership = memberships.find((x) => x.userId === removed.user.$id)!;
  await teams.deleteMembership({ teamId: teamOf(STORES.A.id), membershipId: membership.$id });

  const mfa = await makePharmacist('mfa', STORES.A.id);
  await m.users.updateEmailVerification({ userId: mfa.user.$id, emailVerification: true });
  await mfa.account.updateMFA({ mfa: true });
  owingSecondFactor = createWebClient(t.endpoint, t.projectId);
  await owingSecondFactor.account.createEmailPasswordSession({
    email: 'mfa.rx-realtime@instamg.test',
    password: 'correct horse battery',
  });
  await expect(owingSecondFactor.account.get()).rejects.toMatchObject({ type: 'user_more_factors_required' });
  // A marketplace and three more people, one turning MFA on: over a minute on a loaded 2-core machine.
}, 120_000);

afterAll(async () => {
  await realtime?.stopAll();
  await t?.close();
});

/** Time for events still on their way to someone who must not get them; those who must are polled for (ARRIVES). */
const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 500));
const ARRIVES = { timeout: 10_000 };

async function submit(note: string): Promise<string> {
  const file = await m.customer.storage.createFile({
    bucketId: 'rx_request_files',
    fileId: ID.unique(),
    file: new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'rx.jpg', { type: 'image/jpeg' }),
  });
  const reply = await run(m.customer, FN, { action: 'submit', file_ids: [file.$id], address_id: m.addressId, note });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  expect(reply.body.request).toMatchObject({ state: 'reading', store_id: STORES.A.id });
  return (reply.body.request as { $id: string }).$id;
}

/** The rx_requests events a listener got for one request: `create`/`update` and the row's state then. */
const eventsOf = (events: RealtimeEvent[], rowId: string): string[] =>
  events
    .filter((e) => e.payload.$id === rowId)
    .map((e) => {
      const name = e.events.find((n) => n.startsWith(`databases.${DB}.tables.rx_requests.rows.${rowId}.`))!;
      return `${name.split('.').at(-1)} ${String(e.payload.state)}`;
    });

/** Every event of the rx_requests table a listener got, whichever row. */
const rxEvents = (events: RealtimeEvent[]): RealtimeEvent[] =>
  events.filter((e) => e.channels.includes(RX_TABLE_CHANNEL));

/** Everyone who must hear nothing of a request at store A, each on the widest channel and on the table's. */
async function outsiders(options: { except?: string } = {}): Promise<Record<string, RealtimeEvent[]>> {
  const who: Record<string, { sessionCookie(): string | null } | null> = {
    "store A's staff (not the pharmacist)": m.staffA,
    "store B's pharmacist": pharmacistB,
    "store B's owner": m.staffB,
    'another customer': m.otherCustomer,
    guest: null,
    "store A's pharmacist, session owing its second factor": owingSecondFactor,
  };
  const listening: Record<string, RealtimeEvent[]> = {
    'a pharmacist removed from store A': removedPharmacistHears,
  };
  for (const [name, session] of Object.entries(who))
    if (name !== options.except) listening[name] = await realtime.listen(session, ['rows', RX_TABLE_CHANNEL]);
  return listening;
}

describe('rx_requests over Realtime', () => {
  it("a request's create and updates reach its customer, its store's pharmacist and admins, and nobody else", async () => {
    const customer = await realtime.listen(m.customer, [RX_TABLE_CHANNEL]);
    const pharmacist = await realtime.listen(m.pharmacistA, [RX_TABLE_CHANNEL]);
    const admin = await realtime.listen(m.admin, ['rows']);
    const others = await outsiders();

    const requestId = await submit(`realtime ${Date.now()}`);
    expect((await run(m.pharmacistA, FN, { action: 'claim', request_id: requestId })).status).toBe(200);
    const declined = await run(m.pharmacistA, FN, { action: 'decline', request_id: requestId, reason: 'unreadable' });
    expect(declined.status).toBe(200);
    await settle();

    // Created only the customer's (routing), then given to store A's pharmacists.
    await expect
      .poll(() => eventsOf(customer, requestId), ARRIVES)
      .toEqual(['create routing', 'update reading', 'update reading', 'update declined', 'update declined']);
    // Claimed, declined, then the decline's notice recorded (customer_notices, the once-only guard).
    await expect
      .poll(() => eventsOf(pharmacist, requestId), ARRIVES)
      .toEqual(['update reading', 'update reading', 'update declined', 'update declined']);
    await expect.poll(() => eventsOf(admin, requestId), ARRIVES).toEqual(eventsOf(customer, requestId));
    for (const [name, events] of Object.entries(others)) expect(rxEvents(events), name).toEqual([]);

    // Their sockets are live: a row everyone may read reaches each of them.
    const category = await new TablesDB(t.serverClient()).createRow({
      databaseId: DB,
      tableId: 'categories',
      rowId: ID.unique(),
      data: { name: 'Realtime check', slug: `realtime-check-${Date.now()}` },
    });
    await settle();
    for (const [name, events] of Object.entries(others))
      expect(
        events.map((e) => e.payload.$id),
        name,
      ).toContain(category.$id);
  });

  it('cancelled by its customer, the request reaches the pharmacist as cancelled, then the store hears no more', async () => {
    const customer = await realtime.listen(m.customer, [RX_TABLE_CHANNEL]);
    const pharmacist = await realtime.listen(m.pharmacistA, [RX_TABLE_CHANNEL]);
    const others = await outsiders();

    const requestId = await submit(`realtime cancel ${Date.now()}`);
    const cancelled = await run(m.customer, FN, { action: 'cancel', request_id: requestId });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.request).toMatchObject({ state: 'cancelled', store_id: STORES.A.id });
    await settle();

    // The store's queue subscribes to this table and drops a row whose state leaves `reading`.
    const seen = () => pharmacist.filter((e) => e.payload.$id === requestId);
    await expect
      .poll(() => seen().map((e) => [e.payload.state, e.payload.store_id]), ARRIVES)
      .toEqual([
        ['reading', STORES.A.id],
        ['cancelled', STORES.A.id],
      ]);
    // The second write (the store's read dropped) reaches the customer only.
    await expect
      .poll(() => eventsOf(customer, requestId), ARRIVES)
      .toEqual(['create routing', 'update reading', 'update cancelled', 'update cancelled']);
    expect(seen().at(-1)!.payload.$permissions).toContain(`read("team:${teamOf(STORES.A.id)}/pharmacist")`);
    await expect(
      m.pharmacistA.tablesDB.getRow({ databaseId: DB, tableId: 'rx_requests', rowId: requestId }),
    ).rejects.toMatchObject({ code: 404 });
    const file = (cancelled.body.request as { file_ids: string[] }).file_ids[0]!;
    await expect(
      new Storage(t.serverClient()).getFile({ bucketId: 'rx_request_files', fileId: file }),
    ).resolves.toMatchObject({ $permissions: [`read("user:${m.customer.user.$id}")`] });
    for (const [name, events] of Object.entries(others)) expect(rxEvents(events), name).toEqual([]);

    // A retried cancel answers the same and changes nothing for the store.
    expect((await run(m.customer, FN, { action: 'cancel', request_id: requestId })).status).toBe(200);
    await settle();
    expect(pharmacist.filter((e) => e.payload.$id === requestId)).toHaveLength(2);
  });

  it('moved on by the accept-window sweep, it reaches the next store’s pharmacist; the previous store hears nothing of where', async () => {
    const customer = await realtime.listen(m.customer, [RX_TABLE_CHANNEL]);
    const pharmacistA = await realtime.listen(m.pharmacistA, [RX_TABLE_CHANNEL]);
    const pharmacistBHears = await realtime.listen(pharmacistB, [RX_TABLE_CHANNEL]);
    const others = await outsiders({ except: "store B's pharmacist" });

    const requestId = await submit(`realtime move ${Date.now()}`);
    const later = new Date(Date.now() + 60 * 60_000);
    const moved = await moveUnclaimedRxRequests(m.tablesDB, new Storage(t.serverClient()), later, 3);
    expect(moved.find((r) => r.$id === requestId)).toMatchObject({ state: 'reading', store_id: STORES.B.id });
    await settle();

    await expect
      .poll(() => eventsOf(customer, requestId), ARRIVES)
      .toEqual(['create routing', 'update reading', 'update reading']);
    await expect
      .poll(() => pharmacistBHears.filter((e) => e.payload.$id === requestId).map((e) => e.payload.store_id), ARRIVES)
      .toEqual([STORES.B.id]);
    // Store A read it while it was there; the move names store B, so it does not reach A. (A's
    // open queue drops the request at its next poll: the move is not pushed to A.)
    expect(pharmacistA.filter((e) => e.payload.$id === requestId).map((e) => e.payload.store_id)).toEqual([
      STORES.A.id,
    ]);
    for (const [name, events] of Object.entries(others)) expect(rxEvents(events), name).toEqual([]);
  });
});

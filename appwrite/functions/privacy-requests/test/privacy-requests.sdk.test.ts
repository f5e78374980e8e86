import { ID, Permission, Role, type Models } from 'appwrite';
import { Messaging, Storage, Users } from 'node-appwrite';
import { InputFile } from 'node-appwrite/file';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_FORMAT } from '@instamg/shared/domain/privacy/data-export';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  createWebClient,
  signIn,
  signUpAndSignIn,
  statusOf,
  type SignedInUser,
  type WebClient,
} from '../../../dev-server/test/web-client.ts';
import { gstRetainUntil } from '@instamg/shared/domain/privacy/erasure';
import { h1RegisterRows, type RegisterItem, type RegisterVerification } from '@instamg/shared/domain/rx-review';
import {
  DB,
  STORES,
  buildMarketplace,
  run,
  teamOf,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';

/**
 * Download my data and grievance tickets (issue 39 §2, §5) through the real SDKs against the dev
 * server. Who may read what: the export file and its data_requests row are the user's alone (not
 * another customer, a store's staff, a guest, and the file not even an admin); a ticket is its
 * raiser's and admins'; nobody writes either table or the bucket directly; only admins update a ticket.
 */

const FN = 'privacy-requests';
const ORDER_NUMBER = 'IMG-PRIV-0001';
let t: TestServer;
let m: Marketplace;
let guest: WebClient;
let anonymous: WebClient;
let orderId: string;

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'privacy-requests');
  guest = createWebClient(t.endpoint, t.projectId);
  anonymous = createWebClient(t.endpoint, t.projectId);
  await anonymous.account.createAnonymousSession();
  // A delivered order of the customer's at store A, with one line, as place-order leaves it.
  const me = m.customer.user.$id;
  const order = await m.tablesDB.createRow({
    databaseId: DB,
    tableId: 'orders',
    rowId: ID.unique(),
    permissions: [Permission.read(Role.user(me))],
    data: {
      order_number: ORDER_NUMBER,
      customer_id: me,
      store_id: STORES.A.id,
      store_team_id: teamOf(STORES.A.id),
      store_name: 'Test Pharmacy A',
      store_licence: 'DL-1',
      store_gstin: '07AAAAA0000A1Z5',
      status: 'delivered',
      payment_status: 'paid',
      delivery_mode: 'express',
      address_line1: '12 Janpath',
      city: 'New Delhi',
      state: 'Delhi',
      postal_code: '110001',
      latitude: 28.63,
      longitude: 77.21,
      distance_km: 0.3,
      item_count: 2,
      items_mrp_total: 60,
      items_total: 54.9,
      discount: 0,
      delivery_fee: 0,
      gst_total: 5.88,
      total: 54.9,
      currency: 'INR',
      rx_status: 'not_required',
    },
  });
  orderId = order.$id;
  await m.tablesDB.createRow({
    databaseId: DB,
    tableId: 'order_items',
    rowId: ID.unique(),
    permissions: [Permission.read(Role.user(me))],
    data: {
      order_id: orderId,
      product_id: 'p-otc',
      inventory_id: 'inv-a-otc',
      batch: 'A1',
      product_name: 'Paracip 500 Tablet',
      schedule: 'none',
      rx_required: false,
      quantity: 2,
      mrp: 30,
      unit_price: 27.45,
      line_total: 54.9,
      gst_rate: 12,
      gst_amount: 5.88,
    },
  });
  expect((await run(m.customer, 'privacy-consents', { purpose: 'analytics', granted: true })).status).toBe(201);
  // A message to the customer and one to someone else: the export holds only the first.
  const messaging = new Messaging(t.serverClient());
  await messaging.createEmail({
    messageId: ID.unique(),
    subject: 'Your order is delivered',
    content: 'Thank you.',
    users: [me],
  });
  await messaging.createEmail({
    messageId: ID.unique(),
    subject: 'Someone else’s order',
    content: 'Not yours.',
    users: [m.otherCustomer.user.$id],
  });
}, 90_000);
afterAll(async () => {
  await t?.close();
});

const getRequest = (who: WebClient, rowId: string) =>
  who.tablesDB.getRow<Models.DefaultRow>({ databaseId: DB, tableId: 'data_requests', rowId });
const getTicket = (who: WebClient, rowId: string) =>
  who.tablesDB.getRow<Models.DefaultRow>({ databaseId: DB, tableId: 'grievance_tickets', rowId });

/** The file's bytes as the browser downloads them: a GET carrying that client's session. */
async function download(who: WebClient, fileId: string): Promise<{ status: number; body: string }> {
  const headers: Record<string, string> = { 'x-appwrite-project': t.projectId };
  const cookies = who.fallbackCookies();
  if (cookies) headers['x-fallback-cookies'] = cookies;
  const res = await fetch(`${t.endpoint}/storage/buckets/data_exports/files/${fileId}/download`, { headers });
  return { status: res.status, body: await res.text() };
}

async function waitForReady(rowId: string): Promise<Models.DefaultRow> {
  for (let i = 0; i < 100; i++) {
    const row = await getRequest(m.customer, rowId).catch(() => null);
    if (row && row.status !== 'processing') return row;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the export did not finish');
}

let exportId: string;

describe('Download my data', () => {
  it('makes the file asynchronously, logs the request and lets the user download it for 7 days', async () => {
    const me = m.customer.user.$id;
    const execution = await m.customer.functions.createExecution({
      functionId: FN,
      body: JSON.stringify({ action: 'export', user_id: m.otherCustomer.user.$id }),
      async: true,
    });
    exportId = execution.$id;
    const row = await waitForReady(exportId);
    expect(row).toMatchObject({ user_id: me, kind: 'export', status: 'ready', file_id: exportId });
    expect(row.$permissions).toEqual([`read("user:${me}")`]);
    const requested = Date.parse(row.requested_at as string);
    expect(Date.parse(row.due_at as string) - requested).toBe(90 * 86_400_000);
    expect(Date.parse(row.expires_at as string) - Date.parse(row.completed_at as string)).toBe(7 * 86_400_000);

    const got = await download(m.customer, exportId);
    expect(got.status).toBe(200);
    const data = JSON.parse(got.body);
    expect(data.format).toBe(DATA_EXPORT_FORMAT);
    expect(data.account).toMatchObject({ id: me, email: m.customer.user.email });
    expect(data.addresses.map((a: { address_line1: string }) => a.address_line1)).toEqual(['12 Janpath']);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ order_number: ORDER_NUMBER, total: 54.9 });
    expect(data.orders[0]).not.toHaveProperty('store_team_id');
    expect(data.orders[0]).not.toHaveProperty('$permissions');
    expect(data.orders[0].items).toEqual([
      expect.objectContaining({ product_name: 'Paracip 500 Tablet', quantity: 2 }),
    ]);
    expect(data.consents).toEqual([expect.objectContaining({ purpose: 'analytics', granted: true })]);
    expect(data.data_requests).toEqual([expect.objectContaining({ $id: exportId, status: 'processing' })]);
    expect(data.messages).toEqual([
      expect.objectContaining({ channel: 'email', subject: 'Your order is delivered', content: 'Thank you.' }),
    ]);
    expect(data).toHaveProperty('prescriptions', []);

    // The readable summary of the same data, beside it.
    const summary = await download(m.customer, `${exportId}-summary`);
    expect(summary.status).toBe(200);
    expect(summary.body).toMatch(/^<!doctype html>/);
    expect(summary.body).toContain(ORDER_NUMBER);
    expect(summary.body).toContain('Paracip 500 Tablet');
  });

  it('lets nobody else read the file or the request: another customer, store staff, a guest, not even an admin the file', async () => {
    for (const who of [m.otherCustomer, m.staffA, m.staffB, anonymous, guest])
      for (const fileId of [exportId, `${exportId}-summary`]) expect((await download(who, fileId)).status).toBe(404);
    for (const who of [m.otherCustomer, m.staffA, m.pharmacistA, anonymous])
      expect(await statusOf(who.storage.getFile({ bucketId: 'data_exports', fileId: exportId }))).toBe(404);
    expect((await download(m.admin, exportId)).status).toBe(404);
    for (const who of [m.otherCustomer, m.staffA, anonymous, guest])
      expect(await statusOf(getRequest(who, exportId))).toBe(404);
    expect((await getRequest(m.admin, exportId)).user_id).toBe(m.customer.user.$id);
    const listed = await m.otherCustomer.tablesDB.listRows({ databaseId: DB, tableId: 'data_requests', queries: [] });
    expect(listed.rows).toEqual([]);
  });

  it('refuses direct writes to the log and the bucket, and a second export while one is being made', async () => {
    const me = m.customer.user.$id;
    const data = {
      user_id: me,
      kind: 'export',
      status: 'ready',
      requested_at: new Date().toISOString(),
      due_at: new Date().toISOString(),
    };
    expect(
      await statusOf(
        m.customer.tablesDB.createRow<Models.DefaultRow>({
          databaseId: DB,
          tableId: 'data_requests',
          rowId: ID.unique(),
          data,
        }),
      ),
    ).toBe(401);
    expect(
      await statusOf(
        m.customer.tablesDB.updateRow<Models.DefaultRow>({
          databaseId: DB,
          tableId: 'data_requests',
          rowId: exportId,
          data: { status: 'failed' },
        }),
      ),
    ).toBe(401);
    expect(
      await statusOf(
        m.customer.storage.createFile({
          bucketId: 'data_exports',
          fileId: ID.unique(),
          file: new File(['{}'], 'mine.json', { type: 'application/json' }),
        }),
      ),
    ).toBe(401);

    const busy = await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'data_requests',
      rowId: ID.unique(),
      data: { ...data, status: 'processing' },
    });
    expect(await run(m.customer, FN, { action: 'export' })).toMatchObject({
      status: 409,
      body: { code: 'export_in_progress' },
    });
    await m.tablesDB.deleteRow({ databaseId: DB, tableId: 'data_requests', rowId: busy.$id });

    // At most 5 exports in 24 hours: with 4 more (failed) requests today the sixth is refused.
    const extra = await Promise.all(
      [1, 2, 3, 4].map(() =>
        m.tablesDB.createRow({
          databaseId: DB,
          tableId: 'data_requests',
          rowId: ID.unique(),
          data: { ...data, status: 'failed' },
        }),
      ),
    );
    expect(await run(m.customer, FN, { action: 'export' })).toMatchObject({
      status: 429,
      body: { code: 'too_many_exports' },
    });
    for (const row of extra) await m.tablesDB.deleteRow({ databaseId: DB, tableId: 'data_requests', rowId: row.$id });
  });
});

describe('grievance tickets', () => {
  let ticketId: string;

  it('records the caller’s ticket with its number and the 48-hour and one-month clocks', async () => {
    const me = m.customer.user.$id;
    const raised = await run(m.customer, FN, {
      action: 'raise_grievance',
      subject: 'Refund not received',
      message: 'My refund for the returned strip has not arrived.',
      order_number: ORDER_NUMBER.toLowerCase(),
      user_id: m.otherCustomer.user.$id,
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(201);
    const ticket = raised.body.ticket;
    expect(ticket).toMatchObject({ status: 'open', order_number: ORDER_NUMBER });
    expect(ticket.ticket_number).toMatch(/^GRV-\d{6}-[A-Z2-9]{6}$/);
    expect(Date.parse(ticket.ack_due_at) - Date.parse(ticket.created_at)).toBe(48 * 3_600_000);
    expect(Date.parse(ticket.resolve_due_at)).toBeGreaterThan(Date.parse(ticket.created_at) + 27 * 86_400_000);
    ticketId = ticket.$id;
    const row = await m.tablesDB.getRow({ databaseId: DB, tableId: 'grievance_tickets', rowId: ticketId });
    expect(row.user_id).toBe(me);
    expect(row.$permissions).toEqual([`read("user:${me}")`]);
    expect((await getTicket(m.customer, ticketId)).ticket_number).toBe(ticket.ticket_number);
  });

  it('is read by its raiser and admins only, and written by nobody directly', async () => {
    for (const who of [m.otherCustomer, m.staffA, m.staffB, anonymous, guest])
      expect(await statusOf(getTicket(who, ticketId))).toBe(404);
    expect((await getTicket(m.admin, ticketId)).subject).toBe('Refund not received');
    expect(
      await statusOf(
        m.customer.tablesDB.updateRow<Models.DefaultRow>({
          databaseId: DB,
          tableId: 'grievance_tickets',
          rowId: ticketId,
          data: { status: 'resolved' },
        }),
      ),
    ).toBe(401);
    expect(
      await statusOf(
        m.customer.tablesDB.createRow<Models.DefaultRow>({
          databaseId: DB,
          tableId: 'grievance_tickets',
          rowId: ID.unique(),
          data: {
            ticket_number: 'GRV-000000-AAAAAA',
            user_id: m.customer.user.$id,
            subject: 'Forged',
            message: 'A ticket written past the function.',
            status: 'resolved',
            created_at: new Date().toISOString(),
            ack_due_at: new Date().toISOString(),
            resolve_due_at: new Date().toISOString(),
          },
        }),
      ),
    ).toBe(401);
  });

  it('refuses another customer’s order number, a bad form and a guest', async () => {
    const body = { action: 'raise_grievance', subject: 'Wrong item', message: 'I got a different medicine.' };
    expect(await run(m.otherCustomer, FN, { ...body, order_number: ORDER_NUMBER })).toMatchObject({
      status: 400,
      body: { code: 'grievance_order_unknown' },
    });
    expect(await run(m.customer, FN, { ...body, subject: '' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_input' },
    });
    const fromGuest = await anonymous.functions.createExecution({ functionId: FN, body: JSON.stringify(body) });
    expect(fromGuest.responseStatusCode).toBe(403);
  });

  it('lets only admins acknowledge and resolve, with an audit row', async () => {
    for (const who of [m.customer, m.staffB])
      expect(await run(who, FN, { action: 'update_grievance', ticket_id: ticketId, status: 'resolved' })).toMatchObject(
        {
          status: 401,
          body: { code: 'admin_required' },
        },
      );
    const acked = await run(m.admin, FN, { action: 'update_grievance', ticket_id: ticketId, status: 'acknowledged' });
    expect(acked.status, JSON.stringify(acked.body)).toBe(200);
    expect(acked.body.ticket).toMatchObject({ status: 'acknowledged', acknowledged_at: expect.any(String) });
    const done = await run(m.admin, FN, {
      action: 'update_grievance',
      ticket_id: ticketId,
      status: 'resolved',
      response: 'Refunded to your card on 2 Dec.',
    });
    expect(done.body.ticket).toMatchObject({ status: 'resolved', response: 'Refunded to your card on 2 Dec.' });
    expect((await getTicket(m.customer, ticketId)).status).toBe('resolved');
    expect(
      await run(m.admin, FN, { action: 'update_grievance', ticket_id: ticketId, status: 'acknowledged' }),
    ).toMatchObject({ status: 409 });
  });
});

describe('Delete my account', () => {
  const PASSWORD = 'correct horse battery';
  let n = 0;
  const team = Permission.read(Role.team(teamOf(STORES.A.id)));
  const newCustomer = async (): Promise<SignedInUser> =>
    signUpAndSignIn(t, { email: `erase${++n}.${Date.now()}@instamg.test`, password: PASSWORD, name: 'Asha Verma' });
  /** Whether the row is gone (read with the key). */
  const gone = (tableId: string, rowId: string) =>
    m.tablesDB.getRow({ databaseId: DB, tableId, rowId }).then(
      () => false,
      (error: { code?: number }) => error.code === 404,
    );
  const erase = (who: SignedInUser, body: Record<string, unknown> = { confirm: 'DELETE' }) =>
    run(who, FN, { action: 'erasure', ...body });
  /** Ages the session as if it was signed in `minutes` ago. */
  const ageSession = (who: SignedInUser, minutes: number) =>
    t.dev.deps.db
      .prepare('update _auth_sessions set created_at = ? where id = ?')
      .run(new Date(Date.now() - minutes * 60_000).toISOString(), who.session.$id);

  async function orderOf(
    who: SignedInUser,
    status: string,
    opts: { h1?: boolean; number: string },
  ): Promise<{ orderId: string; verificationId: string; prescriptionId: string }> {
    const me = who.user.$id;
    const permissions = [Permission.read(Role.user(me)), team];
    const deliveredAt = new Date(Date.now() - 86_400_000).toISOString();
    const order = await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'orders',
      rowId: ID.unique(),
      permissions,
      data: {
        order_number: opts.number,
        customer_id: me,
        store_id: STORES.A.id,
        store_team_id: teamOf(STORES.A.id),
        store_name: 'Test Pharmacy A',
        store_licence: 'DL-1',
        store_gstin: '07AAAAA0000A1Z5',
        status,
        payment_status: 'paid',
        delivery_mode: 'express',
        address_name: 'Asha Verma',
        recipient_name: 'Asha Verma',
        address_line1: '7 Lodhi Road',
        address_line2: 'Flat 3',
        city: 'New Delhi',
        state: 'Delhi',
        postal_code: '110003',
        latitude: 28.59123,
        longitude: 77.22789,
        distance_km: 2,
        item_count: 1,
        items_mrp_total: 100,
        items_total: 100,
        discount: 0,
        delivery_fee: 0,
        gst_total: 10.71,
        total: 100,
        currency: 'INR',
        rx_status: 'verified',
        invoice_date: deliveredAt,
        delivered_at: status === 'delivered' ? deliveredAt : null,
      },
    });
    await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'order_contacts',
      rowId: order.$id,
      permissions: [Permission.read(Role.user(me)), team],
      data: { order_id: order.$id, recipient_name: 'Asha Verma', phone: '+919812345678' },
    });
    await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'order_items',
      rowId: ID.unique(),
      permissions,
      data: {
        order_id: order.$id,
        product_id: 'p-h1',
        inventory_id: 'inv-a-h1',
        batch: 'B7',
        product_name: opts.h1 ? 'Cefixo 200 Tablet' : 'Amoxi 500 Capsule',
        pack_size: '10 tablets',
        schedule: opts.h1 ? 'H1' : 'H',
        rx_required: true,
        quantity: 1,
        mrp: 100,
        unit_price: 100,
        line_total: 100,
        gst_rate: 12,
        gst_amount: 10.71,
      },
    });
    const prescription = await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'prescriptions',
      rowId: ID.unique(),
      permissions: [Permission.read(Role.user(me)), team],
      data: { user_id: me, file_id: ID.unique(), status: 'verified', order_id: order.$id, store_id: STORES.A.id },
    });
    const verification = await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'prescription_verifications',
      rowId: ID.unique(),
      permissions: [team],
      data: {
        order_id: order.$id,
        store_id: STORES.A.id,
        prescription_id: prescription.$id,
        decision: 'verified',
        lines: '[]',
        pharmacist_user_id: m.pharmacistA.user.$id,
        pharmacist_name: 'P. Sharma',
        pharmacy_council: 'Delhi Pharmacy Council',
        registration_number: 'DPC-1',
        verified_at: deliveredAt,
        patient_name: 'Asha Verma',
        prescriber_name: 'Dr R. Iyer',
        prescriber_registration: 'DMC-44120',
        prescriber_address: '4 Ring Road, New Delhi',
      },
    });
    return { orderId: order.$id, verificationId: verification.$id, prescriptionId: prescription.$id };
  }

  it('refuses a stale session, a missing confirmation and an active order, with the reason', async () => {
    const who = await newCustomer();
    expect(await erase(who, {})).toMatchObject({ status: 400, body: { code: 'erasure_not_confirmed' } });
    ageSession(who, 10);
    expect(await erase(who)).toMatchObject({ status: 401, body: { code: 'fresh_sign_in_required' } });
    const fresh = await signIn(t, { email: who.user.email, password: PASSWORD });
    await orderOf(fresh, 'out_for_delivery', { number: 'IMG-ERAS-0001' });
    const blocked = await erase(fresh);
    expect(blocked).toMatchObject({ status: 409, body: { code: 'erasure_blocked_by_order' } });
    expect(blocked.body.message).toContain('IMG-ERAS-0001');
    expect((await new Users(t.serverClient()).get({ userId: who.user.$id })).$id).toBe(who.user.$id);
  });

  it('refuses store staff (they leave the store first)', async () => {
    for (const member of [m.staffA, m.pharmacistA])
      expect(await erase(await signIn(t, { email: member.user.email, password: PASSWORD }))).toMatchObject({
        status: 409,
        body: { code: 'erasure_blocked_by_store_role' },
      });
    expect((await m.staffA.account.get()).$id).toBe(m.staffA.user.$id);
  });

  it('refuses a session that still owes its second factor, for erasure and for export', async () => {
    const who = await newCustomer();
    const users = new Users(t.serverClient());
    await users.updateEmailVerification({ userId: who.user.$id, emailVerification: true });
    await users.updateMfa({ userId: who.user.$id, mfa: true });
    const halfway = await signIn(t, { email: who.user.email, password: PASSWORD }).catch(() => null);
    // account.get() itself owes the factor; sign in by hand.
    const web = halfway ?? createWebClient(t.endpoint, t.projectId);
    if (!halfway) await web.account.createEmailPasswordSession({ email: who.user.email, password: PASSWORD });
    for (const action of ['erasure', 'export'])
      await expect(
        web.functions.createExecution({ functionId: FN, body: JSON.stringify({ action, confirm: 'DELETE' }) }),
      ).rejects.toMatchObject({ type: 'user_more_factors_required' });
    expect((await users.get({ userId: who.user.$id })).status).toBe(true);
  });

  it('erases the caller only: no sign-in, addresses and consents gone, orders kept without name and phone, the H1 register intact', async () => {
    const who = await newCustomer();
    const me = who.user.$id;
    const bystander = await newCustomer();
    const address = await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'addresses',
      rowId: ID.unique(),
      permissions: [Permission.read(Role.user(me))],
      data: {
        user_id: me,
        name: 'Home',
        address_line1: '7 Lodhi Road',
        city: 'New Delhi',
        state: 'Delhi',
        postal_code: '110003',
      },
    });
    expect((await run(who, 'privacy-consents', { purpose: 'marketing', granted: true })).status).toBe(201);
    const h1 = await orderOf(who, 'delivered', { h1: true, number: 'IMG-ERAS-0002' });
    const plain = await orderOf(who, 'cancelled', { number: 'IMG-ERAS-0003' });
    const loose = await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'prescriptions',
      rowId: ID.unique(),
      permissions: [Permission.read(Role.user(me))],
      data: { user_id: me, file_id: ID.unique(), status: 'pending' },
    });
    // A prescription-photo request (issue 36) with its photo and a priced line.
    const photo = await who.storage.createFile({
      bucketId: 'rx_request_files',
      fileId: ID.unique(),
      file: new File(['%PDF-1.4 erasure'], 'rx.pdf', { type: 'application/pdf' }),
    });
    const request = await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'rx_requests',
      rowId: ID.unique(),
      permissions: [Permission.read(Role.user(me))],
      data: {
        customer_id: me,
        address_id: address.$id,
        latitude: 28.59,
        longitude: 77.23,
        note: 'all medicines, 1 month',
        file_ids: [photo.$id],
        state: 'priced',
        submitted_at: new Date().toISOString(),
      },
    });
    const requestLine = await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'rx_request_lines',
      rowId: ID.unique(),
      data: {
        request_id: request.$id,
        product_id: 'p1',
        product_name: 'Azee 500',
        schedule: 'H',
        quantity: 1,
        unit_price: 110,
        mrp: 120,
      },
    });
    // A refill of the delivered order and one of its cycles (issue 36 §3).
    const refill = await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'refills',
      rowId: ID.unique(),
      permissions: [Permission.read(Role.user(me))],
      data: {
        customer_id: me,
        source_order_id: h1.orderId,
        address_id: address.$id,
        lines: '[]',
        interval_days: 30,
        state: 'active',
        run_out_day: '2027-01-05',
      },
    });
    const refillRun = await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'refill_runs',
      rowId: ID.unique(),
      permissions: [Permission.read(Role.user(me))],
      data: { refill_id: refill.$id, customer_id: me, run_out_day: '2026-12-06', outcome: 'rx_needed' },
    });

    // A rating of the delivered order (issue 33 §6): the only one of store A, so its figure is 5 (1).
    await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'store_ratings',
      rowId: h1.orderId,
      permissions: [Permission.read(Role.user(me))],
      data: {
        order_id: h1.orderId,
        store_id: STORES.A.id,
        customer_id: me,
        author_first_name: 'Erased',
        store_rating: 5,
        delivery_rating: 5,
        text: 'Names me',
        delivered_at: new Date().toISOString(),
        editable_until: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        rated_at: new Date().toISOString(),
        visibility: 'visible',
      },
    });
    await m.tablesDB.updateRow({
      databaseId: DB,
      tableId: 'stores',
      rowId: STORES.A.id,
      data: { rating: 5, reviews: 1 },
    });

    // A family tracking link they shared (issue 38 §4): only the token's hash, but it names them.
    const link = await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'tracking_links',
      rowId: ID.unique(),
      data: {
        order_id: h1.orderId,
        token_hash: 'e'.repeat(64),
        created_by: me,
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });

    const done = await erase(who, { confirm: 'DELETE', user_id: bystander.user.$id });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.request).toMatchObject({ kind: 'erasure', status: 'completed' });
    // The bystander named in the body is untouched; the caller cannot sign in.
    expect((await bystander.account.get()).$id).toBe(bystander.user.$id);
    await expect(signIn(t, { email: who.user.email, password: PASSWORD })).rejects.toMatchObject({ code: 401 });
    expect(await statusOf(who.account.get())).toBe(401);
    const rows = (tableId: string, column = 'user_id') =>
      m.tablesDB.listRows({
        databaseId: DB,
        tableId,
        queries: [`{"method":"equal","attribute":"${column}","values":["${me}"]}`],
      });
    expect(await gone('addresses', address.$id)).toBe(true);
    expect((await rows('consent_records')).total).toBe(0);
    expect(await gone('prescriptions', loose.$id)).toBe(true);
    expect(await gone('rx_requests', request.$id)).toBe(true);
    expect(await gone('rx_request_lines', requestLine.$id)).toBe(true);
    expect(await gone('refills', refill.$id)).toBe(true);
    expect(await gone('refill_runs', refillRun.$id)).toBe(true);
    expect(await gone('tracking_links', link.$id)).toBe(true);
    // The rating is gone and store A's figure no longer counts it.
    expect(await gone('store_ratings', h1.orderId)).toBe(true);
    expect(await m.tablesDB.getRow({ databaseId: DB, tableId: 'stores', rowId: STORES.A.id })).toMatchObject({
      rating: null,
      reviews: 0,
    });
    const keyStorage = new Storage(m.tablesDB.client);
    const photoAfter = await keyStorage.getFile({ bucketId: 'rx_request_files', fileId: photo.$id }).then(
      () => 200,
      (err: { code?: number }) => err.code,
    );
    expect(photoAfter).toBe(404);
    // The cancelled order was no supply: its prescription goes; the delivered H1 order's is kept 3 years.
    expect(await gone('prescriptions', plain.prescriptionId)).toBe(true);
    const kept = await m.tablesDB.getRow({ databaseId: DB, tableId: 'prescriptions', rowId: h1.prescriptionId });
    expect(Date.parse(kept.retain_until as string)).toBeGreaterThan(Date.now() + 2.9 * 365 * 86_400_000);

    // Orders stay readable for the store and the admin, without the name, street and phone.
    for (const reader of [m.staffA, m.admin]) {
      const order = await reader.tablesDB.getRow({ databaseId: DB, tableId: 'orders', rowId: h1.orderId });
      expect(order).toMatchObject({
        order_number: 'IMG-ERAS-0002',
        address_name: 'Deleted user',
        recipient_name: null,
        address_line1: 'Deleted user',
        address_line2: null,
        city: 'New Delhi',
        state: 'Delhi',
        postal_code: '110003',
        latitude: 28.59,
        longitude: 77.23,
        total: 100,
      });
      // GST: 72 months from the annual return's due date (31 December after the financial year).
      expect(Date.parse(order.retain_until as string)).toBe(
        Date.parse(gstRetainUntil(new Date(order.invoice_date as string))),
      );
    }
    const contact = await m.admin.tablesDB.getRow({ databaseId: DB, tableId: 'order_contacts', rowId: h1.orderId });
    expect(contact).toMatchObject({ recipient_name: null, phone: null });

    // The H1 register (read as the store) still names the patient, as Drugs Rules r.65 requires;
    // the Schedule H order's verification loses the name.
    const verifications = (
      await m.staffA.tablesDB.listRows({
        databaseId: DB,
        tableId: 'prescription_verifications',
        queries: [`{"method":"equal","attribute":"order_id","values":["${h1.orderId}","${plain.orderId}"]}`],
      })
    ).rows as unknown as RegisterVerification[];
    const items = (
      await m.staffA.tablesDB.listRows({
        databaseId: DB,
        tableId: 'order_items',
        queries: [`{"method":"equal","attribute":"order_id","values":["${h1.orderId}"]}`],
      })
    ).rows as unknown as RegisterItem[];
    const order = await m.staffA.tablesDB.getRow({ databaseId: DB, tableId: 'orders', rowId: h1.orderId });
    const register = h1RegisterRows(verifications, items, [
      { $id: order.$id, delivered_at: order.delivered_at as string },
    ]);
    expect(register).toEqual([
      expect.objectContaining({ patient: 'Asha Verma', drug: 'Cefixo 200 Tablet (10 tablets)', quantity: 1 }),
    ]);
    expect(verifications.find((v) => v.order_id === plain.orderId)?.patient_name).toBeNull();

    // The request is logged for the admin queue.
    const logged = await m.admin.tablesDB.getRow({
      databaseId: DB,
      tableId: 'data_requests',
      rowId: done.body.request.$id,
    });
    expect(logged).toMatchObject({ user_id: me, kind: 'erasure', status: 'completed' });
  });

  it('sweeps kept prescriptions once their retention has passed (schedule or API key only)', async () => {
    const past = await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'prescriptions',
      rowId: ID.unique(),
      data: {
        user_id: 'gone-user',
        file_id: ID.unique(),
        status: 'verified',
        retain_until: '2020-01-01T00:00:00.000Z',
      },
    });
    const later = await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'prescriptions',
      rowId: ID.unique(),
      data: {
        user_id: 'gone-user',
        file_id: ID.unique(),
        status: 'verified',
        retain_until: '2099-01-01T00:00:00.000Z',
      },
    });
    // A user's `now` is refused; the API key's run sweeps.
    expect((await run(m.customer, FN, { now: '2100-01-01T00:00:00.000Z' })).status).toBe(400);
    const { Functions } = await import('node-appwrite');
    const swept = await new Functions(t.serverClient()).createExecution({ functionId: FN, body: '{}' });
    expect(JSON.parse(swept.responseBody)).toMatchObject({ prescriptions_deleted: 1 });
    expect(await gone('prescriptions', past.$id)).toBe(true);
    expect((await m.tablesDB.getRow({ databaseId: DB, tableId: 'prescriptions', rowId: later.$id })).$id).toBe(
      later.$id,
    );
  });

  it('deletes every export file whose 7 days are over, even of someone who never came back', async () => {
    const storage = new Storage(t.serverClient());
    const owner = m.otherCustomer.user.$id;
    const made = async (expiresAt: string) => {
      const id = ID.unique();
      for (const fileId of [id, `${id}-summary`])
        await storage.createFile({
          bucketId: 'data_exports',
          fileId,
          file: InputFile.fromBuffer(Buffer.from('{}'), fileId.endsWith('summary') ? 'x.html' : 'x.json'),
          permissions: [`read("user:${owner}")`],
        });
      await m.tablesDB.createRow({
        databaseId: DB,
        tableId: 'data_requests',
        rowId: id,
        permissions: [`read("user:${owner}")`],
        data: {
          user_id: owner,
          kind: 'export',
          status: 'ready',
          requested_at: '2026-11-01T00:00:00.000Z',
          due_at: '2027-01-30T00:00:00.000Z',
          completed_at: '2026-11-01T00:01:00.000Z',
          file_id: id,
          expires_at: expiresAt,
        },
      });
      return id;
    };
    const expired = await made('2026-11-08T00:01:00.000Z');
    const current = await made('2099-01-01T00:00:00.000Z');
    const { Functions } = await import('node-appwrite');
    const swept = await new Functions(t.serverClient()).createExecution({ functionId: FN, body: '{}' });
    expect(JSON.parse(swept.responseBody).exports_expired).toBeGreaterThanOrEqual(1);
    for (const fileId of [expired, `${expired}-summary`])
      expect(
        await storage.getFile({ bucketId: 'data_exports', fileId }).then(
          () => 200,
          (error: { code?: number }) => error.code,
        ),
      ).toBe(404);
    expect((await m.tablesDB.getRow({ databaseId: DB, tableId: 'data_requests', rowId: expired })).status).toBe(
      'completed',
    );
    for (const fileId of [current, `${current}-summary`])
      expect((await storage.getFile({ bucketId: 'data_exports', fileId })).$id).toBe(fileId);
  });
});

describe('breach notice', () => {
  const notice = () => ({
    action: 'breach_notice',
    user_ids: [m.customer.user.$id, m.otherCustomer.user.$id, 'no-such-user'],
    subject: 'Important: a security incident affecting your instamg account',
    message: 'On 2 December 2026 we found that a file of delivery addresses could be read by someone outside instamg.',
  });

  it('is sent by admins only, by e-mail to each chosen account, with an audit row', async () => {
    for (const who of [m.customer, m.staffA])
      expect(await run(who, FN, notice())).toMatchObject({ status: 401, body: { code: 'admin_required' } });
    expect(await run(m.admin, FN, { ...notice(), message: 'On {date} we found that {what happened}.' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_input' },
    });
    const sent = await run(m.admin, FN, notice());
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ sent_to: 2, unknown: 1 });
    const messaging = new Messaging(t.serverClient());
    const email = (await messaging.listMessages()).messages.find((msg) => msg.$id === sent.body.message_ids[0])!;
    expect(email.data).toMatchObject({ subject: notice().subject });
    expect([...email.users].sort()).toEqual([m.customer.user.$id, m.otherCustomer.user.$id].sort());
    const audit = await m.admin.tablesDB.listRows({
      databaseId: DB,
      tableId: 'audit_log',
      queries: [`{"method":"equal","attribute":"action","values":["breach_notice_sent"]}`],
    });
    expect(audit.rows).toEqual([expect.objectContaining({ actor_id: m.admin.user.$id, actor_role: 'admin' })]);
  });
});

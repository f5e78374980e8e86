import { createHash } from 'node:crypto';
import { ID, Query, TablesDB, type Models } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadExport, exportStatus, startExport, type ExportStatus } from '@instamg/shared/grid/grid-data';
import { PRESCRIPTIONS_GRID } from '@instamg/shared/grid/grid-specs';
import { defaultGridView } from '@instamg/shared/grid/grid-query';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  PRODUCTS,
  STORES,
  buildMarketplace,
  run,
  type Marketplace,
  RX_VERIFICATION,
} from '../../../dev-server/test/orders-fixtures.ts';
import type { SignedInUser } from '../../../dev-server/test/web-client.ts';
import { pay } from '../../order-state/test/sdk-orders.ts';

/**
 * (The first calls of order-state, place-order and export-csv build their bundles: on a loaded
 * two-core machine the longer journeys below get two minutes.)
 *
 * Issue 19 §5 through the SDKs: order-state hashes every uploaded prescription itself and counts
 * the other uploads of the same file; a verification leaves the pharmacist's name and council
 * number on the prescription row; admin-moderation revokes a pharmacist's registration (their next
 * verify is refused at once) and confirms it again, edits, hides and approves testimonials, each
 * with an audit_log row; customers write testimonials neither directly nor through the function.
 */

let t: TestServer;
let m: Marketplace;
let key: TablesDB;

beforeAll(async () => {
  t = await startTestServer();
  key = new TablesDB(t.serverClient());
  m = await buildMarketplace(t, 'moderation');
}, 90_000);
afterAll(async () => {
  await t?.close();
});

const moderate = (who: SignedInUser, body: Record<string, unknown>) => run(who, 'admin-moderation', body);
const auditOf = (entityId: string) =>
  key.listRows({
    databaseId: DB,
    tableId: 'audit_log',
    queries: [Query.equal('entity_id', entityId), Query.orderAsc('$createdAt')],
  });
const prescriptionRow = (rowId: string) => key.getRow({ databaseId: DB, tableId: 'prescriptions', rowId });
const issuedOn = () => new Date(Date.now() - 3 * 86400_000).toISOString().slice(0, 10);

/** The customer uploads `bytes` and registers them through order-state, as the checkout does. */
async function upload(who: SignedInUser, bytes: Uint8Array): Promise<Models.DefaultRow> {
  const file = await who.storage.createFile({
    bucketId: 'prescriptions',
    fileId: ID.unique(),
    file: new File([bytes], 'rx.pdf', { type: 'application/pdf' }),
  });
  const reply = await run(who, 'order-state', {
    action: 'submit_prescription',
    file_id: file.$id,
    issued_on: issuedOn(),
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.prescription as Models.DefaultRow;
}

async function rxOrder(prescriptionId: string): Promise<string> {
  const reply = await run(m.customer, 'place-order', {
    address_id: m.addressId,
    delivery_mode: 'standard',
    store_id: STORES.A.id,
    prescription_id: prescriptionId,
    items: [{ product_id: PRODUCTS.h.$id, quantity: 1 }],
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const id = (reply.body.order as Models.DefaultRow).$id;
  await pay(t, m, id); // paid, so the store's pharmacist sees it (issue 32: team read once paid)
  return id;
}

describe('prescription hashes and the duplicate count', () => {
  it('the function hashes the bytes itself; a second upload of the same file counts on both rows, another file does not', async () => {
    const bytes = new Uint8Array([
      0x25,
      0x50,
      0x44,
      0x46,
      0x2d,
      0x31,
      0x2e,
      0x37,
      ...ID.unique()
        .split('')
        .map((c) => c.charCodeAt(0)),
    ]);
    const sha = createHash('sha256').update(bytes).digest('hex');
    const first = await upload(m.customer, bytes);
    expect([first.file_sha256, first.duplicate_count]).toEqual([sha, 0]);
    // The same file again, by another customer: both rows now say "1 other upload".
    const second = await upload(m.otherCustomer, bytes);
    expect([second.file_sha256, second.duplicate_count]).toEqual([sha, 1]);
    expect((await prescriptionRow(first.$id)).duplicate_count).toBe(1);
    const other = await upload(m.customer, new Uint8Array([...bytes, 0x0a]));
    expect(other.duplicate_count).toBe(0);
    expect(other.file_sha256).not.toBe(sha);
    // Nobody but a function writes the hash or the count (the table grants no client a write).
    await expect(
      m.customer.tablesDB.updateRow({
        databaseId: DB,
        tableId: 'prescriptions',
        rowId: other.$id,
        data: { duplicate_count: 0 },
      }),
    ).rejects.toMatchObject({ code: 401 });
    await expect(
      m.admin.tablesDB.updateRow({
        databaseId: DB,
        tableId: 'prescriptions',
        rowId: other.$id,
        data: { file_sha256: sha },
      }),
    ).rejects.toMatchObject({ code: 401 });
  }, 120_000);

  it('admins read every prescription file; another customer does not', async () => {
    const mine = await upload(m.customer, new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x39]));
    const file = await m.admin.storage.getFile({ bucketId: 'prescriptions', fileId: mine.file_id as string });
    expect(file.$id).toBe(mine.file_id);
    await expect(
      m.otherCustomer.storage.getFile({ bucketId: 'prescriptions', fileId: mine.file_id as string }),
    ).rejects.toMatchObject({ code: 404 });
  });
});

/** The CSV export-csv writes of PRESCRIPTIONS_GRID with these filters, as the grid's Export button runs it. */
async function exportPrescriptions(who: SignedInUser, filters: Record<string, string>): Promise<string> {
  const executionId = await startExport(who.functions, PRESCRIPTIONS_GRID, {
    ...defaultGridView(PRESCRIPTIONS_GRID),
    filters,
  });
  let status: ExportStatus = { state: 'running' };
  for (let polls = 0; status.state === 'running' && polls < 240; polls++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = await exportStatus(who.functions, executionId);
  }
  expect(status).toEqual({ state: 'ready', fileId: executionId });
  return Buffer.from(await downloadExport(who.client, who.storage, executionId)).toString('utf8');
}

describe('the prescriptions export', () => {
  it('the admin exports the duplicated uploads (dup=yes) with their hash; a customer’s export holds only their own rows', async () => {
    const bytes = new Uint8Array([
      0x25,
      0x50,
      0x44,
      0x46,
      ...ID.unique()
        .split('')
        .map((c) => c.charCodeAt(0)),
    ]);
    const mine = await upload(m.customer, bytes);
    const theirs = await upload(m.otherCustomer, bytes);
    const unique = await upload(m.customer, new Uint8Array([...bytes, 0x0a]));
    const csv = await exportPrescriptions(m.admin, { dup: 'yes' });
    expect(csv.split('\r\n')[0]).toBe(
      // Every text cell quoted (shared/src/domain/csv.ts).
      '\uFEFF' +
        [
          'Prescription ID',
          'Uploaded at',
          'Issued on',
          'Status',
          'Store ID',
          'Last order ID',
          'Pharmacist',
          'Pharmacy council',
          'Registration number',
          'Decided at',
          'Other uploads of the same file',
          'File SHA-256',
        ]
          .map((header) => `"${header}"`)
          .join(','),
    );
    expect(csv).toContain(mine.$id);
    expect(csv).toContain(theirs.$id);
    expect(csv).toContain(String(mine.file_sha256));
    expect(csv).not.toContain(unique.$id);
    const own = await exportPrescriptions(m.otherCustomer, {});
    expect(own).toContain(theirs.$id);
    expect(own).not.toContain(mine.$id);
  }, 120_000);
});

describe('pharmacists: revoke and confirm', () => {
  it('a verification names the pharmacist on the prescription; revoked, their next verify fails at once; confirmed, it works again', async () => {
    const registration = (
      await key.listRows({
        databaseId: DB,
        tableId: 'store_pharmacists',
        queries: [Query.equal('user_id', m.pharmacistA.user.$id), Query.equal('store_id', STORES.A.id)],
      })
    ).rows[0]!;

    const verified = await upload(m.customer, new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x41]));
    const firstOrder = await rxOrder(verified.$id);
    const ok = await run(m.pharmacistA, 'order-state', {
      action: 'verify_prescription',
      order_id: firstOrder,
      ...RX_VERIFICATION,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await prescriptionRow(verified.$id)).toMatchObject({
      status: 'verified',
      store_id: STORES.A.id,
      verified_by: m.pharmacistA.user.$id,
      pharmacist_name: registration.name,
      pharmacy_council: registration.pharmacy_council,
      registration_number: registration.registration_number,
    });

    // Not without a reason, not by the pharmacist themself or staff.
    expect((await moderate(m.admin, { action: 'revoke_pharmacist', pharmacist_id: registration.$id })).body.code).toBe(
      'reason_required',
    );
    for (const who of [m.pharmacistA, m.staffA, m.customer])
      expect(
        (await moderate(who, { action: 'revoke_pharmacist', pharmacist_id: registration.$id, reason: 'x'.repeat(5) }))
          .status,
      ).toBe(401);
    expect(
      (await moderate(m.admin, { action: 'revoke_pharmacist', pharmacist_id: 'no-such-row', reason: 'Lapsed' })).body
        .code,
    ).toBe('pharmacist_not_found');

    const revoked = await moderate(m.admin, {
      action: 'revoke_pharmacist',
      pharmacist_id: registration.$id,
      reason: 'Registration lapsed',
    });
    expect([revoked.status, revoked.body.pharmacist.is_active]).toEqual([200, false]);
    const pending = await upload(m.customer, new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x42]));
    const secondOrder = await rxOrder(pending.$id);
    const refused = await run(m.pharmacistA, 'order-state', {
      action: 'verify_prescription',
      order_id: secondOrder,
      ...RX_VERIFICATION,
    });
    expect(refused.status).toBe(403);
    expect((await prescriptionRow(pending.$id)).status).toBe('pending');

    const confirmed = await moderate(m.admin, {
      action: 'confirm_pharmacist',
      pharmacist_id: registration.$id,
      note: 'Certificate renewed',
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.pharmacist).toMatchObject({ is_active: true, confirmed_by: m.admin.user.$id });
    expect(
      (
        await run(m.pharmacistA, 'order-state', {
          action: 'verify_prescription',
          order_id: secondOrder,
          ...RX_VERIFICATION,
        })
      ).status,
    ).toBe(200);

    const audit = await auditOf(registration.$id);
    expect(audit.rows.map((row) => [row.action, row.entity_type, row.actor_id, row.note])).toEqual([
      ['pharmacist.revoke', 'store_pharmacist', m.admin.user.$id, 'Registration lapsed'],
      ['pharmacist.confirm', 'store_pharmacist', m.admin.user.$id, 'Certificate renewed'],
    ]);
    expect(JSON.parse(String(audit.rows[0]!.before))).toEqual({ is_active: true });
    expect(JSON.parse(String(audit.rows[0]!.after))).toEqual({ is_active: false });
  }, 120_000);
});

describe('testimonials', () => {
  const VALUES = { name: 'Meera K.', city: 'Pune', rating: 4, text: 'Delivered before my tea got cold.' };
  let id: string;
  beforeAll(async () => {
    id = (
      await key.createRow({
        databaseId: DB,
        tableId: 'testimonials',
        rowId: ID.unique(),
        data: { ...VALUES, is_active: true },
      })
    ).$id;
  });

  it('a customer cannot write testimonials, directly or through the function', async () => {
    await expect(
      m.customer.tablesDB.createRow({ databaseId: DB, tableId: 'testimonials', rowId: ID.unique(), data: VALUES }),
    ).rejects.toMatchObject({ code: 401 });
    await expect(
      m.customer.tablesDB.updateRow({ databaseId: DB, tableId: 'testimonials', rowId: id, data: { is_active: false } }),
    ).rejects.toMatchObject({ code: 401 });
    // Admins too change them only through admin-moderation (validated and audited).
    await expect(
      m.admin.tablesDB.updateRow({ databaseId: DB, tableId: 'testimonials', rowId: id, data: { is_active: false } }),
    ).rejects.toMatchObject({ code: 401 });
    const reply = await moderate(m.customer, { action: 'set_testimonial_active', testimonial_id: id, active: false });
    expect([reply.status, reply.body.code]).toEqual([401, 'admin_required']);
    expect((await key.getRow({ databaseId: DB, tableId: 'testimonials', rowId: id })).is_active).toBe(true);
  });

  it('an admin edits (validated), hides and approves; each change is audited with only the changed columns', async () => {
    const bad = await moderate(m.admin, {
      action: 'update_testimonial',
      testimonial_id: id,
      values: { ...VALUES, rating: 6 },
    });
    expect([bad.status, bad.body.code, bad.body.message]).toEqual([
      400,
      'invalid_input',
      'Rating: choose a rating from 1 to 5 stars.',
    ]);
    const edited = await moderate(m.admin, {
      action: 'update_testimonial',
      testimonial_id: id,
      values: { ...VALUES, text: 'Delivered in 18 minutes, pharmacist called.' },
    });
    expect([edited.status, edited.body.testimonial.text]).toEqual([200, 'Delivered in 18 minutes, pharmacist called.']);
    const hidden = await moderate(m.admin, { action: 'set_testimonial_active', testimonial_id: id, active: false });
    expect(hidden.body.testimonial.is_active).toBe(false);
    const shown = await moderate(m.admin, { action: 'set_testimonial_active', testimonial_id: id, active: true });
    expect(shown.body.testimonial.is_active).toBe(true);
    const audit = await auditOf(id);
    expect(audit.rows.map((row) => [row.action, row.entity_type, JSON.parse(String(row.after))])).toEqual([
      ['testimonial.update', 'testimonial', { text: 'Delivered in 18 minutes, pharmacist called.' }],
      ['testimonial.hide', 'testimonial', { is_active: false }],
      ['testimonial.approve', 'testimonial', { is_active: true }],
    ]);
    expect(
      (await moderate(m.admin, { action: 'set_testimonial_active', testimonial_id: 'gone', active: true })).body.code,
    ).toBe('testimonial_not_found');

    // A new one is validated, hidden until approved, and audited.
    expect((await moderate(m.admin, { action: 'create_testimonial', values: { ...VALUES, city: '' } })).status).toBe(
      400,
    );
    const created = await moderate(m.admin, { action: 'create_testimonial', values: VALUES });
    expect([created.status, created.body.testimonial.is_active, created.body.testimonial.name]).toEqual([
      201,
      false,
      VALUES.name,
    ]);
    expect((await auditOf(created.body.testimonial.$id as string)).rows.map((row) => row.action)).toEqual([
      'testimonial.create',
    ]);
  });
});

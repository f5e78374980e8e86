import { Query, TablesDB } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import { buildMarketplace, run, type Marketplace } from '../../../dev-server/test/orders-fixtures.ts';
import type { SignedInUser } from '../../../dev-server/test/web-client.ts';

/**
 * admin-catalog's category actions through the SDKs (issue 19 §4): an admin creates, edits,
 * deactivates and reactivates a category (shared validator, unique slug); every change writes an
 * audit_log row with its before/after; a customer and store staff get 401 and change nothing, and
 * cannot write the table directly either.
 */

let t: TestServer;
let m: Marketplace;
let key: TablesDB;

const VALUES = {
  name: 'Baby Care',
  slug: 'baby-care-sdk',
  description: 'Diapers, rash creams and baby wipes.',
  icon: 'ChildCare',
  image_url: null,
  sort_order: 70,
  default_schedule: 'none',
  default_rx_required: false,
  is_active: true,
};

const catalogue = (who: SignedInUser, body: Record<string, unknown>) => run(who, 'admin-catalog', body);
const auditOf = (categoryId: string) =>
  key.listRows({
    databaseId: 'instamg',
    tableId: 'audit_log',
    queries: [Query.equal('entity_id', categoryId), Query.orderAsc('$createdAt')],
  });
const rowOf = (categoryId: string) => key.getRow({ databaseId: 'instamg', tableId: 'categories', rowId: categoryId });

beforeAll(async () => {
  t = await startTestServer();
  key = new TablesDB(t.serverClient());
  m = await buildMarketplace(t, 'categories');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('admin-catalog categories', () => {
  it('an admin creates a category with its default schedule and Rx flag; the audit row has the values', async () => {
    const created = await catalogue(m.admin, {
      action: 'create_category',
      values: { ...VALUES, slug: 'derma-sdk', name: 'Derma', default_schedule: 'H', default_rx_required: true },
    });
    expect(created.status).toBe(200);
    const category = created.body.category;
    expect([category.slug, category.default_schedule, category.default_rx_required, category.is_active]).toEqual([
      'derma-sdk',
      'H',
      true,
      true,
    ]);
    const audit = await auditOf(category.$id);
    expect(audit.rows.map((row) => [row.action, row.entity_type, row.actor_id, row.actor_role])).toEqual([
      ['category.create', 'category', m.admin.user.$id, 'admin'],
    ]);
    expect(JSON.parse(String(audit.rows[0]!.after))).toMatchObject({ name: 'Derma', sort_order: 70 });
  });

  it('edits and deactivation are logged with only the changed columns; a taken slug is refused', async () => {
    const { body } = await catalogue(m.admin, { action: 'create_category', values: VALUES });
    const id = body.category.$id as string;
    const edited = await catalogue(m.admin, {
      action: 'update_category',
      category_id: id,
      values: { ...VALUES, name: 'Baby & Mother Care', sort_order: 5 },
    });
    expect([edited.status, edited.body.category.name, edited.body.category.sort_order]).toEqual([
      200,
      'Baby & Mother Care',
      5,
    ]);
    const off = await catalogue(m.admin, { action: 'set_category_active', category_id: id, active: false });
    expect([off.status, (await rowOf(id)).is_active]).toEqual([200, false]);
    const on = await catalogue(m.admin, { action: 'set_category_active', category_id: id, active: true });
    expect([on.status, (await rowOf(id)).is_active]).toEqual([200, true]);

    const audit = await auditOf(id);
    expect(audit.rows.map((row) => row.action)).toEqual([
      'category.create',
      'category.update',
      'category.deactivate',
      'category.activate',
    ]);
    expect([JSON.parse(String(audit.rows[1]!.before)), JSON.parse(String(audit.rows[1]!.after))]).toEqual([
      { name: 'Baby Care', sort_order: 70 },
      { name: 'Baby & Mother Care', sort_order: 5 },
    ]);
    expect(JSON.parse(String(audit.rows[2]!.after))).toEqual({ is_active: false });

    const clash = await catalogue(m.admin, { action: 'create_category', values: { ...VALUES, name: 'Other' } });
    expect([clash.status, clash.body.code]).toEqual([409, 'category_slug_taken']);
    const bad = await catalogue(m.admin, {
      action: 'update_category',
      category_id: id,
      values: { ...VALUES, default_schedule: 'H1', default_rx_required: false },
    });
    expect([bad.status, bad.body.code]).toEqual([400, 'invalid_input']);
    const missing = await catalogue(m.admin, {
      action: 'set_category_active',
      category_id: 'no-such-cat',
      active: false,
    });
    expect([missing.status, missing.body.code]).toEqual([404, 'category_not_found']);
    expect((await auditOf(id)).total).toBe(4);
  });

  it('a customer and store staff get 401 admin_required for every category action, and nothing changes', async () => {
    const { body } = await catalogue(m.admin, {
      action: 'create_category',
      values: { ...VALUES, slug: 'locked-sdk', name: 'Locked' },
    });
    const id = body.category.$id as string;
    for (const who of [m.customer, m.staffA, m.pharmacistA]) {
      for (const request of [
        { action: 'create_category', values: { ...VALUES, slug: 'intruder-sdk' } },
        { action: 'update_category', category_id: id, values: { ...VALUES, slug: 'locked-sdk', name: 'Hacked' } },
        { action: 'set_category_active', category_id: id, active: false },
      ]) {
        const reply = await catalogue(who, request);
        expect([reply.status, reply.body.code], request.action).toEqual([401, 'admin_required']);
      }
      // Nor straight through the table.
      await expect(
        who.tablesDB.updateRow({ databaseId: 'instamg', tableId: 'categories', rowId: id, data: { is_active: false } }),
      ).rejects.toMatchObject({ code: 401 });
    }
    const row = await rowOf(id);
    expect([row.name, row.is_active]).toEqual(['Locked', true]);
    expect((await auditOf(id)).total).toBe(1);
    const intruder = await key.listRows({
      databaseId: 'instamg',
      tableId: 'categories',
      queries: [Query.equal('slug', 'intruder-sdk')],
    });
    expect(intruder.total).toBe(0);
  });
});

import { ID, Query, TablesDB, Users } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import { run } from '../../../dev-server/test/orders-fixtures.ts';
import { signIn, type SignedInUser } from '../../../dev-server/test/web-client.ts';

/**
 * admin-catalog through the SDKs (issue 19 §3): admins create, edit, list and unlist products with
 * the shared validator; every change is in the audit log with its before/after; a non-admin gets
 * 401 for every action; an image must be a product_images file; catalog-search finds an edited
 * product within seconds (no restart).
 */

let t: TestServer;
let admin: SignedInUser;
let customer: SignedInUser;
let key: TablesDB;
const PASSWORD = 'Catalog-pass-2026';

async function person(label: string, isAdmin = false): Promise<SignedInUser> {
  const users = new Users(t.serverClient());
  const email = `catalog.${label}.${Date.now()}@example.in`;
  const user = await users.create({ userId: ID.unique(), email, password: PASSWORD, name: label });
  if (isAdmin) await users.updateLabels({ userId: user.$id, labels: ['admin'] });
  return signIn(t, { email, password: PASSWORD });
}

const VALUES = {
  name: 'Zentrofen 400 Tablet',
  salt_composition: 'Ibuprofen',
  strength: '400 mg',
  dosage_form: 'Tablet',
  pack_size: 'strip of 10 tablets',
  manufacturer: 'Testwell Pharma',
  mrp: 40,
  price: 36.5,
  schedule: 'none',
  rx_required: false,
  gst_rate: 5,
  hsn: '3004',
  category_id: 'cat-admin-test',
  image_url: null,
  description: 'A test product.',
  is_active: true,
};

const catalogue = (who: SignedInUser, body: Record<string, unknown>) => run(who, 'admin-catalog', body);
const auditOf = (productId: string) =>
  key.listRows({
    databaseId: 'instamg',
    tableId: 'audit_log',
    queries: [Query.equal('entity_id', productId), Query.orderAsc('$createdAt')],
  });

beforeAll(async () => {
  t = await startTestServer();
  key = new TablesDB(t.serverClient());
  await key.createRow({
    databaseId: 'instamg',
    tableId: 'categories',
    rowId: 'cat-admin-test',
    data: { name: 'Admin test', slug: 'admin-test', sort_order: 1, is_active: true },
  });
  [admin, customer] = await Promise.all([person('admin', true), person('customer')]);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('admin-catalog', () => {
  it('an admin creates a product: derived slug and salt_key, an audit row with the values', async () => {
    const created = await catalogue(admin, { action: 'create_product', values: VALUES });
    expect(created.status).toBe(200);
    const product = created.body.product;
    expect([product.slug, product.salt_key, product.price, product.is_active]).toEqual([
      'zentrofen-400-tablet',
      'ibuprofen 400mg',
      36.5,
      true,
    ]);
    // A second product of the same name gets a slug of its own.
    const again = await catalogue(admin, { action: 'create_product', values: VALUES });
    expect(again.status).toBe(200);
    expect(again.body.product.slug).toMatch(/^zentrofen-400-tablet-[a-z0-9]{1,4}$/);

    const audit = (await auditOf(product.$id)).rows;
    expect(audit).toHaveLength(1);
    expect([audit[0]!.action, audit[0]!.actor_id, audit[0]!.entity_type, audit[0]!.before]).toEqual([
      'product.create',
      admin.user.$id,
      'product',
      null,
    ]);
    expect(JSON.parse(audit[0]!.after as string)).toMatchObject({ name: VALUES.name, price: 36.5 });
  });

  it('edits log only the changed columns, before and after; deactivating and reactivating are logged', async () => {
    const { body } = await catalogue(admin, { action: 'create_product', values: VALUES });
    const id = body.product.$id as string;
    const edited = await catalogue(admin, {
      action: 'update_product',
      product_id: id,
      values: { ...VALUES, price: 33, mrp: 39 },
    });
    expect(edited.status).toBe(200);
    expect([edited.body.product.price, edited.body.product.mrp]).toEqual([33, 39]);
    const off = await catalogue(admin, { action: 'set_product_active', product_id: id, active: false });
    expect([off.status, off.body.product.is_active]).toEqual([200, false]);
    const on = await catalogue(admin, { action: 'set_product_active', product_id: id, active: true });
    expect([on.status, on.body.product.is_active]).toEqual([200, true]);

    const audit = (await auditOf(id)).rows;
    expect(audit.map((row) => row.action)).toEqual([
      'product.create',
      'product.update',
      'product.deactivate',
      'product.activate',
    ]);
    expect(JSON.parse(audit[1]!.before as string)).toEqual({ mrp: 40, price: 36.5 });
    expect(JSON.parse(audit[1]!.after as string)).toEqual({ mrp: 39, price: 33 });
    expect(JSON.parse(audit[2]!.after as string)).toEqual({ is_active: false });
    // Only admins read the audit log.
    await expect(customer.tablesDB.listRows({ databaseId: 'instamg', tableId: 'audit_log' })).resolves.toMatchObject({
      total: 0,
    });
  });

  it('refuses invalid values with the validator’s text and changes nothing', async () => {
    const { body } = await catalogue(admin, { action: 'create_product', values: VALUES });
    const id = body.product.$id as string;
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ price: 41 }, /^Price: Price cannot be more than the MRP\.$/],
      [{ mrp: 0 }, /^MRP: MRP must be more than ₹0\.$/],
      [{ gst_rate: 12 }, /^GST rate: GST rate must be one of 0%, 5%, 18%, 40%\.$/],
      [{ hsn: '30A4' }, /^HSN code: /],
      [{ schedule: 'H1', rx_required: false }, /^Prescription required: /],
    ];
    for (const [change, message] of cases) {
      const reply = await catalogue(admin, {
        action: 'update_product',
        product_id: id,
        values: { ...VALUES, ...change },
      });
      expect([reply.status, reply.body.code]).toEqual([400, 'invalid_input']);
      expect(reply.body.message).toMatch(message);
    }
    const row = await key.getRow({ databaseId: 'instamg', tableId: 'products', rowId: id });
    expect([row.price, row.mrp, row.gst_rate]).toEqual([36.5, 40, 5]);
    const missing = await catalogue(admin, { action: 'update_product', product_id: 'no-such-product', values: VALUES });
    expect([missing.status, missing.body.code]).toEqual([404, 'product_not_found']);
    // Schedule X may be listed (never sold: place-order refuses it).
    const x = await catalogue(admin, {
      action: 'create_product',
      values: { ...VALUES, name: 'Listed X', schedule: 'X', rx_required: true },
    });
    expect(x.status).toBe(200);
  });

  it('barcode (issue 33 §2): stored normalised, kept when an edit leaves it out, cleared by null, a bad one refused', async () => {
    const created = await catalogue(admin, {
      action: 'create_product',
      values: { ...VALUES, name: 'Coded 400 Tablet', barcode: '890 1234-567890' },
    });
    expect([created.status, created.body.product.barcode]).toEqual([200, '8901234567890']);
    const id = created.body.product.$id as string;
    // What both panels' search asks (ADR 0020): the public catalogue by the exact code.
    const found = await customer.tablesDB.listRows({
      databaseId: 'instamg',
      tableId: 'products',
      queries: [Query.equal('barcode', '8901234567890')],
    });
    expect(found.rows.map((row) => row.$id)).toEqual([id]);
    const kept = await catalogue(admin, { action: 'update_product', product_id: id, values: { ...VALUES, price: 35 } });
    expect([kept.status, kept.body.product.barcode]).toEqual([200, '8901234567890']);
    const bad = await catalogue(admin, {
      action: 'update_product',
      product_id: id,
      values: { ...VALUES, barcode: '8901234567891' },
    });
    expect([bad.status, bad.body.code]).toEqual([400, 'invalid_input']);
    expect(bad.body.message).toMatch(/^Barcode: Enter a valid barcode/);
    const cleared = await catalogue(admin, {
      action: 'update_product',
      product_id: id,
      values: { ...VALUES, barcode: null },
    });
    expect([cleared.status, cleared.body.product.barcode]).toEqual([200, null]);
  });

  it('takes an image only as an uploaded product_images file', async () => {
    const { body } = await catalogue(admin, { action: 'create_product', values: VALUES });
    const id = body.product.$id as string;
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'p.png', { type: 'image/png' });
    const file = await admin.storage.createFile({ bucketId: 'product_images', fileId: ID.unique(), file: png });
    const url = `${t.endpoint}/storage/buckets/product_images/files/${file.$id}/view?project=${t.projectId}`;
    const ok = await catalogue(admin, {
      action: 'update_product',
      product_id: id,
      values: { ...VALUES, image_url: url },
    });
    expect([ok.status, ok.body.product.image_url]).toEqual([200, url]);

    const gone = url.replace(file.$id, 'no-such-file');
    const missing = await catalogue(admin, {
      action: 'update_product',
      product_id: id,
      values: { ...VALUES, image_url: gone },
    });
    expect([missing.status, missing.body.code]).toEqual([404, 'image_not_found']);
    const elsewhere = await catalogue(admin, {
      action: 'update_product',
      product_id: id,
      values: { ...VALUES, image_url: 'https://example.com/pill.png' },
    });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([400, 'invalid_input']);
    // Customers cannot upload product images.
    await expect(
      customer.storage.createFile({ bucketId: 'product_images', fileId: ID.unique(), file: png }),
    ).rejects.toMatchObject({ code: 401 });
  });

  it('a non-admin gets 401 admin_required for every action, and nothing changes', async () => {
    const { body } = await catalogue(admin, { action: 'create_product', values: VALUES });
    const id = body.product.$id as string;
    for (const request of [
      { action: 'create_product', values: VALUES },
      { action: 'update_product', product_id: id, values: { ...VALUES, price: 1 } },
      { action: 'set_product_active', product_id: id, active: false },
    ]) {
      const reply = await catalogue(customer, request);
      expect([reply.status, reply.body.code], request.action).toEqual([401, 'admin_required']);
    }
    const row = await key.getRow({ databaseId: 'instamg', tableId: 'products', rowId: id });
    expect([row.price, row.is_active]).toEqual([36.5, true]);
    expect((await auditOf(id)).rows).toHaveLength(1);
  });

  it('catalog-search finds a renamed product within seconds, without a restart', async () => {
    const { body } = await catalogue(admin, {
      action: 'create_product',
      values: { ...VALUES, name: 'Quorvex 500 Tablet', salt_composition: 'Paracetamol', strength: '500 mg' },
    });
    const id = body.product.$id as string;
    const found = async (query: string) =>
      ((await run(customer, 'catalog-search', { query })).body.products as Array<{ id: string }>).map((p) => p.id);
    // Warm the search's catalogue, then rename.
    await expect.poll(() => found('Quorvex'), { timeout: 10_000 }).toContain(id);
    await catalogue(admin, {
      action: 'update_product',
      product_id: id,
      values: { ...VALUES, name: 'Brivantol 500 Tablet', salt_composition: 'Paracetamol', strength: '500 mg' },
    });
    // The misspelt new name is corrected from the rebuilt vocabulary (only the warm catalogue knows the word).
    await expect.poll(() => found('Brivantl'), { timeout: 10_000, interval: 500 }).toContain(id);
  }, 30_000);
});

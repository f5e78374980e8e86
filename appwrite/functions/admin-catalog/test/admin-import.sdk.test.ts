import { Query, type Models } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '@instamg/shared/domain/catalog/product-csv';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import { buildMarketplace, run, STORES, type Marketplace } from '../../../dev-server/test/orders-fixtures.ts';

/**
 * admin-catalog's bulk import and listing requests through the SDKs (issue 19 §3): a dry run lists
 * every line's errors and writes nothing; a file with an error line is refused whole; a commit
 * writes the products and one audit row, and committing the same file again writes nothing; a
 * 2,000-line file stays far below Appwrite's 30 s per request; catalog-search finds an imported
 * product; an approved listing request becomes a product and the store is told; non-admins get 401.
 */

let t: TestServer;
let m: Marketplace;
const DB = 'instamg';

const LINE: Record<ProductCsvColumn, string> = {
  product_id: '',
  name: 'Imported 650 Tablet',
  salt_composition: 'Paracetamol',
  strength: '650 mg',
  dosage_form: 'Tablet',
  pack_size: 'strip of 15 tablets',
  manufacturer: 'Importwell Pharma',
  category: 'import-pain',
  mrp: '34.00',
  price: '30.50',
  gst_rate: '5',
  hsn: '3004',
  schedule: 'none',
  rx_required: 'no',
  sold_online: '',
  is_active: 'yes',
  medicinal: 'yes',
  non_returnable: '',
  description: '',
  barcode: '',
};

const csv = (...lines: Array<Partial<Record<ProductCsvColumn, string>>>) =>
  [PRODUCT_CSV_COLUMNS.join(','), ...lines.map((l) => PRODUCT_CSV_COLUMNS.map((c) => ({ ...LINE, ...l })[c]).join(','))]
    .join('\r\n')
    .concat('\r\n');

const importFile = (text: string, commit: boolean, who = m.admin) =>
  run(who, 'admin-catalog', { action: 'import_products', csv: text, file_name: 'products.csv', commit });

async function productsNamed(prefix: string): Promise<Models.DefaultRow[]> {
  return (
    await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'products',
      queries: [Query.startsWith('name', prefix), Query.limit(5000)],
    })
  ).rows;
}
const importAudits = async (importId: string) =>
  (
    await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'audit_log',
      queries: [Query.equal('entity_type', 'product_import'), Query.equal('entity_id', importId)],
    })
  ).rows;

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, `import${Date.now()}`);
  await m.tablesDB.createRow({
    databaseId: DB,
    tableId: 'categories',
    rowId: 'cat-import-pain',
    data: { name: 'Import pain', slug: 'import-pain', sort_order: 1, is_active: true },
  });
}, 90_000);
afterAll(async () => {
  await t?.close();
});

describe('import_products', () => {
  it('non-admins get 401 admin_required and nothing is written', async () => {
    for (const who of [m.customer, m.staffA]) {
      const reply = await importFile(csv({ name: 'Refused 10 Tablet' }), true, who);
      expect([reply.status, reply.body.code]).toEqual([401, 'admin_required']);
    }
    expect(await productsNamed('Refused')).toHaveLength(0);
  });

  it('a dry run lists every error line (line, column, message) and the creates and updates, and writes nothing', async () => {
    const text = csv(
      { name: 'Drycheck 1 Tablet' },
      { name: 'Drycheck 2 Tablet', mrp: '0' },
      { name: 'Drycheck 3 Tablet', price: '40' },
      { name: 'Drycheck 4 Tablet', gst_rate: '12', hsn: '30' },
      { name: 'Drycheck 5 Tablet', category: 'vitamins' },
      { name: 'Drycheck 6 Tablet', schedule: 'X', rx_required: 'yes', sold_online: 'yes' },
      { name: 'Drycheck 1 Tablet' },
      { product_id: 'p-otc', name: 'Paracip 500 Tablet', price: '29.00' },
    );
    const reply = await importFile(text, false);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 'checked', total: 8, invalid: 6, creates: 1, updates: 1 });
    const problems = reply.body.problems as Array<{ line: number; errors: Array<{ kind: string; column: string }> }>;
    expect(problems.map((p) => [p.line, p.errors.map((e) => `${e.kind}:${e.column}`)])).toEqual([
      [3, ['bad_mrp:mrp']],
      [4, ['price_above_mrp:price']],
      [5, ['bad_gst_rate:gst_rate', 'bad_hsn:hsn']],
      [6, ['unknown_category:category']],
      [7, ['not_sellable:sold_online']],
      [8, ['duplicate_in_file:name']],
    ]);
    expect((reply.body.changes as Array<{ line: number; action: string }>).map((c) => [c.line, c.action])).toEqual([
      [2, 'create'],
      [9, 'update'],
    ]);
    expect(await productsNamed('Drycheck')).toHaveLength(0);
    expect((await m.tablesDB.getRow({ databaseId: DB, tableId: 'products', rowId: 'p-otc' })).price).toBe(30);
    expect(await importAudits(reply.body.import_id as string)).toHaveLength(0);
  });

  it('a commit with any error line is refused whole: nothing is written', async () => {
    const reply = await importFile(csv({ name: 'Blocked 1 Tablet' }, { name: 'Blocked 2 Tablet', hsn: 'x' }), true);
    expect([reply.status, reply.body.code]).toEqual([400, 'import_invalid']);
    expect(reply.body.message).toBe('1 of 2 lines have errors; nothing was imported.');
    expect(await productsNamed('Blocked')).toHaveLength(0);
  });

  it('a commit creates and updates, logs one audit row; the same file again writes nothing; search finds it', async () => {
    const text = csv(
      // A UPC-A as a spreadsheet keeps it: stored as the EAN-13 (issue 33 §2).
      { name: 'Zyloquent 250 Tablet', salt_composition: 'Zyloquent', strength: '250 mg', barcode: '036000291452' },
      { product_id: 'p-rush', name: 'Limcee 500 Chewable', mrp: '25', price: '21.00', gst_rate: '5' },
    );
    const first = await importFile(text, true);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'done', creates: 1, updates: 1, invalid: 0 });
    const [created] = await productsNamed('Zyloquent');
    expect(created).toMatchObject({
      slug: 'zyloquent-250-tablet',
      category_id: 'cat-import-pain',
      price: 30.5,
      barcode: '0036000291452',
    });
    expect((await m.tablesDB.getRow({ databaseId: DB, tableId: 'products', rowId: 'p-rush' })).price).toBe(21);
    const audits = await importAudits(first.body.import_id as string);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor_id: m.admin.user.$id, action: 'product.import' });
    expect(JSON.parse(String(audits[0]!.after))).toMatchObject({
      file_name: 'products.csv',
      sha256: first.body.sha256,
      lines: 2,
      created: 1,
      updated: 1,
    });

    const again = await importFile(text, true);
    expect(again.body).toMatchObject({ status: 'already_imported', creates: 0, updates: 0, already_imported: true });
    expect(await productsNamed('Zyloquent')).toHaveLength(1);
    expect(await importAudits(first.body.import_id as string)).toHaveLength(1);
    // The dry run of that file now says nothing would change.
    expect((await importFile(text, false)).body).toMatchObject({ creates: 0, updates: 0, unchanged: 2 });

    const found = async () =>
      ((await run(m.customer, 'catalog-search', { query: 'Zyloquent' })).body.products as Array<{ id: string }>).map(
        (p) => p.id,
      );
    await expect.poll(found, { timeout: 10_000, interval: 500 }).toContain(created!.$id);
  }, 60_000);

  it('a 2,000-line file: dry run and commit each answer far below 30 s', async () => {
    const lines = Array.from({ length: 2000 }, (_, i) => ({
      name: `Bulkline ${i + 1} Tablet`,
      salt_composition: `Bulkoxin ${i + 1}`,
    }));
    const text = csv(...lines);
    let at = Date.now();
    const dry = await importFile(text, false);
    const dryMs = Date.now() - at;
    expect(dry.body).toMatchObject({ status: 'checked', total: 2000, creates: 2000, invalid: 0 });
    at = Date.now();
    const done = await importFile(text, true);
    const commitMs = Date.now() - at;
    expect(done.body).toMatchObject({ status: 'done', creates: 2000 });
    console.log(`2,000-line product import: dry run ${dryMs} ms, commit ${commitMs} ms (function: ${done.body.ms} ms)`);
    expect(dryMs).toBeLessThan(30_000);
    expect(commitMs).toBeLessThan(30_000);
    expect(await productsNamed('Bulkline')).toHaveLength(2000);
  }, 120_000);
});

describe('listing requests', () => {
  const request = async (name: string) => {
    const reply = await run(m.staffA, 'inventory', {
      action: 'request_listing',
      store_id: STORES.A.id,
      product_name: name,
      manufacturer: 'Requestwell Labs',
      pack_size: 'bottle of 100 ml',
    });
    expect(reply.status).toBe(201);
    return reply.body.request.$id as string;
  };
  const notices = async (kind: string) =>
    (
      await m.staffA.tablesDB.listRows({
        databaseId: DB,
        tableId: 'notifications',
        queries: [Query.equal('store_id', STORES.A.id), Query.equal('kind', kind)],
      })
    ).rows;

  it('approve: the product is created, the request listed with its id, the store told, all audited', async () => {
    const requestId = await request('Quellisyrup 100 ml');
    const values = {
      name: 'Quellisyrup 100 ml Syrup',
      salt_composition: 'Dextromethorphan',
      strength: null,
      dosage_form: 'Syrup',
      pack_size: 'bottle of 100 ml',
      manufacturer: 'Requestwell Labs',
      mrp: 95,
      price: 90,
      schedule: 'none',
      rx_required: false,
      gst_rate: 5,
      hsn: '3004',
      category_id: 'cat-import-pain',
      image_url: null,
      description: null,
      is_active: true,
    };
    // Non-admins cannot approve or decline.
    for (const body of [
      { action: 'create_product', request_id: requestId, values },
      { action: 'decline_listing_request', request_id: requestId, reason: 'Not stocked' },
    ]) {
      const refused = await run(m.staffA, 'admin-catalog', body);
      expect([refused.status, refused.body.code]).toEqual([401, 'admin_required']);
    }
    const reply = await run(m.admin, 'admin-catalog', { action: 'create_product', request_id: requestId, values });
    expect(reply.status).toBe(200);
    const productId = reply.body.product.$id as string;
    expect(reply.body.request).toMatchObject({ status: 'listed', product_id: productId, decided_by: m.admin.user.$id });
    // The store reads its own request's status.
    const seen = await m.staffA.tablesDB.getRow({ databaseId: DB, tableId: 'listing_requests', rowId: requestId });
    expect([seen.status, seen.product_id]).toEqual(['listed', productId]);
    expect((await notices('listing_approved')).map((n) => n.body)).toEqual([
      'Quellisyrup 100 ml Syrup (your request for "Quellisyrup 100 ml") is now in the catalogue. You can add its stock.',
    ]);
    const audit = await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'audit_log',
      queries: [Query.equal('entity_type', 'listing_request'), Query.equal('entity_id', requestId)],
    });
    expect(audit.rows.map((r) => r.action)).toEqual(['listing_request.approve']);
    // Decided once: a second approval creates no second product.
    const twice = await run(m.admin, 'admin-catalog', { action: 'create_product', request_id: requestId, values });
    expect([twice.status, twice.body.code]).toEqual([409, 'listing_request_closed']);
    expect(await productsNamed('Quellisyrup')).toHaveLength(1);
  });

  it('decline: needs a reason; the request is declined with it and the store told', async () => {
    const requestId = await request('Obscurinol 5 mg');
    const noReason = await run(m.admin, 'admin-catalog', { action: 'decline_listing_request', request_id: requestId });
    expect([noReason.status, noReason.body.code]).toEqual([400, 'reason_required']);
    const reply = await run(m.admin, 'admin-catalog', {
      action: 'decline_listing_request',
      request_id: requestId,
      reason: 'Not approved for sale in India',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.request).toMatchObject({ status: 'declined', decline_reason: 'Not approved for sale in India' });
    expect((await notices('listing_declined')).map((n) => n.body)).toEqual([
      'Your request to list "Obscurinol 5 mg" was declined: Not approved for sale in India',
    ]);
    // Another store's team cannot read it.
    await expect(
      m.staffB.tablesDB.getRow({ databaseId: DB, tableId: 'listing_requests', rowId: requestId }),
    ).rejects.toMatchObject({ code: 404 });
    const missing = await run(m.admin, 'admin-catalog', {
      action: 'decline_listing_request',
      request_id: 'no-such-request',
      reason: 'Nothing',
    });
    expect([missing.status, missing.body.code]).toEqual([404, 'listing_request_not_found']);
  });
});

// The admin console's search (issue 33 §2), with the admin's session (label:admin reads every
// order, contact and store; products and stores are public): an order by its number, a customer's
// orders by their phone (order_contacts, the phone each order was placed with) or by the
// recipient's name, products by brand, salt or barcode, stores by name, GSTIN or drug licence.
import { Query, type TablesDB } from 'appwrite';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { OrderContactsRow, OrdersRow, ProductsRow, RowMeta, StoresRow } from '@instamg/shared/appwrite/rows';
import { formatINR } from '@instamg/shared/domain/money';
import { STATUS_LABELS, isOrderStatus } from '@instamg/shared/domain/order';
import { orderReference } from '@instamg/shared/domain/order-number';
import {
  RESULTS_PER_KIND,
  parseGstin,
  searchWords,
  type PanelSearchTerm,
  type SearchResult,
} from '@instamg/shared/domain/panel-search';

type OrderHit = RowMeta & Pick<OrdersRow, 'order_number' | 'status' | 'total' | 'store_name' | 'recipient_name'>;
type ProductHit = RowMeta & Pick<ProductsRow, 'name' | 'salt_composition' | 'strength'>;
type StoreHit = RowMeta & Pick<StoresRow, 'name' | 'city' | 'drug_license_number' | 'gstin'>;

const ORDER_COLUMNS = ['$id', 'order_number', 'status', 'total', 'store_name', 'recipient_name'];
const STORE_COLUMNS = ['$id', 'name', 'city', 'drug_license_number', 'gstin'];

type Reader = Pick<TablesDB, 'listRows'>;

/** Rows whose column has every word of the text (the fulltext index finds them; searchWords). */
const allWords = (column: string, text: string): string[] => [
  Query.search(column, text),
  ...searchWords(text).map((word) => Query.contains(column, word)),
];

const orderResult = (row: OrderHit): SearchResult => ({
  kind: 'order',
  id: row.$id,
  title: orderReference(row),
  detail: [
    row.recipient_name,
    isOrderStatus(row.status) ? STATUS_LABELS[row.status] : row.status,
    formatINR(row.total),
    row.store_name,
  ]
    .filter(Boolean)
    .join(' · '),
  href: `/admin/orders/${row.$id}`,
});

const storeResult = (row: StoreHit): SearchResult => ({
  kind: 'store',
  id: row.$id,
  title: row.name,
  detail: [row.city, row.drug_license_number && `Licence ${row.drug_license_number}`, row.gstin && `GSTIN ${row.gstin}`]
    .filter(Boolean)
    .join(' · '),
  href: `/admin/stores/${row.$id}`,
});

async function listOrders(db: Reader, queries: string[]): Promise<SearchResult[]> {
  const { rows } = await db.listRows<OrderHit>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orders,
    queries: [...queries, Query.select(ORDER_COLUMNS), Query.orderDesc('$createdAt'), Query.limit(RESULTS_PER_KIND)],
  });
  return rows.map(orderResult);
}

async function listStores(db: Reader, queries: string[]): Promise<SearchResult[]> {
  const { rows } = await db.listRows<StoreHit>({
    databaseId: DATABASE_ID,
    tableId: TABLES.stores,
    queries: [...queries, Query.select(STORE_COLUMNS), Query.limit(RESULTS_PER_KIND)],
  });
  return rows.map(storeResult);
}

async function listProducts(db: Reader, queries: string[]): Promise<SearchResult[]> {
  const { rows } = await db.listRows<ProductHit>({
    databaseId: DATABASE_ID,
    tableId: TABLES.products,
    queries: [...queries, Query.select(['$id', 'name', 'salt_composition', 'strength']), Query.limit(RESULTS_PER_KIND)],
  });
  return rows.map((row) => ({
    kind: 'product',
    id: row.$id,
    title: row.name,
    detail: [row.salt_composition, row.strength].filter(Boolean).join(' · '),
    href: `/admin/inventory/edit/${row.$id}`,
  }));
}

/** A customer's latest orders by the phone they were placed with. */
async function ordersByPhone(db: Reader, phone: string): Promise<SearchResult[]> {
  const { rows } = await db.listRows<RowMeta & Pick<OrderContactsRow, 'order_id'>>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderContacts,
    queries: [
      Query.equal('phone', phone),
      Query.select(['$id', 'order_id']),
      Query.orderDesc('$createdAt'),
      Query.limit(25),
    ],
  });
  if (rows.length === 0) return [];
  return listOrders(db, [
    Query.equal(
      '$id',
      rows.map((row) => row.order_id),
    ),
  ]);
}

export async function searchAdmin(db: Reader, term: PanelSearchTerm): Promise<SearchResult[]> {
  switch (term.kind) {
    case 'order':
      return listOrders(db, [Query.equal('order_number', term.orderNumber)]);
    case 'phone':
      return ordersByPhone(db, term.phone);
    case 'barcode':
      // products.barcode is stored normalised (asBarcode), as classifySearch hands it over (barcode_idx).
      return listProducts(db, [Query.equal('barcode', term.barcode)]);
    case 'text': {
      const code = term.text.replace(/\s/g, '').toUpperCase();
      const gstin = parseGstin(term.text);
      const parts = await Promise.all([
        listOrders(db, allWords('recipient_name', term.text)),
        listProducts(db, allWords('name', term.text)),
        listProducts(db, allWords('salt_composition', term.text)),
        listStores(db, allWords('name', term.text)),
        gstin ? listStores(db, [Query.equal('gstin', gstin)]) : Promise.resolve([]),
        // A drug licence as printed (`DL-20B-…`): one word with a digit in it.
        /\d/.test(code) && !/\s/.test(term.text)
          ? listStores(db, [Query.equal('drug_license_number', [term.text, code])])
          : Promise.resolve([]),
      ]);
      return parts.flat();
    }
    default:
      return [];
  }
}

/** The search, with the admin's session. */
export const searchAsAdmin = (term: PanelSearchTerm): Promise<SearchResult[]> =>
  searchAdmin(getAppwrite().tablesDB, term);

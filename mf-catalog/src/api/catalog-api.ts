// Every backend read mf-catalog makes: TablesDB (all catalogue tables are world-readable) and the
// catalog-search function. Pages reach these only through the React Query hooks in queries.ts.
import { Query, type Models } from 'appwrite';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, FUNCTIONS, TABLES, type TableId } from '@instamg/shared/appwrite/ids';
import { isFiniteNumber, isRecord } from '@instamg/shared/domain/guards';
import { storeLocatorRequest } from '@instamg/shared/domain/location';
import { parseStoreLocatorReply, type Store } from '@instamg/shared/domain/store';
import { toBlogPost, type BlogPost } from '../domain/blog';
import { PAGE_SIZE, type ListState } from '../domain/medicine-list';
import { rowsBeyondCursor, sortByDiscount, takePage, type PageSlice } from '../domain/paging';
import { offersFromBatches, type InventoryBatch, type StoreOffer } from '../domain/offer';
import { toProduct, type Product } from '../domain/product';
import { isRowId } from '../domain/row-id';
import { parseSearchReply, parseSuggestions, type SearchReply } from '../domain/search-results';

async function listRows(tableId: TableId, queries: string[]): Promise<Models.RowList<Models.DefaultRow>> {
  return getAppwrite().tablesDB.listRows({ databaseId: DATABASE_ID, tableId, queries });
}

function isNotFound(error: unknown): boolean {
  return isRecord(error) && error.code === 404;
}

export interface Category {
  id: string;
  slug: string;
  name: string;
  description: string;
  /** An MUI icon name (see components/CategoryIcon). */
  icon: string;
}

export async function fetchCategories(): Promise<Category[]> {
  const { rows } = await listRows(TABLES.categories, [
    Query.equal('is_active', true),
    Query.orderAsc('sort_order'),
    Query.limit(100),
  ]);
  return rows.map((row) => ({
    id: row.$id,
    slug: String(row.slug ?? row.$id),
    name: String(row.name ?? ''),
    description: String(row.description ?? ''),
    icon: String(row.icon ?? ''),
  }));
}

export interface Banner {
  id: string;
  title: string;
  subtitle: string;
  imageUrl: string | null;
  link: string | null;
}

export async function fetchBanners(): Promise<Banner[]> {
  const { rows } = await listRows(TABLES.banners, [
    Query.equal('is_active', true),
    Query.orderAsc('sort_order'),
    Query.limit(10),
  ]);
  return rows.map((row) => ({
    id: row.$id,
    title: String(row.title ?? ''),
    subtitle: String(row.subtitle ?? ''),
    imageUrl: typeof row.image_url === 'string' && row.image_url !== '' ? row.image_url : null,
    // Only in-app paths: a banner row must not send customers off-site.
    link: typeof row.link === 'string' && row.link.startsWith('/') && !row.link.startsWith('//') ? row.link : null,
  }));
}

export interface Testimonial {
  id: string;
  name: string;
  city: string;
  rating: number;
  text: string;
}

/** The newest six an admin approved (active; /admin/testimonials hides or approves them). */
export async function fetchTestimonials(): Promise<Testimonial[]> {
  const { rows } = await listRows(TABLES.testimonials, [
    Query.equal('is_active', true),
    Query.orderDesc('$createdAt'),
    Query.limit(6),
  ]);
  return rows.map((row) => ({
    id: row.$id,
    name: String(row.name ?? ''),
    city: String(row.city ?? ''),
    rating: isFiniteNumber(row.rating) ? Math.min(5, Math.max(0, row.rating)) : 5,
    text: String(row.text ?? ''),
  }));
}

/** null when there is no such product (or it is not active). */
export async function fetchProduct(id: string): Promise<Product | null> {
  if (!isRowId(id)) return null;
  try {
    const row = await getAppwrite().tablesDB.getRow({ databaseId: DATABASE_ID, tableId: TABLES.products, rowId: id });
    return row.is_active === false ? null : toProduct(row);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** Active products with the same salt and strength (the caller orders them). */
export async function fetchSameSalt(saltKey: string): Promise<Product[]> {
  const { rows } = await listRows(TABLES.products, [
    Query.equal('salt_key', saltKey),
    Query.equal('is_active', true),
    Query.limit(50),
  ]);
  return rows.map(toProduct);
}

export async function fetchProductsByIds(ids: readonly string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const { rows } = await listRows(TABLES.products, [
    Query.equal('$id', [...ids]),
    Query.equal('is_active', true),
    Query.limit(ids.length),
  ]);
  const byId = new Map(rows.map((row) => [row.$id, toProduct(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type { StoreOffer };

/** The selected store's offers for `productIds` (offer.ts: its in-stock batches' lowest price). */
export async function fetchStoreOffers(
  storeId: string,
  productIds: readonly string[],
): Promise<Map<string, StoreOffer>> {
  if (productIds.length === 0) return new Map();
  const { rows } = await listRows(TABLES.storeInventory, [
    Query.equal('store_id', storeId),
    Query.equal('product_id', [...productIds]),
    // A batch an unfinished CSV import staged is not for sale (issue 18 §2).
    Query.equal('visible', true),
    Query.greaterThan('stock', 0),
    // A product can have several batches at one store.
    Query.limit(Math.min(5000, productIds.length * 10)),
  ]);
  return offersFromBatches(rows.flatMap(toBatch));
}

function toBatch(row: Models.DefaultRow): InventoryBatch[] {
  if (!isFiniteNumber(row.selling_price) || !isFiniteNumber(row.stock)) return [];
  return [
    {
      product_id: String(row.product_id),
      selling_price: row.selling_price,
      mrp: isFiniteNumber(row.mrp) ? row.mrp : null,
      stock: row.stock,
    },
  ];
}

/** Another store near `center` that has the product in stock, nearest first; null when none. */
export interface Stockist {
  store: Store;
  offer: StoreOffer;
}

export async function fetchNearestStockist(
  productId: string,
  selectedStoreId: string,
  center: { latitude: number; longitude: number },
): Promise<Stockist | null> {
  const stores = parseStoreLocatorReply(
    await callFunction<unknown>(FUNCTIONS.storeLocator, storeLocatorRequest(center)),
  ).filter((store) => store.id !== selectedStoreId);
  if (stores.length === 0) return null;
  const { rows } = await listRows(TABLES.storeInventory, [
    Query.equal('product_id', productId),
    Query.equal(
      'store_id',
      stores.slice(0, 100).map((store) => store.id),
    ),
    Query.equal('visible', true),
    Query.greaterThan('stock', 0),
    Query.limit(1000),
  ]);
  const batchesByStore = new Map<string, InventoryBatch[]>();
  for (const row of rows) {
    const list = batchesByStore.get(String(row.store_id)) ?? [];
    list.push(...toBatch(row));
    batchesByStore.set(String(row.store_id), list);
  }
  const nearest = [...stores].sort((a, b) => a.distance_km - b.distance_km);
  for (const store of nearest) {
    const offer = offersFromBatches(batchesByStore.get(store.id) ?? []).get(productId);
    if (offer) return { store, offer };
  }
  return null;
}

/** What the selected store stocks most of ('Popular near you'), best stocked first. */
export async function fetchPopularAtStore(storeId: string, limit = 8): Promise<Product[]> {
  const { rows } = await listRows(TABLES.storeInventory, [
    Query.equal('store_id', storeId),
    Query.equal('visible', true),
    Query.greaterThan('stock', 0),
    Query.orderDesc('stock'),
    Query.select(['product_id']),
    Query.limit(limit * 2),
  ]);
  const ids = [...new Set(rows.map((row) => String(row.product_id)))];
  return (await fetchProductsByIds(ids)).slice(0, limit);
}

export interface MedicinePage extends PageSlice<Product> {
  /** Matching products before the in-stock filter; null when not counted. */
  total: number | null;
  offers: Map<string, StoreOffer>;
}

// The discount sort has no column to order by, so it ranks at most this many matching rows.
export const DISCOUNT_SCAN_LIMIT = 500;
// With "in stock at my store" a page is filtered after the fetch, so fetch wider.
const IN_STOCK_FETCH = 100;

function filterQueries(state: ListState, categoryId: string | null): string[] {
  const queries = [Query.equal('is_active', true)];
  if (categoryId) queries.push(Query.equal('category_id', categoryId));
  if (state.rx !== 'any') queries.push(Query.equal('rx_required', state.rx === 'rx'));
  if (state.form) queries.push(Query.startsWith('dosage_form', state.form));
  if (state.minPrice !== null) queries.push(Query.greaterThanEqual('price', state.minPrice));
  if (state.maxPrice !== null) queries.push(Query.lessThanEqual('price', state.maxPrice));
  return queries;
}

function orderQueries(state: ListState): string[] {
  switch (state.sort) {
    case 'price-asc':
      return [Query.orderAsc('price'), Query.orderAsc('$id')];
    case 'price-desc':
      return [Query.orderDesc('price'), Query.orderAsc('$id')];
    case 'name':
      return [Query.orderAsc('name'), Query.orderAsc('$id')];
    default:
      // Relevance without a search term: the catalogue's own order (brands grouped by salt).
      return [];
  }
}

/**
 * One page of /medicines. `storeId` is needed for the in-stock filter and shows store prices;
 * `categoryId` is the category slug already resolved to its row id.
 */
export async function fetchMedicinePage(
  state: ListState,
  categoryId: string | null,
  storeId: string | null,
): Promise<MedicinePage> {
  const filters = filterQueries(state, categoryId);
  const direction = state.cursor?.direction ?? 'after';
  const inStockOnly = state.inStock && storeId !== null;
  let rows: Product[];
  let moreBeyond: boolean;
  let total: number | null;

  if (state.sort === 'discount') {
    const all: Product[] = [];
    let cursor: string | null = null;
    while (all.length < DISCOUNT_SCAN_LIMIT) {
      const page: Models.RowList<Models.DefaultRow> = await listRows(TABLES.products, [
        ...filters,
        Query.limit(100),
        ...(cursor ? [Query.cursorAfter(cursor)] : []),
      ]);
      all.push(...page.rows.map(toProduct));
      if (page.rows.length < 100) break;
      cursor = page.rows[page.rows.length - 1]!.$id;
    }
    rows = rowsBeyondCursor(sortByDiscount(all), state.cursor);
    moreBeyond = false;
    total = all.length;
  } else {
    const fetchSize = inStockOnly ? IN_STOCK_FETCH : PAGE_SIZE + 1;
    const cursorQuery = state.cursor
      ? [state.cursor.direction === 'after' ? Query.cursorAfter(state.cursor.id) : Query.cursorBefore(state.cursor.id)]
      : [];
    const page = await listRows(TABLES.products, [
      ...filters,
      ...orderQueries(state),
      Query.limit(fetchSize),
      ...cursorQuery,
    ]);
    rows = page.rows.map(toProduct);
    moreBeyond = inStockOnly && rows.length === fetchSize;
    total = page.total;
  }

  const offers = storeId
    ? await fetchStoreOffers(
        storeId,
        rows.slice(0, IN_STOCK_FETCH).map((p) => p.id),
      )
    : new Map<string, StoreOffer>();
  const slice = takePage({
    rows,
    direction,
    fromCursor: state.cursor !== null,
    size: PAGE_SIZE,
    moreBeyond,
    keep: inStockOnly ? (product) => offers.has(product.id) : undefined,
  });
  return { ...slice, total: inStockOnly ? null : total, offers };
}

const executeSearch = (body: Record<string, unknown>) => callFunction<unknown>(FUNCTIONS.catalogSearch, body);

export const SEARCH_PAGE_SIZE = 20;

export async function searchCatalog(query: string, page: number, storeId: string | null): Promise<SearchReply> {
  const body: Record<string, unknown> = { query, limit: SEARCH_PAGE_SIZE, offset: page * SEARCH_PAGE_SIZE };
  if (storeId) body.store_id = storeId;
  return parseSearchReply(await executeSearch(body));
}

export async function suggestCatalog(query: string): Promise<string[]> {
  return parseSuggestions(await executeSearch({ action: 'suggest', query }));
}

export async function fetchBlogPosts(): Promise<BlogPost[]> {
  const { rows } = await listRows(TABLES.blogPosts, [Query.orderDesc('published_at'), Query.limit(50)]);
  return rows.map(toBlogPost);
}

/** null for an unknown id. */
export async function fetchBlogPost(id: string): Promise<BlogPost | null> {
  if (!isRowId(id)) return null;
  try {
    return toBlogPost(
      await getAppwrite().tablesDB.getRow({ databaseId: DATABASE_ID, tableId: TABLES.blogPosts, rowId: id }),
    );
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

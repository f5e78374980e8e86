// Every React Query key of mf_admin, prefixed with the remote's id so no other app's key can
// collide with one of ours in the shell's one QueryClient.
const APP = 'mf_admin';

/** ServerDataGrid's `appKey`: its keys are [ADMIN_APP_KEY, 'grid', spec.id, view]. */
export const ADMIN_APP_KEY = APP;

export const adminKeys = {
  /** Every page of one ServerDataGrid (invalidate after a write the list shows). */
  grid: (specId: string) => [APP, 'grid', specId] as const,
  /** A store's name for a row that holds its id (api/store-name.ts). */
  storeName: (storeId: string) => [APP, 'store-name', storeId] as const,
  /** Partner applications (store-applications/api). */
  storeApplications: {
    all: () => [APP, 'store-applications'] as const,
    /** One application with its row. */
    detail: (id: string) => [APP, 'store-applications', id] as const,
  },
  /** Partner stores (stores/api). */
  stores: {
    all: () => [APP, 'stores'] as const,
    /** One store's row. */
    detail: (storeId: string) => [APP, 'stores', storeId] as const,
    /** Its team, order and decision counts, documents and audit history. */
    facts: (
      storeId: string,
      part: 'team' | 'orders' | 'decisions' | 'documents' | 'audit' | 'change-requests' | 'orders-today',
    ) => [APP, 'stores', storeId, part] as const,
    /** A payout account (store_bank_accounts): the store's in force (row id = store id) or a request's. */
    bank: (storeId: string, rowId: string) => [APP, 'stores', storeId, 'bank', rowId] as const,
  },
  /** The catalogue (catalog/api). */
  products: {
    all: () => [APP, 'products'] as const,
    detail: (id: string) => [APP, 'products', id] as const,
    /** A store's listing request the editor approves (issue 19 §3). */
    listingRequest: (id: string) => [APP, 'products', 'listing-request', id] as const,
  },
  categories: {
    all: () => [APP, 'categories'] as const,
    /** One category's row (categories/api). */
    detail: (id: string) => [APP, 'categories', 'detail', id] as const,
    /** How many products it holds. */
    productCount: (id: string) => [APP, 'categories', 'product-count', id] as const,
  },
  /** Platform settings and rates (settings/api). */
  settings: {
    values: () => [APP, 'settings', 'values'] as const,
    rates: () => [APP, 'settings', 'rates'] as const,
  },
  /** Users through admin-users (users/api). */
  users: {
    page: (search: string, cursor: string | null) => [APP, 'users', 'page', search, cursor] as const,
    detail: (id: string) => [APP, 'users', id] as const,
    me: () => [APP, 'users', 'me'] as const,
  },
  /** The dashboard's figures (dashboard/api); invalidate `all` after an order action. */
  dashboard: {
    all: () => [APP, 'dashboard'] as const,
    part: (part: 'gmv' | 'queues' | 'stores' | 'statuses' | 'past-window' | 'refund-requests') =>
      [APP, 'dashboard', part] as const,
  },
  /** One order for /admin/orders/{id} (orders/api). */
  orders: {
    all: () => [APP, 'orders'] as const,
    detail: (id: string) => [APP, 'orders', id] as const,
    part: (
      id: string,
      part: 'items' | 'events' | 'refunds' | 'refund-request' | 'refund-bank' | 'customer' | 'stores',
    ) => [APP, 'orders', id, part] as const,
  },
  /** The top bar's search (search/api): results by term. */
  search: () => [APP, 'search'] as const,
  /** The signed-in admin's own account (profile/). */
  account: () => [APP, 'account'] as const,
  /** /admin/prescriptions (prescriptions/api): one prescription's file, uploads of the same file, verifications. */
  prescriptions: {
    all: () => [APP, 'prescriptions'] as const,
    part: (id: string, part: 'file' | 'duplicates' | 'verifications') => [APP, 'prescriptions', id, part] as const,
    /** A store's name for a row (stores are public). */
    /** The registration certificate a pharmacist uploaded with the store's application, if any. */
    certificate: (registrationId: string) => [APP, 'prescriptions', 'certificate', registrationId] as const,
  },
  /** /admin/analytics (analytics/api): the admin-analytics function's summary of a range. */
  analytics: {
    summary: (from: string, to: string) => [APP, 'analytics', from, to] as const,
    /** Today's prescription photo → priced cart times per store (rx-requests, issue 36 §2). */
    rxServiceLevel: (day: string) => [APP, 'analytics', 'rx-service-level', day] as const,
    /** /admin/analytics/delivery-times: one sorted page of the stores' delivery times (issue 38 §5). */
    deliveryTimes: (from: string, to: string, sort: string, direction: string, page: number, pageSize: number) =>
      [APP, 'analytics', 'delivery-times', from, to, sort, direction, page, pageSize] as const,
  },
  /** /admin/ratings (ratings/api): a store's name for a row (stores are public). */
  ratings: {},
};

// Every React Query key of mf_store_panel, prefixed with the remote's id so no other app's key can
// collide with one of ours in the shell's one QueryClient.
const APP = 'mf_store_panel';

/** The appKey the panel's ServerDataGrids are given. */
export const STORE_PANEL_APP_KEY = APP;

export const storePanelKeys = {
  /** The signed-in member's stores (api/store-memberships.ts). */
  memberships: () => [APP, 'store-memberships'] as const,
  /** Deliveries and riders (deliveries/api, issue 38). */
  deliveries: () => [APP, 'deliveries'] as const,
  /** The /pharmacy-partner application (partner-application/api). */
  partnerApplication: {
    all: () => [APP, 'partner-application'] as const,
    /** Who is applying (null for a guest). */
    applicant: () => [APP, 'partner-application', 'applicant'] as const,
    /** The applicant's application row. */
    application: (userId: string) => [APP, 'partner-application', 'application', userId] as const,
    /** A document's file name, shown beside a resumed draft's field. */
    document: (fileId: string) => [APP, 'partner-application', 'document', fileId] as const,
    /** How many partner stores serve the 5 km around a pin (coordinates rounded to 4 places). */
    coverage: (latitude: string | undefined, longitude: string | undefined) =>
      [APP, 'partner-application', 'coverage', latitude, longitude] as const,
  },
  /** The order page /store/orders/:orderId (order-detail/api, issue 16). */
  orderDetail: {
    all: (orderId: string) => [APP, 'order-detail', orderId] as const,
    order: (orderId: string) => [APP, 'order-detail', orderId, 'order'] as const,
    items: (orderId: string) => [APP, 'order-detail', orderId, 'items'] as const,
    events: (orderId: string) => [APP, 'order-detail', orderId, 'events'] as const,
    /** The order's refunds (order_refunds): what the money line says was refunded (issue 31). */
    refunds: (orderId: string) => [APP, 'order-detail', orderId, 'refunds'] as const,
    contact: (orderId: string) => [APP, 'order-detail', orderId, 'contact'] as const,
    verification: (verificationId: string) => [APP, 'order-detail', 'verification', verificationId] as const,
    batches: (storeId: string, productIds: readonly string[]) =>
      [APP, 'order-detail', 'batches', storeId, [...productIds].sort()] as const,
    /** Substitution (issue 16 §5): the open proposal, and the substitutes of one line's product at this store. */
    substitution: (orderId: string, substitutionId: string) =>
      [APP, 'order-detail', orderId, 'substitution', substitutionId] as const,
    substitutes: (storeId: string, productId: string) =>
      [APP, 'order-detail', 'substitutes', storeId, productId] as const,
    /** The order's return (issue 16 §6), refreshed with the order. */
    orderReturn: (orderId: string) => [APP, 'order-detail', orderId, 'return'] as const,
  },
  /** The prescriptions section (prescriptions/api). */
  prescriptions: {
    all: () => [APP, 'prescriptions'] as const,
    /** The store's orders whose prescription awaits verification. */
    queue: (storeId: string) => [APP, 'prescriptions', 'queue', storeId] as const,
    /** One order under review: the order, its Rx lines, prescription and verification. */
    review: (orderId: string) => [APP, 'prescriptions', 'review', orderId] as const,
    /** The prescription file's bytes for the inline viewer. */
    file: (fileId: string) => [APP, 'prescriptions', 'file', fileId] as const,
    /** The intake timers and the validity setting. */
    settings: () => [APP, 'prescriptions', 'settings'] as const,
    /** The Schedule H1 register for a range of days. */
    register: (storeId: string, from: string, to: string) =>
      [APP, 'prescriptions', 'register', storeId, from, to] as const,
  },
  /** The orders inbox (/store/orders, orders/api): everything of one store's inbox. */
  inbox: {
    all: (storeId: string) => [APP, 'inbox', storeId] as const,
    /** The New tab's orders (waiting for acceptance and cancellation requests). */
    newOrders: (storeId: string) => [APP, 'inbox', storeId, 'new'] as const,
    /** How many orders each tab holds. */
    counts: (storeId: string) => [APP, 'inbox', storeId, 'counts'] as const,
    /** The intake timers (settings rows), the same for every store. */
    timers: () => [APP, 'intake-timers'] as const,
  },
  /** /store/settings (settings/api): the store's profile and licences, its masked bank row, its change requests. */
  settings: {
    all: (storeId: string) => [APP, 'settings', storeId] as const,
    store: (storeId: string) => [APP, 'settings', storeId, 'store'] as const,
    bank: (storeId: string) => [APP, 'settings', storeId, 'bank'] as const,
    requests: (storeId: string) => [APP, 'settings', storeId, 'requests'] as const,
    /** The Staff tab: members and pending invitations (store-staff `list`). */
    staff: (storeId: string) => [APP, 'settings', storeId, 'staff'] as const,
  },
  /** A staff invitation being accepted on /pharmacy-partner?invitation= (partner-application/api). */
  staffInvitation: (token: string) => [APP, 'staff-invitation', token] as const,
  /** ServerDataGrid's own keys start with [APP, 'grid', specId] (shared/src/grid/ServerDataGrid.ts). */
  grid: (specId: string) => [APP, 'grid', specId] as const,
  /** The store's inbox (notifications/api): its latest rows and the unread count of the nav badge. */
  notifications: {
    store: (storeId: string) => [APP, 'notifications', storeId] as const,
    list: (storeId: string) => [APP, 'notifications', storeId, 'list'] as const,
    unread: (storeId: string) => [APP, 'notifications', storeId, 'unread'] as const,
  },
  /** The dashboard (dashboard/api): the store's status, today's rollup row, the orders waiting. */
  dashboard: {
    store: (storeId: string) => [APP, 'dashboard', storeId] as const,
    storeStatus: (storeId: string) => [APP, 'dashboard', storeId, 'status'] as const,
    day: (storeId: string, day: string) => [APP, 'dashboard', storeId, 'day', day] as const,
    waiting: (storeId: string) => [APP, 'dashboard', storeId, 'waiting'] as const,
    /** Its customers' ratings (store-ratings store_reviews, issue 33 §6). */
    reviews: (storeId: string) => [APP, 'dashboard', storeId, 'reviews'] as const,
    timers: () => [APP, 'dashboard', 'intake-timers'] as const,
  },
  /** /store/inventory and /store/inventory/add (inventory/api). The grid's own key is ServerDataGrid's. */
  inventory: {
    all: () => [APP, 'inventory'] as const,
    batches: (storeId: string, productId: string) => [APP, 'inventory', 'batches', storeId, productId] as const,
    ledger: (storeId: string, productId: string) => [APP, 'inventory', 'ledger', storeId, productId] as const,
    categories: () => [APP, 'inventory', 'categories'] as const,
    catalogue: (query: string) => [APP, 'inventory', 'catalogue', query] as const,
    importJob: (importId: string) => [APP, 'inventory', 'import', importId] as const,
    /** The store's own listing requests and their status (issue 19 §3). */
    listingRequests: (storeId: string) => [APP, 'inventory', 'listing-requests', storeId] as const,
    /** The prefix of the inventory grid's pages (ServerDataGrid keys them [appKey, 'grid', spec.id, view]). */
    grid: () => [APP, 'grid', 'inventory'] as const,
  },
  /** /store/earnings (earnings/api): the range's totals from the store-earnings function. The grid's own key is ServerDataGrid's. */
  earnings: {
    summary: (storeId: string, from: string, to: string) => [APP, 'earnings', storeId, 'summary', from, to] as const,
  },
  /** /store/analytics (analytics/api): the store's rollup rows of a range of days. */
  analytics: {
    days: (storeId: string, from: string, to: string) => [APP, 'analytics', storeId, 'days', from, to] as const,
    /** The catalogue names of the products the charts show. */
    productNames: (productIds: readonly string[]) =>
      [APP, 'analytics', 'product-names', [...productIds].sort()] as const,
    /** The stock value expiring within 30 / 90 days (inventory function `expiring_value`). */
    expiring: (storeId: string) => [APP, 'analytics', storeId, 'expiring'] as const,
  },
  /** /store/customers/:customerId (customers/api): the customer's row and the phone of their active orders. */
  customers: {
    customer: (storeId: string, customerId: string) => [APP, 'customers', storeId, customerId] as const,
    contacts: (storeId: string, customerId: string) => [APP, 'customers', storeId, customerId, 'contacts'] as const,
  },
  /** The top bar's search (search/api): one store's results by term. */
  search: (storeId: string) => [APP, 'search', storeId] as const,
  /** /store/payouts (payouts/api): one payout's statement from the store-earnings function. */
  payouts: {
    statement: (payoutId: string) => [APP, 'payouts', 'statement', payoutId] as const,
  },
};

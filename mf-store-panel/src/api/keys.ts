// Every React Query key of mf_store_panel, prefixed with the remote's id so no other app's key can
// collide with one of ours in the shell's one QueryClient.
const APP = 'mf_store_panel';

/** The appKey the panel's ServerDataGrids are given. */
export const STORE_PANEL_APP_KEY = APP;

export const storePanelKeys = {
  /** The signed-in member's stores (api/store-memberships.ts). */
  memberships: () => [APP, 'store-memberships'] as const,
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
  /** /store/inventory and /store/inventory/add (inventory/api). The grid's own key is ServerDataGrid's. */
  inventory: {
    all: () => [APP, 'inventory'] as const,
    batches: (storeId: string, productId: string) => [APP, 'inventory', 'batches', storeId, productId] as const,
    ledger: (storeId: string, productId: string) => [APP, 'inventory', 'ledger', storeId, productId] as const,
    categories: () => [APP, 'inventory', 'categories'] as const,
    catalogue: (query: string) => [APP, 'inventory', 'catalogue', query] as const,
    importJob: (importId: string) => [APP, 'inventory', 'import', importId] as const,
    /** The prefix of the inventory grid's pages (ServerDataGrid keys them [appKey, 'grid', spec.id, view]). */
    grid: () => [APP, 'grid', 'inventory'] as const,
  },
};

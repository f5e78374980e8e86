// Every React Query key of mf_store_panel, prefixed with the remote's id so no other app's key can
// collide with one of ours in the shell's one QueryClient.
const APP = 'mf_store_panel';

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
  /** ServerDataGrid's own keys start with [APP, 'grid', specId] (shared/src/grid/ServerDataGrid.ts). */
  grid: (specId: string) => [APP, 'grid', specId] as const,
};

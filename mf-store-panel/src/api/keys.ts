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
    timers: () => [APP, 'dashboard', 'intake-timers'] as const,
  },
};

// Every React Query key mf-location uses, prefixed with its remote id (ADR 0004) so no other
// app's query can collide with one in the shell's one QueryClient. The saved addresses are read
// with shared's own key (@instamg/shared/api/saved-addresses).

const APP = 'mf_location';

export const locationKeys = {
  /** The signed-in user (null for a guest). */
  account: [APP, 'account'] as const,
};

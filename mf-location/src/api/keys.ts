// Every React Query key of mf-location, prefixed with the owning app so that no other remote's
// cache entry on the same page (they share one QueryClient) can collide with ours (ADR 0004).
// The saved addresses are read with shared's own key (@instamg/shared/api/saved-addresses).
export const locationQueryKeys = {
  /** The signed-in user (null for a guest). */
  account: () => ['mf_location', 'account'] as const,
};

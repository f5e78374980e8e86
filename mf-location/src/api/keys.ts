// Every React Query key of mf-location, prefixed with the owning app so that no other remote's
// cache entry on the same page (they share one QueryClient) can collide with ours.
export const locationQueryKeys = {
  /** The signed-in user (null for a guest). */
  account: () => ['mf_location', 'account'] as const,
  savedAddresses: (userId: string | undefined) => ['mf_location', 'addresses', userId] as const,
};

// Every React Query key of mf_store_panel, prefixed with the remote's id so no other app's key can
// collide with one of ours in the shell's one QueryClient.
const APP = 'mf_store_panel';

export const storePanelKeys = {
  /** The signed-in member's stores (api/store-memberships.ts). */
  memberships: () => [APP, 'store-memberships'] as const,
};

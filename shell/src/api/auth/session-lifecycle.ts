// What keeps the session current while the app is open: the cross-tab sync, the 15 min session
// refresh and the 30 s store-access re-check (SPEC §4, §9). Takes the store's functions as
// arguments so it can be tested with fake timers and no Appwrite.
import { TIMINGS } from '@instamg/shared/constants';
import { createTabSync, type AuthSyncEvent, type TabSync } from './tab-sync';

export interface SessionLifecycleDeps {
  isSignedIn(): boolean;
  lastCheckAt(): number;
  /** Re-read the account (tab sync, after the refresh). */
  refresh(): Promise<void>;
  /** Extend the server session (Appwrite `updateSession('current')`). */
  extendSession(): Promise<void>;
  recheckStoreAccess(): Promise<void>;
  /** Lets the store announce its own sign-in/out to other tabs. */
  setAnnouncer(send: (event: AuthSyncEvent) => void): void;
  /** For tests; default creates the real one. */
  createSync?: typeof createTabSync;
}

export function startSessionLifecycle(deps: SessionLifecycleDeps): () => void {
  const logged = (what: string) => (error: unknown) => console.warn(`[session] ${what} failed`, error);

  const sync: TabSync = (deps.createSync ?? createTabSync)({
    lastCheckAt: deps.lastCheckAt,
    onExternalChange: () => void deps.refresh().catch(logged('tab-sync re-check')),
  });
  deps.setAnnouncer((event) => sync.publish(event));

  const refreshTimer = setInterval(() => {
    if (!deps.isSignedIn()) return;
    void deps
      .extendSession()
      .then(() => deps.refresh())
      // An expired or revoked session shows up here; refresh() then signs the tab out.
      .catch((error: unknown) => {
        logged('session refresh')(error);
        return deps.refresh();
      });
  }, TIMINGS.sessionRefreshMs);

  const storeAccessTimer = setInterval(() => {
    if (deps.isSignedIn()) void deps.recheckStoreAccess().catch(logged('store-access re-check'));
  }, TIMINGS.storeAccessRecheckMs);

  return () => {
    clearInterval(refreshTimer);
    clearInterval(storeAccessTimer);
    deps.setAnnouncer(() => {});
    sync.stop();
  };
}

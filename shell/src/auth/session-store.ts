import type { Models } from 'appwrite';
import { create } from 'zustand';
import { getAppwrite } from '@instamg/shared/appwrite/client';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface SessionState {
  status: SessionStatus;
  user: Models.User<Models.Preferences> | null;
  /** Re-reads the current account; any failure (no session, network, server) means signed out. */
  refresh(): Promise<void>;
}

/**
 * The shell's sign-in state (SPEC §4 "Authentication": loading, then signed out or signed in).
 * Minimal for now: the auth issue adds sign-in, sign-out, roles and tab sync on top of it.
 */
export const useSession = create<SessionState>()((set) => ({
  status: 'loading',
  user: null,
  async refresh() {
    try {
      const user = await getAppwrite().account.get();
      set({ status: 'signedIn', user });
    } catch (error) {
      // A guest gets 401 here, which is the normal case, so only unexpected errors are worth a log line.
      if (!isUnauthorized(error)) console.warn('[session] could not read the current account', error);
      set({ status: 'signedOut', user: null });
    }
  },
}));

function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 401;
}

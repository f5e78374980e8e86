import { STORAGE_KEYS } from '@instamg/shared/constants';
import { useSession } from './api/auth/session-store';
import { applyStoredFavicon } from './api/favicon';

/**
 * One-off work before the first render (SPEC §1, §2, §4):
 * - the coming-soon banner and the password gate are marked done so neither blocks anyone;
 * - the favicon is taken from device storage;
 * - the sign-in state starts loading.
 * Storage failures (private mode, quota) are only logged: none of this may stop the app.
 */
export function runStartupTasks(): void {
  for (const key of [STORAGE_KEYS.comingSoonDismissed, STORAGE_KEYS.passwordVerified]) {
    try {
      window.localStorage.setItem(key, 'true');
    } catch (error) {
      console.error(`[startup] could not store ${key}`, error);
    }
  }
  applyStoredFavicon();
  void useSession.getState().refresh();
}

import { AuthenticationFactor, ID, Query, type Models } from 'appwrite';
import { create } from 'zustand';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { forgetPushDevice } from '@instamg/shared/push-alerts';
import { deriveRole, type DerivedRole, type Role } from '@instamg/shared/domain/roles';
import { isUnauthorized, needsMoreFactors } from '../../domain/auth/errors';
import { exchangeGoogleCredential } from './google-one-tap';
import { exchangeSmsCode, sendSmsCode } from './phone-sign-in';
import { startSessionLifecycle } from './session-lifecycle';
import type { AuthSyncEvent } from './tab-sync';
import { normaliseIndianMobile, type SignUpValues } from '../../domain/auth/validation';
import type { RowMeta, StoreAdminsRow } from '@instamg/shared/appwrite/rows';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

/** What we keep on the Appwrite user (prefs); never a role — roles come from server data only. */
export interface UserMetadata {
  first_name: string;
  last_name: string;
  phone: string;
}

export type User = Models.User<Models.Preferences>;

/** The second factor offered at sign-in. Appwrite's enum value for recovery codes is 'recoverycode'. */
export type SignInFactor = 'totp' | 'recoverycode';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  role: Role;
  /** At least one store_admins row is readable for the user (SPEC §4 "Role"). */
  hasStoreAccess: boolean;
  /** Signed in with a password but the account wants its second factor before anything works. */
  mfaRequired: boolean;
  /** When the session was last checked (Date.now()), for the tab-sync ignore window. */
  lastCheckAt: number;
  /** Re-reads the account and the role; any failure means signed out. */
  refresh(): Promise<void>;
  /** Re-reads only store access (SPEC: every 30 s). */
  recheckStoreAccess(): Promise<void>;
  /** Email + password. Resolves to whether a second factor is still needed; throws the server's error. */
  signIn(email: string, password: string): Promise<{ mfaRequired: boolean }>;
  /** Creates the account, signs in, stores the metadata and asks for e-mail verification. */
  signUp(values: SignUpValues, verificationUrl: string): Promise<void>;
  /**
   * Sends a 6-digit SMS code to an Indian mobile number through the phone-sign-in function
   * (Appwrite's own phone tokens are off: ADR 0007). Resolves to the challenge id for signInWithPhoneCode.
   */
  sendPhoneCode(mobile: string): Promise<string>;
  /** The SMS code → the function's one-time token → a session (a new number makes a new account). */
  signInWithPhoneCode(challengeId: string, code: string): Promise<{ mfaRequired: boolean }>;
  /** Finishes Appwrite's OAuth2 token flow (userId + secret on the success URL). */
  signInWithToken(userId: string, secret: string): Promise<{ mfaRequired: boolean }>;
  /** Google One Tap: the google-one-tap function checks the ID token and answers a token for signInWithToken. */
  signInWithGoogleCredential(credential: string): Promise<{ mfaRequired: boolean }>;
  /** Sends the SMS code of a pending sign-in's phone factor; resolves to the challenge id. */
  startPhoneChallenge(): Promise<string>;
  /** Completes a pending sign-in with the SMS code of startPhoneChallenge. */
  completePhoneChallenge(challengeId: string, code: string): Promise<void>;
  /** Completes a pending sign-in with a TOTP or a recovery code. */
  verifySecondFactor(factor: SignInFactor, code: string): Promise<void>;
  /** Ends the current session here; other tabs follow through tab sync. */
  signOut(): Promise<void>;
}

/** Set by the session lifecycle so sign-in/out reach other tabs; a no-op until it starts. */
let announce: (event: AuthSyncEvent) => void = () => {};
let stopLifecycle: (() => void) | null = null;

const SIGNED_OUT = { status: 'signedOut', user: null, role: 'customer', hasStoreAccess: false } as const;

/**
 * The user's role and store access from server data: the `admin` label and their own
 * store_admins row, read with their own session (row permissions let each user read only their
 * rows). Failure: customer without store access, as SPEC §4 says.
 */
export async function loadAccess(user: User): Promise<DerivedRole> {
  try {
    const { rows } = await getAppwrite().tablesDB.listRows({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeAdmins,
      queries: [Query.equal('user_id', user.$id), Query.select(['$id', 'role', 'store_id']), Query.limit(1)],
    });
    const row = rows[0] as (RowMeta & Pick<StoreAdminsRow, 'role'>) | undefined;
    return deriveRole({ labels: user.labels, storeAdmin: row ? { role: String(row.role) } : null });
  } catch (error) {
    console.warn('[session] Failed to load user role', error);
    return deriveRole({ labels: [], storeAdmin: null, failed: true });
  }
}

/** The sign-in state (SPEC §4 "Authentication": loading, then signed out or signed in). */
export const useSession = create<SessionState>()((set, get) => {
  // Overlapping refreshes (start-up, tab sync, a sign-in) must not let an older answer win.
  let generation = 0;

  const refresh = async (): Promise<void> => {
    ensureLifecycle();
    const mine = ++generation;
    set({ lastCheckAt: Date.now() });
    try {
      const user = await getAppwrite().account.get();
      const access = await loadAccess(user);
      if (mine !== generation) return;
      set({ status: 'signedIn', user, mfaRequired: false, ...access });
    } catch (error) {
      if (mine !== generation) return;
      const mfaRequired = needsMoreFactors(error);
      // A guest gets 401 here, which is the normal case, so only unexpected errors are worth a log line.
      if (!isUnauthorized(error)) console.warn('[session] could not read the current account', error);
      set({ ...SIGNED_OUT, mfaRequired });
    }
  };

  const afterSessionCreated = async (): Promise<{ mfaRequired: boolean }> => {
    await refresh();
    const { status, mfaRequired } = get();
    if (status === 'signedIn') announce('signedIn');
    return { mfaRequired };
  };

  /** A half-finished MFA sign-in leaves a session behind; Appwrite refuses a second one. */
  const dropPendingSession = async () => {
    if (!get().mfaRequired) return;
    try {
      await getAppwrite().account.deleteSession({ sessionId: 'current' });
    } catch {
      // Already gone: nothing to drop.
    }
    set({ mfaRequired: false });
  };

  return {
    ...SIGNED_OUT,
    status: 'loading',
    mfaRequired: false,
    lastCheckAt: 0,
    refresh,

    async recheckStoreAccess() {
      const { user, status } = get();
      if (status !== 'signedIn' || !user) return;
      const access = await loadAccess(user);
      if (get().user?.$id === user.$id) set(access);
    },

    async signIn(email, password) {
      await dropPendingSession();
      await getAppwrite().account.createEmailPasswordSession({ email: email.trim(), password });
      return afterSessionCreated();
    },

    async signUp(values, verificationUrl) {
      await dropPendingSession();
      const { account } = getAppwrite();
      const email = values.email.trim();
      const metadata: UserMetadata = {
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        phone: normaliseIndianMobile(values.phone) ?? values.phone.trim(),
      };
      await account.create({
        userId: ID.unique(),
        email,
        password: values.password,
        name: `${metadata.first_name} ${metadata.last_name}`,
      });
      await account.createEmailPasswordSession({ email, password: values.password });
      await account.updatePrefs({ prefs: metadata });
      try {
        await account.createEmailVerification({ url: verificationUrl });
      } catch (error) {
        // The account works without it; the Profile tab offers to send it again.
        console.warn('[session] could not send the verification e-mail', error);
      }
      await afterSessionCreated();
    },

    async sendPhoneCode(mobile) {
      const digits = normaliseIndianMobile(mobile);
      if (!digits) throw new Error('Enter a 10-digit Indian mobile number');
      return (await sendSmsCode(`+91${digits}`)).challengeId;
    },

    async signInWithPhoneCode(challengeId, code) {
      const { userId, secret } = await exchangeSmsCode(challengeId, code);
      return get().signInWithToken(userId, secret);
    },

    async signInWithToken(userId, secret) {
      await dropPendingSession();
      await getAppwrite().account.createSession({ userId, secret });
      return afterSessionCreated();
    },

    async signInWithGoogleCredential(credential) {
      const { userId, secret } = await exchangeGoogleCredential(credential);
      return get().signInWithToken(userId, secret);
    },

    async startPhoneChallenge() {
      const challenge = await getAppwrite().account.createMfaChallenge({ factor: AuthenticationFactor.Phone });
      return challenge.$id;
    },

    async completePhoneChallenge(challengeId, code) {
      await getAppwrite().account.updateMfaChallenge({ challengeId, otp: code.trim() });
      await afterSessionCreated();
    },

    async verifySecondFactor(factor, code) {
      const { account } = getAppwrite();
      const challenge = await account.createMfaChallenge({
        factor: factor === 'totp' ? AuthenticationFactor.Totp : AuthenticationFactor.Recoverycode,
      });
      await account.updateMfaChallenge({ challengeId: challenge.$id, otp: code.trim() });
      await afterSessionCreated();
    },

    async signOut() {
      // While the session still exists: push-subscriptions removes only the caller's own device.
      await forgetPushDevice();
      await getAppwrite().account.deleteSession({ sessionId: 'current' });
      generation++;
      set({ ...SIGNED_OUT, mfaRequired: false, lastCheckAt: Date.now() });
      announce('signedOut');
    },
  };
});

/**
 * Tab sync and the timers start with the first session check, which start-up makes once
 * (startup.ts calls refresh()); later calls find them running. Browser only.
 */
function ensureLifecycle(): void {
  if (stopLifecycle || typeof window === 'undefined') return;
  stopLifecycle = startSessionLifecycle({
    isSignedIn: () => useSession.getState().status === 'signedIn',
    lastCheckAt: () => useSession.getState().lastCheckAt,
    refresh: () => useSession.getState().refresh(),
    extendSession: async () => {
      await getAppwrite().account.updateSession({ sessionId: 'current' });
    },
    recheckStoreAccess: () => useSession.getState().recheckStoreAccess(),
    setAnnouncer: (send) => {
      announce = send;
    },
  });
}

/** Stops tab sync and the timers (tests, hot reload). */
export function stopSessionLifecycle(): void {
  stopLifecycle?.();
  stopLifecycle = null;
}

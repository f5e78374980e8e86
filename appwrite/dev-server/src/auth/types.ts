/** What the rest of the server needs to know about the caller of a request. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  labels: string[];
  emailVerification: boolean;
  phoneVerification: boolean;
}

export type AuthState =
  | { kind: 'guest'; roles: string[]; scopes: Set<string> }
  | {
      kind: 'user';
      user: AuthUser;
      /** The session behind the request; null when authenticated by JWT of a deleted session. */
      sessionId: string | null;
      via: 'cookie' | 'session-header' | 'fallback-cookie' | 'jwt';
      roles: string[];
      scopes: Set<string>;
      /** MFA is on and the session has fewer factors than required: only `mfaGroup` routes answer. */
      mfaPending: boolean;
    }
  | { kind: 'key'; keyId: string; dynamic: boolean; roles: string[]; scopes: Set<string> };

/** API keys (static or a function's dynamic key) bypass row and file permissions; only scopes apply. */
export const isPrivileged = (auth: AuthState): boolean => auth.kind === 'key';

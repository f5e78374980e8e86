import { isPrivileged, type AuthState } from '../auth/types.ts';
import { AppwriteException } from '../errors.ts';

/**
 * Appwrite's permission model (utopia-php/database Authorization + Appwrite's create rules),
 * shared by rows and storage files. A permission string is `action("role")`, e.g.
 * `read("user:u1")`; `write` is shorthand for create + update + delete (never read).
 */

export type PermissionAction = 'read' | 'create' | 'update' | 'delete' | 'write';
export type CheckedAction = Exclude<PermissionAction, 'write'>;

export interface Permission {
  action: PermissionAction;
  role: string;
}

const PERMISSION = /^(read|create|update|delete|write)\("([^"]+)"\)$/;
/** Roles Appwrite accepts (src/role.ts): the dimension after `/` is a team role or verification state. */
const ROLE =
  /^(any|guests|users(\/(verified|unverified))?|(user|team|member|label):[A-Za-z0-9][A-Za-z0-9._-]{0,35}(\/[A-Za-z0-9._-]{1,81})?)$/;

/** `read("user:u1")` → `{ action: 'read', role: 'user:u1' }`; null when it is not a permission string. */
export function parsePermission(value: string): Permission | null {
  const m = PERMISSION.exec(value);
  if (!m || !ROLE.test(m[2]!)) return null;
  return { action: m[1] as PermissionAction, role: m[2]! };
}

export const formatPermission = (p: Permission): string => `${p.action}("${p.role}")`;

/** The roles that hold `action`, from a list of permission strings (`write` grants create/update/delete). */
export function rolesFor(action: CheckedAction, permissions: readonly string[]): string[] {
  const roles: string[] = [];
  for (const value of permissions) {
    const p = parsePermission(value);
    if (!p) continue;
    if (p.action === action || (p.action === 'write' && action !== 'read')) roles.push(p.role);
  }
  return roles;
}

/** Does the caller hold a role granted `action` by these permissions? */
export function grants(auth: AuthState, action: CheckedAction, permissions: readonly string[]): boolean {
  const held = new Set(auth.roles);
  return rolesFor(action, permissions).some((role) => held.has(role));
}

/**
 * Appwrite's access rule for a row or file: API keys bypass; otherwise the container (table or
 * bucket) permissions apply to everything inside, and the item's own permissions count only when
 * row/file security is on. Either level granting is enough.
 */
export function canAccess(
  auth: AuthState,
  action: CheckedAction,
  containerPermissions: readonly string[],
  itemPermissions: readonly string[],
  itemSecurity: boolean,
): boolean {
  if (isPrivileged(auth)) return true;
  if (grants(auth, action, containerPermissions)) return true;
  return itemSecurity && grants(auth, action, itemPermissions);
}

/**
 * The roles a caller may put into permissions it writes: API keys anything (null), everyone else
 * only roles they hold themselves (Appwrite: "Permissions must be one of: (…)").
 */
export function allowedGrants(auth: AuthState): string[] | null {
  return isPrivileged(auth) ? null : [...auth.roles];
}

/**
 * Validates and normalises the permissions a caller sends with a new or updated row/file:
 * format and allowed actions (400 general_argument_invalid), `write` expanded into the allowed
 * write actions, duplicates removed, and — for non-key callers — only roles they hold
 * (401 user_unauthorized). `undefined`/null returns null so the caller can apply its default.
 */
export function normalizePermissions(
  auth: AuthState,
  requested: unknown,
  allowedActions: readonly CheckedAction[],
  paramName = 'permissions',
): string[] | null {
  if (requested === undefined || requested === null) return null;
  if (!Array.isArray(requested) || requested.length > 100) {
    throw new AppwriteException(
      'general_argument_invalid',
      `Invalid \`${paramName}\` param: Value must be a valid array no longer than 100 items`,
    );
  }
  const out: string[] = [];
  const push = (p: Permission): void => {
    const s = formatPermission(p);
    if (!out.includes(s)) out.push(s);
  };
  for (const value of requested) {
    const p = typeof value === 'string' ? parsePermission(value) : null;
    if (!p) {
      throw new AppwriteException(
        'general_argument_invalid',
        `Invalid \`${paramName}\` param: Permission "${String(value)}" is not a valid permission string, e.g. read("any").`,
      );
    }
    if (p.action === 'write') {
      for (const a of allowedActions) if (a !== 'read') push({ action: a, role: p.role });
      continue;
    }
    if (!allowedActions.includes(p.action)) {
      throw new AppwriteException(
        'general_argument_invalid',
        `Invalid \`${paramName}\` param: Permission "${p.action}" is not allowed. Must be one of: ${[...allowedActions, 'write'].join(', ')}.`,
      );
    }
    push(p);
  }
  const allowed = allowedGrants(auth);
  if (allowed) {
    for (const value of out) {
      const role = parsePermission(value)!.role;
      if (!allowed.includes(role))
        throw new AppwriteException('user_unauthorized', `Permissions must be one of: (${allowed.join(', ')})`);
    }
  }
  return out;
}

/** What a signed-in user gets on an item created without explicit permissions. */
export function defaultOwnerPermissions(auth: AuthState, actions: readonly CheckedAction[]): string[] {
  if (auth.kind !== 'user') return [];
  return actions.map((action) => formatPermission({ action, role: `user:${auth.user.id}` }));
}

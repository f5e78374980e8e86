import { AppwriteException, Query, TablesDB, Users, type Models } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { ADMIN_LABEL } from '@instamg/shared/domain/roles';
import { requireAdmin } from '../../lib/runtime/admin.ts';
import { writeAudit } from '../../lib/runtime/audit.ts';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { answerError, fail, replyError } from '../../lib/runtime/errors.ts';
import { withAdminLock } from './lock.ts';

/**
 * admin-users (execute: users; admins only; scopes users.read, users.write, rows.read, rows.write).
 * The Users API for the admin console (issue 19 §5), so no API key ever reaches a browser:
 * - `list_users { search?, cursor?, limit? }` → `{ users, total, next }` (server-paged in sign-up order);
 * - `get_user { user_id }` → `{ user, memberships, sessions, orders }`;
 * - `block_user` / `unblock_user { user_id }`, `grant_admin` / `revoke_admin { user_id }`,
 *   `sign_out_user { user_id }` (every session) → `{ user }`, each with an audit_log row.
 * Never on oneself (block, revoke, sign out); at least one active admin always remains: revokes and
 * blocks of admins run one at a time under the admin lock (src/lock.ts), so two concurrent
 * revokes of the last two admins leave one.
 * Refusals: 400 `invalid_body` / `invalid_action` / `invalid_input`, 401 `sign_in_required` /
 * `admin_required`, 404 `user_not_found`, 409 `not_on_yourself` / `last_admin` / `admin_busy`.
 */

const ACTIONS = [
  'list_users',
  'get_user',
  'block_user',
  'unblock_user',
  'grant_admin',
  'revoke_admin',
  'sign_out_user',
] as const;
type Action = (typeof ACTIONS)[number];
const ROW_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
const PAGE_SIZES = [25, 50, 100];

/** What the console shows of a user (no password hash, no prefs, no MFA secrets). */
export function userView(user: Models.User<Models.Preferences>) {
  return {
    id: user.$id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    labels: user.labels,
    active: user.status,
    registered: user.registration,
    accessedAt: user.accessedAt,
    emailVerified: user.emailVerification,
    phoneVerified: user.phoneVerification,
    mfa: user.mfa,
  };
}

function readUserId(value: unknown): string {
  if (typeof value !== 'string' || !ROW_ID.test(value)) throw fail('invalid_input', 'user_id must be a user id.');
  return value;
}

async function loadUser(users: Users, userId: string) {
  try {
    return await users.get({ userId });
  } catch (error) {
    if (error instanceof AppwriteException && error.code === 404) throw fail('user_not_found');
    throw error;
  }
}

/** Active admins other than `except`, counted (at most 2 are needed to know "another one remains"). */
async function otherActiveAdmins(users: Users, except: string): Promise<number> {
  const page = await users.list({
    queries: [Query.equal('labels', [ADMIN_LABEL]), Query.equal('status', [true]), Query.limit(100)],
  });
  return page.users.filter((user) => user.$id !== except).length;
}

async function listUsers(users: Users, body: Record<string, unknown>) {
  const limit = PAGE_SIZES.includes(body.limit as number) ? (body.limit as number) : 25;
  const queries = [Query.limit(limit + 1)];
  if (body.cursor !== undefined && body.cursor !== null) queries.push(Query.cursorAfter(readUserId(body.cursor)));
  const search =
    typeof body.search === 'string' && body.search.trim() !== '' ? body.search.trim().slice(0, 100) : undefined;
  const page = await users.list({ queries, search });
  const rows = page.users.slice(0, limit);
  return {
    users: rows.map(userView),
    total: page.total,
    next: page.users.length > limit ? rows.at(-1)!.$id : null,
  };
}

async function getUser(users: Users, tablesDB: TablesDB, userId: string) {
  const user = await loadUser(users, userId);
  const [memberships, sessions, orders] = await Promise.all([
    users.listMemberships({ userId }),
    users.listSessions({ userId }),
    tablesDB.listRows({
      databaseId: DATABASE_ID,
      tableId: TABLES.orders,
      queries: [
        Query.equal('customer_id', [userId]),
        Query.orderDesc('$createdAt'),
        Query.select(['$id', '$createdAt', 'status', 'total', 'store_name']),
        Query.limit(20),
      ],
    }),
  ]);
  return {
    user: userView(user),
    memberships: memberships.memberships.map((m) => ({
      teamId: m.teamId,
      teamName: m.teamName,
      roles: m.roles,
      confirmed: m.confirm,
    })),
    sessions: sessions.sessions.map((s) => ({
      id: s.$id,
      createdAt: s.$createdAt,
      expiresAt: s.expire,
      provider: s.provider,
      client: [s.clientName, s.osName].filter(Boolean).join(' on '),
      ip: s.ip,
    })),
    orders: { total: orders.total, rows: orders.rows },
  };
}

export default async (ctx: Context) => {
  if (ctx.req.method !== 'POST') return answerError(ctx.res, 'method_not_allowed', 'Use POST with { "action" }.');
  try {
    const actorId = callerId(ctx);
    const body = parseBody(ctx.req.bodyText);
    if (!(ACTIONS as readonly unknown[]).includes(body.action))
      throw fail('invalid_action', `action must be one of: ${ACTIONS.join(', ')}.`);
    const client = serverClient(ctx);
    await requireAdmin(client, actorId);
    const users = new Users(client);
    const tablesDB = new TablesDB(client);
    const action = body.action as Action;
    if (action === 'list_users') return ctx.res.json(await listUsers(users, body));
    const userId = readUserId(body.user_id);
    if (action === 'get_user') return ctx.res.json(await getUser(users, tablesDB, userId));
    if (userId === actorId && ['block_user', 'revoke_admin', 'sign_out_user'].includes(action))
      throw fail('not_on_yourself');

    const audit = (auditAction: string, before: Record<string, unknown>, after: Record<string, unknown>) =>
      writeAudit(tablesDB, {
        actorId,
        actorRole: 'admin',
        action: auditAction,
        entityType: 'user',
        entityId: userId,
        before,
        after,
      });

    if (action === 'sign_out_user') {
      const user = await loadUser(users, userId);
      const { total } = await users.listSessions({ userId });
      await users.deleteSessions({ userId });
      await audit('user.sign_out', { sessions: total }, { sessions: 0 });
      return ctx.res.json({ user: userView(user) });
    }

    if (action === 'grant_admin' || action === 'unblock_user') {
      const user = await loadUser(users, userId);
      let updated = user;
      if (action === 'grant_admin' && !user.labels.includes(ADMIN_LABEL)) {
        updated = await users.updateLabels({ userId, labels: [...user.labels, ADMIN_LABEL] });
        await audit('user.grant_admin', { labels: user.labels }, { labels: updated.labels });
      }
      if (action === 'unblock_user' && !user.status) {
        updated = await users.updateStatus({ userId, status: true });
        await audit('user.unblock', { active: false }, { active: true });
      }
      return ctx.res.json({ user: userView(updated) });
    }

    // Revoking an admin or blocking one: under the lock, and never the last active admin.
    const updated = await withAdminLock(
      tablesDB,
      `${actorId}:${ctx.req.headers['x-appwrite-execution-id'] ?? ''}`,
      async () => {
        const user = await loadUser(users, userId);
        const isActiveAdmin = user.labels.includes(ADMIN_LABEL) && user.status;
        if (action === 'revoke_admin') {
          if (!user.labels.includes(ADMIN_LABEL)) return user;
          if (isActiveAdmin && (await otherActiveAdmins(users, userId)) === 0) throw fail('last_admin');
          const next = await users.updateLabels({ userId, labels: user.labels.filter((l) => l !== ADMIN_LABEL) });
          await audit('user.revoke_admin', { labels: user.labels }, { labels: next.labels });
          return next;
        }
        if (!user.status) return user;
        if (isActiveAdmin && (await otherActiveAdmins(users, userId)) === 0) throw fail('last_admin');
        const next = await users.updateStatus({ userId, status: false });
        await audit('user.block', { active: true }, { active: false });
        return next;
      },
    );
    return ctx.res.json({ user: userView(updated) });
  } catch (error) {
    return replyError(ctx, error, 'The change could not be made. Please try again.');
  }
};

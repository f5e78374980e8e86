// The platform's data migrations (issue 32). Each one is idempotent: run on every deploy and on
// every start, it changes only what is still in the old shape, so a second run changes nothing.
import { Query, type Models, type TablesDB, type Teams, type Users } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { STORE_ORDER_DECISIONS_KIND, type StoreOrderDecisionsRow, type StoresRow } from '@instamg/shared/appwrite/rows';
import { STORE_DECISION_MEANINGS } from '@instamg/shared/domain/store-decisions';
import { EMAIL_PROVEN_LABEL } from '@instamg/shared/domain/account-trust';
import { holdsAppwriteOwner, specRoleOf, withSpecRole } from '@instamg/shared/domain/store-staff';
import { listAll } from '../../lib/runtime/list-all.ts';

export interface MigrationReport {
  stores: number;
  memberships_moved: string[];
  accounts_labelled: number;
  /** Old store_order_decisions rows marked closing (the Closed tab's backfill, issue 33). */
  decisions_closed: number;
}

async function teamMemberships(teams: Teams, teamId: string): Promise<Models.Membership[]> {
  const all: Models.Membership[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await teams.listMemberships({ teamId, queries: [Query.limit(100), Query.offset(offset)] });
    all.push(...page.memberships);
    if (page.memberships.length < 100) return all;
  }
}

/**
 * Store owners off Appwrite's team `owner` role (issue 32, "the store team's Appwrite owner is the
 * platform"): a membership written before that change holds `owner`, with which the Teams API lets
 * its holder grant roles outside store-staff or delete the team. It becomes its SPEC role's team
 * roles (the owner: `store_owner` + `admin`), other roles (the pharmacist flag) kept.
 */
export async function moveOwnersOffAppwriteOwner(
  tablesDB: TablesDB,
  teams: Teams,
  log: (message: string) => void,
): Promise<{ stores: number; moved: string[] }> {
  const stores = await listAll<StoresRow>(tablesDB, TABLES.stores, [Query.select(['$id', 'team_id'])]);
  const moved: string[] = [];
  for (const store of stores) {
    if (!store.team_id) continue;
    let memberships: Models.Membership[];
    try {
      memberships = await teamMemberships(teams, store.team_id);
    } catch (error) {
      // A store whose team is gone is an admin's to repair; the others still migrate.
      log(`store ${store.$id}: team ${store.team_id} not readable: ${(error as Error).message}`);
      continue;
    }
    for (const m of memberships) {
      if (!holdsAppwriteOwner(m.roles)) continue;
      const roles = withSpecRole(m.roles, specRoleOf(m.roles) ?? 'staff');
      await teams.updateMembership({ teamId: store.team_id, membershipId: m.$id, roles });
      log(`store ${store.$id}: membership of ${m.userId} moved off Appwrite's owner role to ${roles.join(',')}`);
      moved.push(`${store.$id}:${m.userId}`);
    }
  }
  return { stores: stores.length, moved };
}

/**
 * Accounts whose e-mail was verified before account-guard existed get its `emailproven` label, so
 * their next Google sign-in is not taken for a first proof of the address (ADR 0007). Accounts
 * verified later are labelled by the guard itself (a reset, or the first proving sign-in).
 */
export async function labelProvenAccounts(users: Users): Promise<number> {
  let labelled = 0;
  let cursor: string | null = null;
  for (;;) {
    const page: Models.UserList<Models.Preferences> = await users.list({
      queries: [Query.limit(100), ...(cursor ? [Query.cursorAfter(cursor)] : [])],
    });
    for (const user of page.users) {
      if (!user.emailVerification || user.labels.includes(EMAIL_PROVEN_LABEL)) continue;
      await users.updateLabels({ userId: user.$id, labels: [...user.labels, EMAIL_PROVEN_LABEL] });
      labelled++;
    }
    if (page.users.length < 100) return labelled;
    cursor = page.users[page.users.length - 1]!.$id;
  }
}

/**
 * store_order_decisions rows written before `closes_order` existed (issue 33) keep its default
 * false, so the store panel's Closed tab would miss those rejected and moved orders. Each gets the
 * value order-state writes now (store-decisions.ts); a `rerouted_away` row closes only when it was
 * an admin's reassignment, which is when no rejection or timeout of that order at that store sits
 * beside it. Old rows also lack the order number: the tab shows the order id's tail instead.
 */
export async function markClosingDecisions(tablesDB: TablesDB): Promise<number> {
  const kinds = STORE_ORDER_DECISIONS_KIND.filter((kind) => STORE_DECISION_MEANINGS[kind].closesOrder !== false);
  const open = await listAll<StoreOrderDecisionsRow>(tablesDB, TABLES.storeOrderDecisions, [
    Query.equal('kind', kinds),
    Query.equal('closes_order', false),
    // Rows since issue 33 carry the order number (and their right closes_order): only old rows are
    // looked at, so the hourly run does not re-read every move that followed a rejection.
    Query.isNull('order_number'),
    Query.select(['$id', 'order_id', 'store_id', 'kind']),
  ]);
  const moves = open.filter((row) => row.kind === 'rerouted_away');
  // Rejections and timeouts of the moved orders, whichever their closes_order (new or old rows).
  const answered = new Set<string>();
  for (let i = 0; i < moves.length; i += 100) {
    const rows = await listAll<StoreOrderDecisionsRow>(tablesDB, TABLES.storeOrderDecisions, [
      Query.equal('order_id', [...new Set(moves.slice(i, i + 100).map((row) => row.order_id))]),
      Query.equal('kind', ['rejected', 'timed_out']),
      Query.select(['$id', 'order_id', 'store_id']),
    ]);
    for (const row of rows) answered.add(`${row.order_id}:${row.store_id}`);
  }
  let closed = 0;
  for (const row of open) {
    const closes = row.kind === 'rerouted_away' ? !answered.has(`${row.order_id}:${row.store_id}`) : true;
    if (!closes) continue;
    await tablesDB.updateRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeOrderDecisions,
      rowId: row.$id,
      data: { closes_order: true },
    });
    closed++;
  }
  return closed;
}

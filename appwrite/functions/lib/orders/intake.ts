import { ID, Query, type Models, type TablesDB } from 'node-appwrite';
import { INTAKE_SETTINGS, intakeTimersFrom, type IntakeTimers } from '@instamg/shared/domain/order-intake';
import type { Context } from '../runtime/context.ts';
import { fail } from '../runtime/errors.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { teamReadsOrder, type OrderRow } from './rows.ts';
import type { StoreOrderDecisionsActorRole, StoreOrderDecisionsKind } from '@instamg/shared/appwrite/rows';
import { decisionClosesOrder } from '@instamg/shared/domain/store-decisions';

// Order intake at a store (issue 15): the timers from settings, the functions' clock, and the
// store_order_decisions rows (acceptance, rejection, re-route per store).

/** The intake timers: the settings rows of shared/src/domain/order-intake.ts, defaults where a row is missing. */
export async function readIntakeTimers(tablesDB: TablesDB): Promise<IntakeTimers> {
  const keys = Object.values(INTAKE_SETTINGS).map((s) => s.key);
  const rows = await tablesDB.listRows<Models.DefaultRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.settings,
    queries: [Query.equal('key', keys), Query.limit(keys.length)],
  });
  return intakeTimersFrom(Object.fromEntries(rows.rows.map((r) => [r.key as string, r.value as string])));
}

/**
 * The functions' clock. Only an execution with the project's API key and no user (a scheduled or
 * server-started run, e.g. a test driving the sweeper) may set it, with `now` (ISO time) in the
 * body: the key can already write every row, so it gains nothing; a user's `now` is refused.
 */
export function executionNow(ctx: Context, body: Record<string, unknown>): Date {
  if (body.now === undefined) return new Date();
  if (ctx.req.headers['x-appwrite-user-id'])
    throw fail('not_allowed', 'Only the server may set the time of an execution.');
  const at = typeof body.now === 'string' ? new Date(body.now) : null;
  if (!at || Number.isNaN(at.getTime())) throw fail('invalid_input', 'now must be an ISO 8601 time.');
  return at;
}

export type DecisionKind = StoreOrderDecisionsKind;

export interface DecisionInput {
  kind: DecisionKind;
  actor_id: string;
  /** `customer`: the customer cancelled an order the store had (a closing row only). */
  actor_role: StoreOrderDecisionsActorRole;
  decided_at: Date;
  reason?: string | null;
  note?: string | null;
  other_store_id?: string | null;
  /** An admin moved the order (a `rerouted_away` row then closes it: store-decisions.ts). */
  reassigned?: boolean;
}

/**
 * One store_order_decisions row at the order's current store, readable by that store's team
 * (its acceptance times and rejections feed the panel's dashboard). `seconds_to_decide` counts
 * from when the order reached the store (payment, or the re-route there).
 */
export async function recordDecision(
  tablesDB: TablesDB,
  order: Pick<OrderRow, '$id' | 'store_id' | 'store_team_id' | 'paid_at' | 'routed_at' | 'order_number' | 'item_count'>,
  input: DecisionInput,
): Promise<Models.Row> {
  const arrived = order.routed_at ?? order.paid_at;
  const seconds = arrived ? Math.max(0, (input.decided_at.getTime() - Date.parse(arrived)) / 1000) : null;
  return tablesDB.createRow<Models.DefaultRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeOrderDecisions,
    rowId: ID.unique(),
    permissions: [`read("team:${order.store_team_id}")`],
    data: {
      order_id: order.$id,
      store_id: order.store_id,
      kind: input.kind,
      reason: input.reason ?? null,
      note: input.note ?? null,
      other_store_id: input.other_store_id ?? null,
      seconds_to_decide: seconds,
      actor_id: input.actor_id,
      actor_role: input.actor_role,
      decided_at: input.decided_at.toISOString(),
      // The Closed tab's row (issue 33): the store may no longer read an order that moved away.
      order_number: order.order_number ?? null,
      item_count: order.item_count ?? null,
      closes_order: decisionClosesOrder(input.kind, input.reassigned),
    },
  });
}

/**
 * An order-state action delivered or cancelled an order its store had seen: a closing decision,
 * so the store's Closed tab lists it (issue 33). A moved-away order was closed by its move instead.
 */
export async function recordClosing(
  tablesDB: TablesDB,
  order: Parameters<typeof recordDecision>[1] & Pick<OrderRow, 'status' | 'payment_method'>,
  to: OrderRow['status'],
  actor: Pick<DecisionInput, 'actor_id' | 'actor_role'>,
  now: Date,
): Promise<void> {
  if (to === order.status || (to !== 'delivered' && to !== 'cancelled') || !teamReadsOrder(order)) return;
  await recordDecision(tablesDB, order, { kind: to, ...actor, decided_at: now });
}

import { PHARMACIST_ROLES, isActiveFulfilment, type OrderAction } from '@instamg/shared/domain/order';
import type { Client, Storage, TablesDB } from 'node-appwrite';
import type { Context } from '../../lib/runtime/context.ts';
import { appwriteStatus, fail } from '../../lib/runtime/errors.ts';
import { syncContactAccess } from '../../lib/orders/fulfilment.ts';
import { gatewayFromEnv } from '../../lib/money/gateway.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { appendEvent } from '../../lib/orders/events.ts';
import { recordClosing } from '../../lib/orders/intake.ts';
import { getOrder, storeTeamOf, teamReadsOrder, type OrderRow } from '../../lib/orders/rows.ts';
import { loadCaller } from '../../lib/runtime/caller.ts';
import { releaseStock } from '../../lib/orders/stock.ts';
import { activeRegistration } from '../../lib/orders/pharmacists.ts';
import { adminAuditEntry } from './audit.ts';
import { writeAudit } from '../../lib/runtime/audit.ts';
import { startRefund } from '../../lib/money/refunds.ts';
import { notifyCustomer } from '../../lib/orders/customer-messages.ts';
import { storeInvoiceFile } from '../../lib/orders/tax-document-files.ts';
import { refreshRollupsAfter } from '../../lib/orders/rollups.ts';
import { withdrawSubstitution } from '../../lib/orders/substitution.ts';
import { optionalText, type ActionIO, type Actor, type Staged } from './actions/action.ts';
import { ACTION_HANDLERS, planTransition } from './actions/index.ts';
import { isRiderAction } from '@instamg/shared/domain/delivery-staff';
import { isAssignedRider, syncDelivery } from '../../lib/orders/deliveries.ts';
import { cancelPartnerWithOrder } from './partner.ts';

/**
 * The effectful half of the dispatcher: who the caller is to the order, the action's reads and
 * plan, then one claim of this version of the order, the update, stock, the action's own writes
 * and the refund it starts. Every change appends an order_events row.
 */
export async function runOrderAction(
  io: {
    ctx: Context;
    client: Client;
    tablesDB: TablesDB;
    storage: Storage;
    userId: string;
    body: Record<string, unknown>;
  },
  action: OrderAction,
): Promise<unknown> {
  const { ctx, client, tablesDB, userId, body } = io;
  const handler = ACTION_HANDLERS[action];
  const stored = await getOrder(tablesDB, body.order_id);
  // The store's team from the store's row (admin-written), not from a column of the order (issue 14 §5, §9).
  const order: OrderRow = { ...stored, store_team_id: await storeTeamOf(tablesDB, stored.store_id) };
  const caller = await loadCaller(client, userId);
  const roles = caller.teams.get(order.store_team_id);
  // A pharmacist is the team role and an active registration at this store, never the role alone (issue 14 §6).
  const hasPharmacistRole = roles?.some((r) => (PHARMACIST_ROLES as readonly string[]).includes(r)) ?? false;
  const registration = hasPharmacistRole ? await activeRegistration(tablesDB, userId, order.store_id) : null;
  // The order's assigned rider (not on the team: ADR 0011) takes the delivery steps in the store's role.
  const isRider = roles === undefined && isRiderAction(action) && (await isAssignedRider(tablesDB, order, userId));
  const actor: Actor = {
    id: userId,
    isCustomer: order.customer_id === userId,
    isStore: roles !== undefined || isRider,
    isPharmacist: registration !== null,
    isAdmin: caller.isAdmin,
  };
  // An order the caller has nothing to do with does not exist for them.
  if (!actor.isCustomer && !actor.isStore && !actor.isAdmin) throw fail('order_not_found');
  // Nor, for its store's team, an order not yet paid (issue 32: the team reads it only once paid).
  if (actor.isStore && !actor.isCustomer && !actor.isAdmin && !teamReadsOrder(order)) throw fail('order_not_found');

  const actionIO: ActionIO = { ...io, order, registration, storeRoles: roles ?? [] };
  const reason = optionalText(body, 'reason', 1024);
  const loaded = (await handler.load?.(actionIO)) ?? {};
  const now = new Date();
  const plan = planTransition(order, action, actor, { reason, prescription: loaded.prescription ?? null }, now);
  const input = { actor, role: plan.role, reason, prescription: loaded.prescription ?? null, now };
  let staged: Staged = (await handler.before?.(actionIO, plan, input)) ?? {};

  // Claim this version of the order: of two racing changes to the same version only one passes the unique key.
  await appendEvent(tablesDB, order, {
    type: plan.eventType,
    from_status: order.status,
    to_status: plan.to,
    actor_id: userId,
    actor_role: plan.role,
    note: staged.eventNote ?? (plan.data.rx_reason as string | undefined) ?? reason,
    dedupe_key: `version:${order.$id}:${order.$updatedAt}`,
  }).catch((err: unknown) => {
    if (appwriteStatus(err) === 409) throw fail('concurrent_change');
    throw err;
  });

  let updated = await tablesDB.updateRow<OrderRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orders,
    rowId: order.$id,
    data: { status: plan.to, ...plan.data },
  });
  if (plan.releaseStock)
    await releaseStock(tablesDB, order, {
      type: 'stock_released',
      actor_id: userId,
      actor_role: plan.role,
      note: `after ${action}`,
    });
  // Cancelled with a substitute still waiting for the customer: its units go back (issue 16 §5).
  if (order.substitution_id && plan.to === 'cancelled') {
    await withdrawSubstitution(tablesDB, order, { actor_id: userId, actor_role: plan.role }, now);
    staged = { ...staged, orderData: { ...staged.orderData, substitution_id: null } };
  }
  staged = (await handler.after?.(actionIO, plan, staged, input)) ?? staged;
  // Delivered or cancelled: a row of the store's Closed tab (issue 33).
  await recordClosing(tablesDB, order, plan.to, { actor_id: userId, actor_role: plan.role }, now);
  // The recipient's phone: the store's team reads it only while the order is active (issue 16 §2).
  if (isActiveFulfilment(order.status) !== isActiveFulfilment(plan.to))
    await syncContactAccess(tablesDB, order, plan.to, order.store_team_id);
  // The delivery row mirrors the status (what the rider and the customer's tracking read).
  if (plan.to !== order.status) await syncDelivery(tablesDB, order, plan.to);
  // A delivery partner booked for it is cancelled with the order (ADR 0011 "Delivery partner").
  if (plan.to === 'cancelled' && order.status !== 'cancelled')
    await cancelPartnerWithOrder(ctx, tablesDB, order, (m) => ctx.error(m));
  if (staged.orderData)
    updated = await tablesDB.updateRow<OrderRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.orders,
      rowId: order.$id,
      data: staged.orderData,
    });

  const refund = handler.refund?.(order, plan, staged) ?? null;
  let outcome: string | null = null;
  if (refund) {
    const gateway = await gatewayFromEnv(process.env, ctx.req.headers['x-appwrite-key'] ?? '');
    outcome = await startRefund(
      tablesDB,
      gateway,
      updated,
      refund.amount,
      refund.note,
      { actor_id: userId, actor_role: plan.role },
      refund.refundId,
    );
    staged = (await handler.afterRefund?.(actionIO, staged)) ?? staged;
    updated = await tablesDB.getRow<OrderRow>({ databaseId: DATABASE_ID, tableId: TABLES.orders, rowId: order.$id });
  }
  // The store's day in figures (lib/orders/rollups.ts): the order's state, an acceptance, a rejection, a move.
  await refreshRollupsAfter(tablesDB, order, updated, now, (m) => ctx.error(m));
  // What an admin does to an order is in the audit log too (issue 19: who, when, what, before/after).
  if (plan.role === 'admin') await writeAudit(tablesDB, adminAuditEntry(userId, action, order, updated, reason));
  // The customer hears about the new status, a rejected prescription or an offered substitute
  // (lib/orders/customer-messages.ts: e-mail, SMS): once per event, never fails the action.
  if (updated.status !== order.status)
    await notifyCustomer(client, tablesDB, updated, updated.status, (m) => ctx.error(m), {
      attachments: await deliveredInvoice(client, tablesDB, updated, order.status, now, (m) => ctx.error(m)),
    });
  if (action === 'reject_prescription')
    await notifyCustomer(client, tablesDB, updated, 'prescription_rejected', (m) => ctx.error(m));
  if (action === 'propose_substitution' && staged.substitution)
    await notifyCustomer(client, tablesDB, updated, 'substitution_offered', (m) => ctx.error(m), {
      answerMinutes: Math.max(1, Math.ceil((Date.parse(staged.substitution.expires_at) - now.getTime()) / 60_000)),
    });
  return ctx.res.json({
    order: updated,
    ...(staged.substitution ? { substitution: staged.substitution } : {}),
    ...(staged.refundRequest ? { refund_request: staged.refundRequest } : {}),
    ...(outcome ? { refund: outcome } : {}),
  });
}

/**
 * Delivered: the tax invoice is issued and stored (issue 40 §11) and rides on the delivered e-mail
 * as its attachment. A failure is logged and the mail goes without it: the customer's order page
 * makes the file on demand (payments `invoice`), and the delivery itself stands.
 */
async function deliveredInvoice(
  client: Client,
  tablesDB: TablesDB,
  updated: OrderRow,
  from: string,
  now: Date,
  log: (message: string) => void,
): Promise<string[]> {
  if (updated.status !== 'delivered' || from === 'delivered') return [];
  try {
    return [(await storeInvoiceFile(client, tablesDB, updated, now)).attachment];
  } catch (err) {
    log(`invoice of order ${updated.$id} not stored: ${err instanceof Error ? err.message : String(err)}`);
    return [];
  }
}

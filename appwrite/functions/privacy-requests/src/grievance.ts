import { AppwriteException, ID, Permission, Query, Role, TablesDB, Users, type Client } from 'node-appwrite';
import { randomInt } from 'node:crypto';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { GrievanceTicketsRow } from '@instamg/shared/appwrite/rows';
import {
  GRIEVANCES_PER_DAY,
  grievanceDeadlines,
  grievanceTicketNumber,
  parseGrievance,
} from '@instamg/shared/domain/privacy/grievance';
import { requireAdmin } from '../../lib/runtime/admin.ts';
import { writeAudit } from '../../lib/runtime/audit.ts';
import { fail } from '../../lib/runtime/errors.ts';

export const publicTicket = (row: GrievanceTicketsRow) => ({
  $id: row.$id,
  ticket_number: row.ticket_number,
  subject: row.subject,
  message: row.message,
  order_number: row.order_number,
  status: row.status,
  created_at: row.created_at,
  ack_due_at: row.ack_due_at,
  resolve_due_at: row.resolve_due_at,
  acknowledged_at: row.acknowledged_at,
  resolved_at: row.resolved_at,
  response: row.response,
});

/** An anonymous (guest) session has neither e-mail nor phone: a ticket needs someone to answer. */
const isGuest = (user: { email: string; phone: string }) => !user.email && !user.phone;

/**
 * `raise_grievance` `{ subject, message, order_number? }`: a ticket of the caller's, readable by
 * them (row) and admins (table), with its number and its 48-hour and one-month deadlines. An order
 * number must be one of the caller's own orders (the same answer whether it exists or is someone
 * else's, so it reveals nothing).
 */
export async function raiseGrievance(client: Client, userId: string, body: Record<string, unknown>) {
  const parsed = parseGrievance(body);
  if (!parsed.ok) throw fail('invalid_input', parsed.error);
  if (isGuest(await new Users(client).get({ userId })))
    throw fail('account_required', 'Please sign in with your e-mail or phone number to raise a ticket.');
  const tablesDB = new TablesDB(client);
  const now = new Date();
  const today = await tablesDB.listRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.grievanceTickets,
    queries: [
      Query.equal('user_id', userId),
      Query.greaterThan('created_at', new Date(now.getTime() - 86_400_000).toISOString()),
      Query.limit(GRIEVANCES_PER_DAY),
    ],
  });
  if (today.rows.length >= GRIEVANCES_PER_DAY) throw fail('too_many_grievances');
  const { subject, message, orderNumber } = parsed.value;
  if (orderNumber) {
    const orders = await tablesDB.listRows({
      databaseId: DATABASE_ID,
      tableId: TABLES.orders,
      queries: [Query.equal('order_number', orderNumber), Query.equal('customer_id', userId), Query.limit(1)],
      total: false,
    });
    if (orders.rows.length === 0) throw fail('grievance_order_unknown');
  }
  const { ackDueAt, resolveDueAt } = grievanceDeadlines(now);
  for (let attempt = 0; ; attempt++) {
    try {
      return await tablesDB.createRow<GrievanceTicketsRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.grievanceTickets,
        rowId: ID.unique(),
        permissions: [Permission.read(Role.user(userId))],
        data: {
          ticket_number: grievanceTicketNumber(now, () => randomInt(1_000_000) / 1_000_000),
          user_id: userId,
          subject,
          message,
          order_number: orderNumber,
          status: 'open',
          created_at: now.toISOString(),
          ack_due_at: ackDueAt.toISOString(),
          resolve_due_at: resolveDueAt.toISOString(),
          acknowledged_at: null,
          resolved_at: null,
          response: null,
        },
      });
    } catch (error) {
      // A clash of ticket numbers (unique index): draw another.
      if (!(error instanceof AppwriteException && error.code === 409) || attempt >= 3) throw error;
    }
  }
}

/**
 * `update_grievance` `{ ticket_id, status: 'acknowledged' | 'resolved', response? }`: platform
 * admins only (401 admin_required otherwise); stamps the time, keeps the reply, one audit_log row.
 */
export async function updateGrievance(client: Client, adminId: string, body: Record<string, unknown>) {
  await requireAdmin(client, adminId);
  const { ticket_id: ticketId, status, response } = body;
  if (typeof ticketId !== 'string' || !ticketId) throw fail('invalid_input', 'ticket_id is required.');
  if (status !== 'acknowledged' && status !== 'resolved')
    throw fail('invalid_input', 'status must be acknowledged or resolved.');
  if (response !== undefined && (typeof response !== 'string' || response.length > 2000))
    throw fail('invalid_input', 'The response must be text of at most 2,000 characters.');
  const tablesDB = new TablesDB(client);
  const ticket = await tablesDB
    .getRow<GrievanceTicketsRow>({ databaseId: DATABASE_ID, tableId: TABLES.grievanceTickets, rowId: ticketId })
    .catch(() => null);
  if (!ticket) throw fail('grievance_ticket_not_found');
  if (ticket.status === 'resolved') throw fail('grievance_ticket_closed');
  const now = new Date().toISOString();
  const data: Partial<GrievanceTicketsRow> = {
    status,
    acknowledged_at: ticket.acknowledged_at ?? now,
    ...(status === 'resolved' ? { resolved_at: now } : {}),
    ...(typeof response === 'string' ? { response: response.trim() || null } : {}),
  };
  const updated = await tablesDB.updateRow<GrievanceTicketsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.grievanceTickets,
    rowId: ticket.$id,
    data,
  });
  await writeAudit(tablesDB, {
    actorId: adminId,
    actorRole: 'admin',
    action: `grievance_${status}`,
    entityType: 'grievance_ticket',
    entityId: ticket.$id,
    before: { status: ticket.status },
    after: { status },
  });
  return updated;
}

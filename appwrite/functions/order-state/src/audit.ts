import type { OrderAction } from '@instamg/shared/domain/order';
import type { AuditEntry } from '../../lib/runtime/audit.ts';
import type { OrderRow } from '../../lib/orders/rows.ts';

/** The order columns an admin's action may change, as the audit log shows them before and after. */
const AUDITED = ['status', 'store_id', 'store_name', 'total', 'refund_status', 'refund_amount'] as const;

const pick = (order: Partial<OrderRow>): Record<string, unknown> =>
  Object.fromEntries(AUDITED.map((key) => [key, order[key] ?? null]));

/** The audit_log row of an admin's order action (`order.<action>` on the order). */
export function adminAuditEntry(
  actorId: string,
  action: OrderAction,
  before: Partial<OrderRow> & { $id: string },
  after: Partial<OrderRow>,
  reason: string | null,
): AuditEntry {
  return {
    actorId,
    actorRole: 'admin',
    action: `order.${action}`,
    entityType: 'order',
    entityId: before.$id,
    before: pick(before),
    after: pick(after),
    note: reason?.slice(0, 1000) ?? null,
  };
}

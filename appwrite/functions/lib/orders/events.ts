import { ID, type Models, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { OrderEventType } from '@instamg/shared/domain/order-event-words';
import { orderReadPermissions, type OrderRow } from './rows.ts';

// The order_events rows: an order's history, and (with a dedupe key) a once-only claim.

export interface OrderEventInput {
  /** Every type has words in the timelines (shared/src/domain/order-event-words.ts). */
  type: OrderEventType;
  from_status?: string | null;
  to_status?: string | null;
  actor_id?: string | null;
  actor_role: 'customer' | 'store' | 'pharmacist' | 'admin' | 'gateway' | 'system';
  note?: string | null;
  /** Unique across all events: a second event with the same key is refused by the database. */
  dedupe_key?: string | null;
}

export async function appendEvent(tablesDB: TablesDB, order: OrderRow, event: OrderEventInput): Promise<Models.Row> {
  return tablesDB.createRow<Models.DefaultRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderEvents,
    rowId: ID.unique(),
    data: { order_id: order.$id, ...event },
    // The store's team reads an order's history once it is paid (rows.ts teamReadsOrder, issue 32).
    permissions: orderReadPermissions(order),
  });
}

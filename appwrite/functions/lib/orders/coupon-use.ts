import { Query, type Models, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';

/**
 * Gives back the coupon uses of an order (its coupon_redemptions rows, issue 22 §6): a refused
 * placement (place-order), and an order that ended without a sale — cancelled, refused at the door
 * and cancelled, no store left (issue 31 §2; lib/orders/rollups.ts runs it after every change to a
 * cancelled order). Safe to repeat: a row already gone is nothing to do.
 */
export async function releaseCouponUse(tablesDB: TablesDB, orderId: string): Promise<number> {
  const page = await tablesDB
    .listRows({
      databaseId: DATABASE_ID,
      tableId: TABLES.couponRedemptions,
      queries: [Query.equal('order_id', orderId), Query.limit(10)],
    })
    .catch(() => ({ rows: [] as Models.Row[] }));
  let released = 0;
  for (const row of page.rows)
    await tablesDB.deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.couponRedemptions, rowId: row.$id }).then(
      () => released++,
      () => undefined,
    );
  return released;
}

/** The statuses in which an order holds no coupon use. */
export const COUPON_RELEASING_STATUSES = ['cancelled'] as const;

import { TAKES_NEW_ORDERS, takesNewOrders } from '@instamg/shared/domain/store-status';
import { Query } from 'node-appwrite';

/**
 * The database side of `takesNewOrders` (shared/src/domain/store-status.ts): open, or busy/paused
 * whose `status_until` has passed (a timer ends without any job rewriting the row). Every reader
 * that picks stores for a new order (checkout, store-locator, a re-route) asks this, then keeps
 * only the rows the pure rule agrees with.
 */
export function takesNewOrdersQuery(now: Date): string {
  return Query.or([Query.equal('status', TAKES_NEW_ORDERS), Query.lessThanEqual('status_until', now.toISOString())]);
}

export { takesNewOrders };

// What each store_order_decisions kind means to the store (issue 33 §7): how it reads in the store
// panel's Closed tab, and whether it closes the order for that store. order-state writes
// `closes_order` from this table; the Closed tab (store_closed_orders grid) lists those rows only,
// because an order that moved away is no longer readable by the store that lost it, so the
// decision row itself carries the order's number and item count.
import { STORE_ORDER_DECISIONS_KIND, type StoreOrderDecisionsKind } from '../appwrite/rows';

export interface StoreDecisionMeaning {
  /** How the outcome reads in the Closed tab and its CSV. */
  label: string;
  /**
   * The order is over for this store. `when_reassigned`: a move closes it only when an admin
   * reassigned it; after a rejection or a timeout the rejected/timed_out row already closed it.
   */
  closesOrder: boolean | 'when_reassigned';
  /** The store still reads the order afterwards (its row links to the order page). */
  orderStaysWithStore: boolean;
}

export const STORE_DECISION_MEANINGS = {
  accepted: { label: 'Accepted', closesOrder: false, orderStaysWithStore: true },
  rejected: { label: 'Rejected', closesOrder: true, orderStaysWithStore: false },
  timed_out: { label: 'Not accepted in time', closesOrder: true, orderStaysWithStore: false },
  rerouted_away: { label: 'Moved to another pharmacy', closesOrder: 'when_reassigned', orderStaysWithStore: false },
  routed_here: { label: 'Moved here', closesOrder: false, orderStaysWithStore: true },
  delivered: { label: 'Delivered', closesOrder: true, orderStaysWithStore: true },
  cancelled: { label: 'Cancelled', closesOrder: true, orderStaysWithStore: true },
} as const satisfies Record<StoreOrderDecisionsKind, StoreDecisionMeaning>;

/** Whether a decision row of `kind` closes the order for its store. */
export function decisionClosesOrder(kind: StoreOrderDecisionsKind, reassigned = false): boolean {
  const closes: StoreDecisionMeaning['closesOrder'] = STORE_DECISION_MEANINGS[kind].closesOrder;
  return closes === 'when_reassigned' ? reassigned : closes;
}

/** The kinds a Closed-tab row can have. */
export const CLOSING_DECISION_KINDS = STORE_ORDER_DECISIONS_KIND.filter(
  (kind) => STORE_DECISION_MEANINGS[kind].closesOrder !== false,
);

export function decisionLabel(kind: string): string {
  return (STORE_DECISION_MEANINGS as Record<string, StoreDecisionMeaning>)[kind]?.label ?? kind;
}

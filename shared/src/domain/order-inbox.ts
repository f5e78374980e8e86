// The store panel's orders inbox (issue 15): which orders each tab shows. Pure data, shared
// because the export-csv function re-runs the inbox grid (grid-specs.ts STORE_ORDERS_GRID) with
// the same conditions the browser uses.
//
// Only orders that reached the store are listed: `placed` with payment pending (checkout still
// open) or failed/expired payments are the customer's business, not the store's. A
// `cancellation_requested` order waits for the store's answer (approve or decline), so it sits in
// New with the orders to accept — the tab a store keeps open — rather than in Cancelled.
import {
  FULFILLABLE_PAYMENT_STATUSES,
  STORE_SEEN_PAYMENT_STATUSES,
  statusesWhere,
  type OrderStatus,
  type PaymentStatus,
} from './order';

export const INBOX_TABS = ['new', 'preparing', 'ready', 'out', 'completed', 'cancelled'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];

export interface InboxTabDef {
  label: string;
  /** The statuses whose ORDER_STATUS_MEANINGS row names this tab. */
  statuses: readonly OrderStatus[];
  /** The payment statuses of orders the store has to see (a paid order; refunded once cancelled). */
  paymentStatuses: readonly PaymentStatus[];
  /** Shown when the tab is empty. */
  empty: string;
}

/** A tab: its words, and the payments the store sees in it (a tab's statuses are the status table's). */
const TABS: Readonly<Record<InboxTab, Omit<InboxTabDef, 'statuses'>>> = {
  new: {
    label: 'New',
    paymentStatuses: FULFILLABLE_PAYMENT_STATUSES,
    empty: 'No new orders. New orders appear here the moment they are paid.',
  },
  preparing: { label: 'Preparing', paymentStatuses: FULFILLABLE_PAYMENT_STATUSES, empty: 'Nothing to prepare.' },
  ready: { label: 'Ready', paymentStatuses: FULFILLABLE_PAYMENT_STATUSES, empty: 'No orders waiting for pickup.' },
  out: {
    label: 'Out for delivery',
    paymentStatuses: FULFILLABLE_PAYMENT_STATUSES,
    empty: 'No orders out for delivery.',
  },
  // Once it is over, a refund no longer hides the order from the store.
  completed: { label: 'Completed', paymentStatuses: STORE_SEEN_PAYMENT_STATUSES, empty: 'No completed orders yet.' },
  cancelled: { label: 'Cancelled', paymentStatuses: STORE_SEEN_PAYMENT_STATUSES, empty: 'No cancelled orders.' },
};

const byTab = <T>(value: (tab: InboxTab) => T): Record<InboxTab, T> =>
  Object.fromEntries(INBOX_TABS.map((tab) => [tab, value(tab)])) as Record<InboxTab, T>;

export const INBOX_TAB_DEFS: Readonly<Record<InboxTab, InboxTabDef>> = byTab((tab) => ({
  ...TABS[tab],
  statuses: statusesWhere((m) => m.inboxTab === tab),
}));

export const DEFAULT_INBOX_TAB: InboxTab = 'new';

export function isInboxTab(value: unknown): value is InboxTab {
  return typeof value === 'string' && (INBOX_TABS as readonly string[]).includes(value);
}

/** The tab an order is listed under, or null for an order the inbox does not list. */
export function inboxTabOf(order: { status: string; payment_status: string }): InboxTab | null {
  for (const tab of INBOX_TABS) {
    const def = INBOX_TAB_DEFS[tab];
    if (
      (def.statuses as readonly string[]).includes(order.status) &&
      (def.paymentStatuses as readonly string[]).includes(order.payment_status)
    )
      return tab;
  }
  return null;
}

/** One grid query in the SDKs' wire shape (grid-query.ts GridPresetQuery): `attribute` is one of `values`. */
export interface InboxCondition {
  method: 'equal';
  attribute: string;
  values: readonly string[];
}

function conditionsOf(tab: InboxTab): readonly InboxCondition[] {
  return [
    { method: 'equal', attribute: 'status', values: INBOX_TAB_DEFS[tab].statuses },
    { method: 'equal', attribute: 'payment_status', values: INBOX_TAB_DEFS[tab].paymentStatuses },
  ];
}

/** Each tab as grid conditions (status, payment status). */
export const INBOX_TAB_CONDITIONS: Readonly<Record<InboxTab, readonly InboxCondition[]>> = byTab(conditionsOf);

/**
 * The Closed tab (issue 33): not a status tab of the orders table but the store's own closing
 * decisions (store-decisions.ts, grid store_closed_orders), so an order that moved away or was
 * rejected stays visible to the store that had it.
 */
export const CLOSED_TAB = {
  value: 'closed',
  label: 'Closed',
  panelLabel: 'Closed orders',
  empty: 'No closed orders yet. Delivered, cancelled, rejected and moved orders appear here.',
  noMatch: 'No closed order with this number.',
  searchLabel: 'Order number',
  invalidNumber: 'An order number reads like IMG-2026-000123.',
  ignored: (problems: readonly string[]) => `Some filters in the link were ignored: ${problems.join('; ')}.`,
} as const;

/** Every tab of the inbox, in order: the status tabs, then Closed. */
export const PANEL_INBOX_TABS = [...INBOX_TABS, CLOSED_TAB.value] as const;
export type PanelInboxTab = (typeof PANEL_INBOX_TABS)[number];

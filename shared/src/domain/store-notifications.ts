// A store's inbox (issue 15, /store/notifications): what the functions tell a store's team, and
// how each kind reads. Pure data; the functions write the rows, the panel shows them.

export const STORE_NOTIFICATION_KINDS = [
  'new_order',
  'order_moved_away',
  'rx_waiting',
  'cancellation_requested',
  'licence_expiring',
  'store_suspended',
  'store_reinstated',
  'low_stock',
  // Issue 19 §3: an admin listed or declined the store's listing request.
  'listing_approved',
  'listing_declined',
  // Issue 38 §5: a delivery past SPEC §9's promise (reroute-unaccepted-orders' sweep, once per order).
  'delivery_late',
] as const;
export type StoreNotificationKind = (typeof STORE_NOTIFICATION_KINDS)[number];

/** The title of each kind; the body names the order. */
export const STORE_NOTIFICATION_TITLES: Readonly<Record<StoreNotificationKind, string>> = {
  new_order: 'New order',
  order_moved_away: 'Order moved to another pharmacy',
  rx_waiting: 'Prescription waiting for verification',
  cancellation_requested: 'Cancellation requested',
  licence_expiring: 'Drug licence expiring',
  store_suspended: 'Pharmacy suspended',
  store_reinstated: 'Pharmacy reinstated',
  low_stock: 'Low stock',
  listing_approved: 'Listing request approved',
  listing_declined: 'Listing request declined',
  delivery_late: 'Delivery running late',
};

// The order alert of every panel screen (issue 33 §3): which waiting order the accept sheet shows
// and whether the tone rings. An order rings until someone accepts or rejects it, or acknowledges
// it on the sheet ("Later": they saw it and go on from the Orders page); the Orders list itself
// shows the orders as cards, and an order's own page has its accept bar, so neither opens a sheet.
import { isRingingOrder, type AcceptableOrder } from './accept-rules';

type AlertOrder = AcceptableOrder & { $id: string };

/** Where the panel is, for the sheet: the Orders list, one order's page, or any other screen. */
export type PanelPlace = { kind: 'orders-list' } | { kind: 'order'; orderId: string } | { kind: 'other' };

/** The place of a pathname under the panel's base (`/store`). */
export function panelPlace(pathname: string, base: string): PanelPlace {
  const rest = pathname.startsWith(`${base}/`) ? pathname.slice(base.length + 1).replace(/\/+$/, '') : '';
  if (rest === 'orders') return { kind: 'orders-list' };
  const order = /^orders\/([^/]+)$/.exec(rest);
  if (order) return { kind: 'order', orderId: decodeURIComponent(order[1]!) };
  return { kind: 'other' };
}

/** The orders that still ring: waiting for this store and not acknowledged on this device. */
export function unacknowledgedRinging<T extends AlertOrder>(
  orders: readonly T[],
  acknowledged: ReadonlySet<string>,
): T[] {
  return orders.filter((order) => isRingingOrder(order) && !acknowledged.has(order.$id));
}

/** The order the accept sheet shows here, oldest first; null when there is none to show. */
export function sheetOrder<T extends AlertOrder>(
  orders: readonly T[],
  acknowledged: ReadonlySet<string>,
  place: PanelPlace,
): T | null {
  if (place.kind === 'orders-list') return null;
  return (
    unacknowledgedRinging(orders, acknowledged).find(
      (order) => place.kind !== 'order' || order.$id !== place.orderId,
    ) ?? null
  );
}

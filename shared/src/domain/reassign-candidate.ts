// Which stores an admin's Reassign may offer for an order (issue 33 §7), and why the others cannot
// take it. Pure: order-state's `reassign_options` gathers the facts (stores near the delivery
// address, their sellable batches, the order's decisions) and its `reassign` refuses a store this
// rule refuses; the admin's dialog shows every candidate, the ones that cannot take it disabled
// with the reason.
import { licenceAction } from './store-admin';
import { takesNewOrders, type IntakeColumns } from './store-status';

/** SPEC §9: a store delivers within 5 km of the delivery address. */
export const REASSIGN_RADIUS_KM = 5;

/** Why a store cannot take the order, in the order the dialog names the first that applies. */
export const REASSIGN_BLOCKS = {
  current_store: 'The order is already with this pharmacy',
  already_tried: 'Already rejected or lost this order',
  not_live: 'Not active on InstaMG',
  suspended: 'Suspended',
  licence_expired: 'Drug licence expired',
  closed: 'Closed now',
  too_far: 'Farther than 5 km from the delivery address',
  missing_stock: 'Does not stock every line',
  costs_more: 'Would cost more than the customer paid',
} as const;
export type ReassignBlock = keyof typeof REASSIGN_BLOCKS;

export interface CandidateStore extends IntakeColumns {
  $id: string;
  name: string;
  is_active: boolean;
  suspended_at?: string | null;
  /** YYYY-MM-DD, the earlier of Form 20/21's expiry (store-admin.ts licenceExpiresOn). */
  licence_expires_on?: string | null;
}

export interface CandidateFacts {
  store: CandidateStore;
  km: number;
  /** Order lines this store has a sellable batch for (FEFO: unexpired, ≥ 3 months, enough units). */
  linesStocked: number;
  linesTotal: number;
  /** The dearest total this store's batches could come to (null: not every line stocked). */
  worstTotal: number | null;
}

export interface ReassignOrder {
  store_id: string;
  /** What the customer has paid (a move never charges more). */
  paid: number;
  /** Stores that rejected it, let it time out or had it moved away (store_order_decisions). */
  triedStoreIds: readonly string[];
}

export interface ReassignCandidate {
  store_id: string;
  name: string;
  /** Distance to the delivery address, 0.1 km. */
  km: number;
  lines_stocked: number;
  lines_total: number;
  can_take: boolean;
  block: ReassignBlock | null;
  /** The block in words (null when it can take the order). */
  reason: string | null;
}

/** The first reason `facts.store` cannot take the order at `now`, or null when it can. */
export function reassignBlock(order: ReassignOrder, facts: CandidateFacts, now: Date): ReassignBlock | null {
  const { store } = facts;
  if (store.$id === order.store_id) return 'current_store';
  if (order.triedStoreIds.includes(store.$id)) return 'already_tried';
  if (!store.is_active || store.go_live_pending === true) return 'not_live';
  if (store.suspended_at) return 'suspended';
  if (licenceAction(store.licence_expires_on ?? null, now)?.kind === 'expired') return 'licence_expired';
  if (!takesNewOrders(store, now)) return 'closed';
  if (facts.km > REASSIGN_RADIUS_KM) return 'too_far';
  if (facts.linesStocked < facts.linesTotal || facts.worstTotal === null) return 'missing_stock';
  if (facts.worstTotal > order.paid) return 'costs_more';
  return null;
}

export function assessCandidate(order: ReassignOrder, facts: CandidateFacts, now: Date): ReassignCandidate {
  const block = reassignBlock(order, facts, now);
  return {
    store_id: facts.store.$id,
    name: facts.store.name,
    km: Math.round(facts.km * 10) / 10,
    lines_stocked: facts.linesStocked,
    lines_total: facts.linesTotal,
    can_take: block === null,
    block,
    reason: block === null ? null : REASSIGN_BLOCKS[block],
  };
}

/** Every candidate but the order's own store: the ones that can take it first, then nearest first. */
export function reassignCandidates(
  order: ReassignOrder,
  facts: readonly CandidateFacts[],
  now: Date,
): ReassignCandidate[] {
  return facts
    .filter((f) => f.store.$id !== order.store_id)
    .map((f) => assessCandidate(order, f, now))
    .sort((a, b) => Number(b.can_take) - Number(a.can_take) || a.km - b.km);
}

/** "2.4 km · 3 of 3 lines in stock" */
export function candidateSummary(c: Pick<ReassignCandidate, 'km' | 'lines_stocked' | 'lines_total'>): string {
  return `${c.km.toFixed(1)} km · ${c.lines_stocked} of ${c.lines_total} ${c.lines_total === 1 ? 'line' : 'lines'} in stock`;
}

/** order-state's refusal of a reassignment to a store the rule refuses (409 store_cannot_take). */
export function cannotTakeMessage(block: ReassignBlock): string {
  const why = REASSIGN_BLOCKS[block];
  return `That pharmacy cannot take this order: ${why.charAt(0).toLowerCase()}${why.slice(1)}.`;
}

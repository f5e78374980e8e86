// A moved order, as the customer reads it (issue 40 §3): "Moved to {store} because {reason};
// ₹x back to your {method}; your prescription {is being re-checked | stays verified}". Built from
// what the customer can already read: the order's `rerouted` events (lib/orders/reroute.ts writes
// one per move; its actor says why: a store rejected it, the sweeper found it not accepted in
// time, an admin reassigned it with a note after "Moved to {store}: "), the move's refund (its note
// starts "Moved to {store}"), and the order's prescription status.
import { formatINR } from './money';
import { PAYMENT_GROUP_LABELS } from './payment-method';

export interface MoveEvent {
  type: string;
  actor_role: string;
  note: string | null;
}

export interface MoveRefund {
  amount: number;
  note: string | null;
}

export interface MovedOrder {
  store_name: string;
  reroute_count?: number | null;
  payment_method?: string | null;
  payment_group?: string | null;
  prescription_id?: string | null;
  rx_status: string;
}

/** Why an order left its first pharmacy, by who moved it (the `rerouted` event's actor). */
export const MOVE_REASONS: Readonly<Record<string, string>> = {
  store: 'the first pharmacy could not fill it',
  system: 'the first pharmacy did not accept it in time',
  admin: 'our support team reassigned it',
};

/** The sentence for the order's latest move, or null when it never moved. */
export function movedExplanation(
  order: MovedOrder,
  events: readonly MoveEvent[],
  refunds: readonly MoveRefund[],
): string | null {
  const move = [...events].reverse().find((e) => e.type === 'rerouted');
  if (!move && !(order.reroute_count && order.reroute_count > 0)) return null;
  const prefix = `Moved to ${order.store_name}`;
  // An admin's reassignment carries its note: "Moved to {store}: {note}".
  const adminNote =
    move?.actor_role === 'admin' && move.note?.startsWith(`${prefix}: `) ? move.note.slice(prefix.length + 2) : null;
  const reason = adminNote
    ? `${MOVE_REASONS.admin} (${adminNote})`
    : (MOVE_REASONS[move?.actor_role ?? ''] ?? 'the first pharmacy could not take it');
  const parts = [`${prefix} because ${reason}`];
  const refunded = refunds
    .filter((r) => r.note?.startsWith(prefix))
    .reduce((sum, r) => Math.round((sum + r.amount) * 100) / 100, 0);
  if (refunded > 0) {
    const group = order.payment_group ? PAYMENT_GROUP_LABELS[order.payment_group] : undefined;
    parts.push(`${formatINR(refunded)} back to your ${group ?? 'original payment method'}`);
  }
  if (order.prescription_id && order.rx_status !== 'not_required') {
    parts.push(
      order.rx_status === 'verified'
        ? 'your prescription stays verified'
        : `your prescription is being re-checked by ${order.store_name}'s pharmacist`,
    );
  }
  return `${parts.join('; ')}.`;
}

// A moved order, as the customer reads it (issue 40 §3): "Moved to {store} because {reason};
// ₹x back to your {method}; your prescription {is being re-checked | stays verified}". Built from
// what the customer can already read: the order's `rerouted` events (lib/orders/reroute.ts writes
// one per move; its actor says why: a store rejected it, the sweeper found it not accepted in
// time, an admin reassigned it with a note after "Moved to {store}: "), the move's refund (its note
// starts "Moved to {store}"), and the order's prescription status.
import { formatINR } from './money';
import { PAYMENT_GROUP_LABELS } from './payment-method';
import type { Locale } from './locale';

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

/** The same reasons in Hindi (issue 37: the order page and the e-mails of a Hindi customer). */
const MOVE_REASONS_HI: Readonly<Record<string, string>> = {
  store: 'पहली फ़ार्मेसी इसे पूरा नहीं कर सकी',
  system: 'पहली फ़ार्मेसी ने इसे समय पर स्वीकार नहीं किया',
  admin: 'हमारी सपोर्ट टीम ने इसे दूसरे स्टोर को सौंपा',
};

/** The sentence's parts per language; store names, notes, amounts and payment names stay as written. */
const MOVE_WORDS: Record<
  Locale,
  {
    reasons: Readonly<Record<string, string>>;
    fallbackReason: string;
    because: (store: string, reason: string) => string;
    back: (amount: string, group: string | undefined) => string;
    rxVerified: string;
    rxRechecked: (store: string) => string;
    join: string;
    end: string;
  }
> = {
  'en-IN': {
    reasons: MOVE_REASONS,
    fallbackReason: 'the first pharmacy could not take it',
    because: (store, reason) => `Moved to ${store} because ${reason}`,
    back: (amount, group) => `${amount} back to your ${group ?? 'original payment method'}`,
    rxVerified: 'your prescription stays verified',
    rxRechecked: (store) => `your prescription is being re-checked by ${store}'s pharmacist`,
    join: '; ',
    end: '.',
  },
  'hi-IN': {
    reasons: MOVE_REASONS_HI,
    fallbackReason: 'पहली फ़ार्मेसी इसे नहीं ले सकी',
    because: (store, reason) => `ऑर्डर ${store} को भेजा गया, क्योंकि ${reason}`,
    back: (amount, group) => `${amount} आपके ${group ?? 'मूल भुगतान माध्यम'} में वापस`,
    rxVerified: 'आपका प्रिस्क्रिप्शन वेरिफ़ाइड ही रहेगा',
    rxRechecked: (store) => `${store} के फ़ार्मासिस्ट आपका प्रिस्क्रिप्शन फिर से जाँच रहे हैं`,
    join: '; ',
    end: '।',
  },
};

/** The sentence for the order's latest move in `locale` (English by default), or null when it never moved. */
export function movedExplanation(
  order: MovedOrder,
  events: readonly MoveEvent[],
  refunds: readonly MoveRefund[],
  locale: Locale = 'en-IN',
): string | null {
  const words = MOVE_WORDS[locale];
  const move = [...events].reverse().find((e) => e.type === 'rerouted');
  if (!move && !(order.reroute_count && order.reroute_count > 0)) return null;
  // The stored notes are written in English by lib/orders/reroute.ts whatever the customer reads.
  const prefix = `Moved to ${order.store_name}`;
  // An admin's reassignment carries its note: "Moved to {store}: {note}".
  const adminNote =
    move?.actor_role === 'admin' && move.note?.startsWith(`${prefix}: `) ? move.note.slice(prefix.length + 2) : null;
  const reason = adminNote
    ? `${words.reasons.admin} (${adminNote})`
    : (words.reasons[move?.actor_role ?? ''] ?? words.fallbackReason);
  const parts = [words.because(order.store_name, reason)];
  const refunded = refunds
    .filter((r) => r.note?.startsWith(prefix))
    .reduce((sum, r) => Math.round((sum + r.amount) * 100) / 100, 0);
  if (refunded > 0) {
    // UPI, card and bank names are written as Indian apps print them, in Latin, in Hindi too.
    const group = order.payment_group ? PAYMENT_GROUP_LABELS[order.payment_group] : undefined;
    parts.push(words.back(formatINR(refunded), group));
  }
  if (order.prescription_id && order.rx_status !== 'not_required') {
    parts.push(order.rx_status === 'verified' ? words.rxVerified : words.rxRechecked(order.store_name));
  }
  return `${parts.join(words.join)}${words.end}`;
}

// The contract between shared/src/domain/order.ts and what order-state enforces: every action ×
// role × status goes through the dispatcher (actions/index.ts) with an order that passes every
// other rule (paid, prescription verified, delivered an hour ago, a failed refund …). The
// dispatcher must allow exactly what ORDER_ACTIONS allows, and move the order only where it says.
import {
  ORDER_ACTIONS,
  ORDER_ACTION_NAMES,
  ORDER_STATUSES,
  type OrderAction,
  type OrderActionRule,
  type OrderActorRole,
  type OrderStatus,
} from '@instamg/shared/domain/order';
import { describe, expect, it } from 'vitest';
import { FunctionError } from '../../lib/runtime/errors.ts';
import type { Actor, PlannedOrder } from '../src/actions/action.ts';
import { planTransition } from '../src/actions/index.ts';

const now = new Date('2026-11-22T10:00:00Z');
const ACTORS: Record<OrderActorRole, { actor: Actor; roles: OrderActorRole[] }> = {
  customer: {
    actor: { id: 'c', isCustomer: true, isStore: false, isPharmacist: false, isAdmin: false },
    roles: ['customer'],
  },
  store: {
    actor: { id: 's', isCustomer: false, isStore: true, isPharmacist: false, isAdmin: false },
    roles: ['store'],
  },
  // A pharmacist is a member of the store's team too.
  pharmacist: {
    actor: { id: 'p', isCustomer: false, isStore: true, isPharmacist: true, isAdmin: false },
    roles: ['pharmacist', 'store'],
  },
  admin: {
    actor: { id: 'a', isCustomer: false, isStore: false, isPharmacist: false, isAdmin: true },
    roles: ['admin'],
  },
};

/** Actions on a cash-on-delivery order whose refund waits for its bank transfer. */
const COD_REFUND_ACTIONS: ReadonlySet<OrderAction> = new Set(['mark_refund_paid', 'submit_refund_bank_details']);

/** An order in `status` that every rule other than status and role lets through. */
function permissiveOrder(action: OrderAction, status: OrderStatus): PlannedOrder {
  return {
    status,
    payment_status: 'paid',
    rx_status: action === 'attach_prescription' ? 'rejected' : 'verified',
    prescription_id: 'rx-old',
    delivered_at: new Date(now.getTime() - 60 * 60 * 1000).toISOString(),
    refund_status: COD_REFUND_ACTIONS.has(action) ? 'pending' : 'failed',
    ...(COD_REFUND_ACTIONS.has(action) ? { payment_method: 'cod' as const } : {}),
    // A redelivery the customer asked for (request_redelivery, issue 32).
    ...(action === 'redeliver' ? { redelivery_requested_at: now.toISOString() } : {}),
  };
}

function outcome(action: OrderAction, role: OrderActorRole, status: OrderStatus): string {
  const { actor } = ACTORS[role];
  try {
    const plan = planTransition(
      permissiveOrder(action, status),
      action,
      actor,
      {
        // delivery_failed takes one of DELIVERY_FAILURE_REASONS; the other actions free text.
        reason:
          action === 'delivery_failed'
            ? 'unreachable'
            : action === 'mark_refund_paid'
              ? 'UTR123456789'
              : 'Not what was ordered',
        prescription: { $id: 'rx-new', user_id: actor.id, status: 'pending' },
      },
      now,
    );
    return `→ ${plan.to}`;
  } catch (err) {
    if (err instanceof FunctionError) return `${err.status} ${err.code}`;
    throw err;
  }
}

describe('order-state enforces shared/src/domain/order.ts ORDER_ACTIONS', () => {
  it('has a rule and a handler for exactly the same actions', () => {
    expect(ORDER_ACTION_NAMES.length).toBeGreaterThan(0);
    for (const action of ORDER_ACTION_NAMES) expect(() => outcome(action, 'admin', 'placed'), action).not.toThrow();
  });

  for (const action of ORDER_ACTION_NAMES) {
    it(`${action}: allowed exactly for the table's roles and statuses, and only to its destinations`, () => {
      const rule: OrderActionRule = ORDER_ACTIONS[action];
      const problems: string[] = [];
      for (const role of Object.keys(ACTORS) as OrderActorRole[]) {
        const roles = ACTORS[role].roles.filter((r) => rule.by[r] !== undefined);
        for (const status of ORDER_STATUSES) {
          const got = outcome(action, role, status);
          const allowed = roles.some((r) => rule.by[r]!.includes(status));
          const destinations = rule.to === 'same' ? [status] : rule.to;
          const expected =
            roles.length === 0
              ? '403 not_allowed'
              : allowed
                ? destinations.map((to) => `→ ${to}`)
                : '409 invalid_transition';
          const ok = Array.isArray(expected) ? expected.includes(got) : got === expected;
          if (!ok)
            problems.push(
              `${role} in ${status}: got ${got}, table says ${Array.isArray(expected) ? expected.join(' or ') : expected}`,
            );
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

// The status tables of the order contract (order.ts, returns.ts) against the rest of the contract:
// every row of every table is checked against ORDER_ACTIONS, the inbox, the error catalogue and
// the schema's enums, so a row that contradicts them fails here even when it typechecks.
import { describe, expect, it } from 'vitest';
import {
  ORDERS_PAYMENT_STATUS,
  ORDERS_REFUND_STATUS,
  ORDERS_RETURN_STATUS,
  ORDERS_RX_STATUS,
  ORDERS_STATUS,
  REFUND_REQUESTS_STATUS,
} from '../appwrite/rows';
import { FUNCTION_ERRORS } from './function-errors';
import {
  ACTIVE_FULFILMENT_STATUSES,
  FULFILLABLE_PAYMENT_STATUSES,
  MAILED_STATUSES,
  ORDER_ACTIONS,
  ORDER_ACTION_NAMES,
  ORDER_STATUSES,
  ORDER_STATUS_ACTIONS,
  ORDER_STATUS_MEANINGS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUS_MEANINGS,
  REFUND_STATUS_MEANINGS,
  RX_STATUS_MEANINGS,
  STATUS_IN_SENTENCE,
  STATUS_LABELS,
  TIMELINE_STEPS,
  isStatusChange,
  mayTakeAction,
  paymentStatusLabel,
  type OrderActionRule,
  type OrderStatus,
  type OrderStatusMeaning,
} from './order';
import { INBOX_TABS, INBOX_TAB_DEFS, inboxTabOf } from './order-inbox';
import { RETURN_STATUSES, RETURN_STATUS_LABELS, RETURN_STATUS_MEANINGS, returnTransition } from './returns';
import { SALE_STATUSES } from './store-daily-stats';

const meaning = (s: OrderStatus): OrderStatusMeaning => ORDER_STATUS_MEANINGS[s];
const rule = (action: (typeof ORDER_ACTION_NAMES)[number]): OrderActionRule => ORDER_ACTIONS[action];
/** The statuses an action by any role takes an order to, from `from`. */
function nextStatuses(from: OrderStatus): Set<OrderStatus> {
  const next = new Set<OrderStatus>();
  for (const action of ORDER_ACTION_NAMES) {
    const r = rule(action);
    if (r.to === 'same') continue;
    if (Object.values(r.by).some((statuses) => statuses.includes(from))) for (const to of r.to) next.add(to);
  }
  return next;
}

describe('the status lists are the schema enums', () => {
  it('orders.status, payment_status, rx_status, refund_status, return_status', () => {
    expect(ORDER_STATUSES).toBe(ORDERS_STATUS);
    expect(PAYMENT_STATUSES).toBe(ORDERS_PAYMENT_STATUS);
    expect(Object.keys(RX_STATUS_MEANINGS).sort()).toEqual([...ORDERS_RX_STATUS].sort());
    expect(Object.keys(REFUND_STATUS_MEANINGS).sort()).toEqual([...ORDERS_REFUND_STATUS].sort());
    expect(RETURN_STATUSES).toBe(ORDERS_RETURN_STATUS);
    // The return row and the order's copy of its status take the same values.
    expect([...REFUND_REQUESTS_STATUS].sort()).toEqual([...ORDERS_RETURN_STATUS].sort());
  });

  it('every table has exactly one row per status, and nothing else', () => {
    expect(Object.keys(ORDER_STATUS_MEANINGS)).toEqual([...ORDER_STATUSES]);
    expect(Object.keys(PAYMENT_STATUS_MEANINGS)).toEqual([...PAYMENT_STATUSES]);
    expect(Object.keys(RETURN_STATUS_MEANINGS)).toEqual([...RETURN_STATUSES]);
    expect(Object.keys(ORDER_STATUS_ACTIONS)).toEqual([...ORDER_STATUSES]);
  });
});

describe('ORDER_STATUS_MEANINGS', () => {
  it('every status has a label, a sentence form and a tone; no two read the same', () => {
    for (const s of ORDER_STATUSES) {
      expect(STATUS_LABELS[s], s).toMatch(/^[A-Z]/);
      expect(STATUS_IN_SENTENCE[s], s).toMatch(/^[a-z]/);
      expect(['neutral', 'info', 'success', 'warning', 'error'], s).toContain(meaning(s).tone);
    }
    expect(new Set(Object.values(STATUS_LABELS)).size).toBe(ORDER_STATUSES.length);
    expect(new Set(Object.values(STATUS_IN_SENTENCE)).size).toBe(ORDER_STATUSES.length);
  });

  it("the inbox tab of a status is where the inbox lists it, and only an unpaid order is never the store's", () => {
    for (const s of ORDER_STATUSES) {
      const { inboxTab, outcome } = meaning(s);
      const listedUnder = INBOX_TABS.filter((tab) => INBOX_TAB_DEFS[tab].statuses.includes(s));
      expect(listedUnder, s).toEqual(inboxTab ? [inboxTab] : []);
      expect(inboxTabOf({ status: s, payment_status: 'paid' }), s).toBe(inboxTab);
      expect(inboxTab === null, s).toBe(outcome === 'unpaid');
    }
    for (const tab of INBOX_TABS) expect(INBOX_TAB_DEFS[tab].statuses.length, tab).toBeGreaterThan(0);
  });

  it('active fulfilment (the store sees the phone) is exactly while the store may still move the order on', () => {
    for (const s of ORDER_STATUSES) {
      // A status change the store may make other than cancelling (which it may do to an unpaid order too).
      const storeMovesOn = ORDER_STATUS_ACTIONS[s].store.some((a) => isStatusChange(a) && a !== 'cancel');
      expect(meaning(s).activeFulfilment, s).toBe(storeMovesOn);
      expect(meaning(s).activeFulfilment, s).toBe(meaning(s).outcome === 'open');
    }
    expect(ACTIVE_FULFILMENT_STATUSES).toContain('cancellation_requested');
    expect(ACTIVE_FULFILMENT_STATUSES).not.toContain('delivered');
  });

  it('a sale is a step of the happy path after the store accepted', () => {
    for (const s of ORDER_STATUSES)
      expect(meaning(s).countsAsSale, s).toBe(meaning(s).timeline === 'step' && !mayTakeAction('confirm', 'store', s));
    expect(SALE_STATUSES).toEqual(['confirmed', 'processing', 'ready_for_pickup', 'out_for_delivery', 'delivered']);
  });

  it('the timeline steps are a path of store actions from placed to delivered; a detour sits after a step', () => {
    expect(TIMELINE_STEPS[0]).toBe('placed');
    expect(TIMELINE_STEPS.at(-1)).toBe('delivered');
    for (let i = 1; i < TIMELINE_STEPS.length; i++) {
      const [from, to] = [TIMELINE_STEPS[i - 1]!, TIMELINE_STEPS[i]!];
      const step = ORDER_STATUS_ACTIONS[from].store.some((a) => {
        const r = rule(a);
        return r.to !== 'same' && r.to.includes(to);
      });
      expect(step, `${from} → ${to}`).toBe(true);
    }
    for (const s of ORDER_STATUSES) {
      const { timeline, outcome } = meaning(s);
      if (timeline === 'step') continue;
      if (timeline.after === null) expect(outcome, s).toBe('unpaid');
      else {
        expect(TIMELINE_STEPS, s).toContain(timeline.after);
        expect(outcome, s).not.toBe('unpaid');
      }
    }
  });

  it('handed over: delivered, and what an action can make of a delivered order', () => {
    const reached = new Set<OrderStatus>(['delivered']);
    for (let grew = true; grew;) {
      grew = false;
      for (const s of [...reached])
        for (const n of nextStatuses(s))
          if (!reached.has(n)) {
            reached.add(n);
            grew = true;
          }
    }
    for (const s of ORDER_STATUSES) expect(meaning(s).handedOver, s).toBe(reached.has(s));
    expect([...reached].sort()).toEqual(['delivered', 'refunded']);
  });

  it('ended outcomes have nowhere to go; open ones do', () => {
    for (const s of ORDER_STATUSES) {
      const { outcome } = meaning(s);
      const next = [...nextStatuses(s)].filter((n) => n !== s);
      if (outcome === 'cancelled') expect(next, s).toEqual([]);
      if (outcome === 'open') expect(next.length, s).toBeGreaterThan(0);
    }
  });

  it("no mail for an unpaid order; the statuses left unmailed are the hand-over wait and the customer's own request", () => {
    for (const s of MAILED_STATUSES) expect(meaning(s).outcome, s).not.toBe('unpaid');
    // Every status the store reaches by moving the order along the happy path or a detour is mailed,
    // except the hand-over wait (ready for pickup) and the customer's own cancellation request.
    const notMailed = ORDER_STATUSES.filter((s) => !meaning(s).mailsCustomer);
    expect(notMailed).toEqual(['ready_for_pickup', 'cancellation_requested', 'payment_failed', 'expired']);
  });
});

describe('PAYMENT_STATUS_MEANINGS', () => {
  it('one label per payment status, the same in every app', () => {
    for (const s of PAYMENT_STATUSES) {
      expect(PAYMENT_STATUS_LABELS[s], s).toMatch(/^[A-Z]/);
      expect(paymentStatusLabel(s)).toBe(PAYMENT_STATUS_LABELS[s]);
    }
    expect(new Set(Object.values(PAYMENT_STATUS_LABELS)).size).toBe(PAYMENT_STATUSES.length);
    expect(paymentStatusLabel('pending')).toBe('Awaiting payment');
    expect(paymentStatusLabel('mystery')).toBe('mystery');
  });

  it('a payment the store may fulfil, or money received, is one the store sees; the open inbox tabs show only fulfillable ones', () => {
    for (const s of PAYMENT_STATUSES) {
      const m = PAYMENT_STATUS_MEANINGS[s];
      if (m.fulfillable || m.received) expect(m.storeSees, s).toBe(true);
    }
    for (const tab of INBOX_TABS) {
      const open = INBOX_TAB_DEFS[tab].statuses.every((s) => meaning(s).outcome === 'open');
      expect(INBOX_TAB_DEFS[tab].paymentStatuses, tab).toEqual(
        open ? FULFILLABLE_PAYMENT_STATUSES : PAYMENT_STATUSES.filter((p) => PAYMENT_STATUS_MEANINGS[p].storeSees),
      );
    }
    expect(inboxTabOf({ status: 'placed', payment_status: 'pending' })).toBeNull();
  });
});

describe('RX_STATUS_MEANINGS', () => {
  it('a prescription status is shown exactly when a prescription is needed; a block is a catalogued error', () => {
    for (const [s, m] of Object.entries(RX_STATUS_MEANINGS)) {
      expect(m.label === null, s).toBe(!m.needsPrescription);
      expect(m.storeLabel === null, s).toBe(!m.needsPrescription);
      if (m.blocksAcceptance) {
        expect(m.needsPrescription, s).toBe(true);
        expect(Object.hasOwn(FUNCTION_ERRORS, m.blocksAcceptance), s).toBe(true);
      }
    }
    expect(RX_STATUS_MEANINGS.verified.blocksAcceptance).toBeNull();
  });
});

describe('REFUND_STATUS_MEANINGS', () => {
  it('each refund status reads differently, and only a failed one is retried', () => {
    const rows = Object.entries(REFUND_STATUS_MEANINGS);
    expect(new Set(rows.map(([, m]) => m.online)).size).toBe(rows.length);
    expect(new Set(rows.map(([, m]) => m.rowLabel)).size).toBe(rows.length);
    expect(rows.filter(([, m]) => m.retryable).map(([s]) => s)).toEqual(['failed']);
    expect(rows.filter(([, m]) => m.open && m.retryable)).toEqual([]);
  });
});

describe('RETURN_STATUS_MEANINGS', () => {
  it('labels are distinct; the customer sees a note only after a decision that gives one', () => {
    expect(new Set(Object.values(RETURN_STATUS_LABELS)).size).toBe(RETURN_STATUSES.length);
    for (const s of RETURN_STATUSES) {
      const decidedWithNote = RETURN_STATUSES.some(
        (from) => returnTransition(from, 'reject') === s || returnTransition(from, 'request_photos') === s,
      );
      expect(RETURN_STATUS_MEANINGS[s].noteAs !== null, s).toBe(decidedWithNote);
      // The pickup slot shows once a pickup was scheduled, until it is collected.
      const scheduled = RETURN_STATUSES.some((from) => returnTransition(from, 'schedule_pickup') === s);
      expect(RETURN_STATUS_MEANINGS[s].showsPickup, s).toBe(scheduled);
    }
    // A refund shows after verification (or for the old instant refund's end state).
    expect(RETURN_STATUSES.filter((s) => RETURN_STATUS_MEANINGS[s].refund)).toEqual(['verified', 'refunded']);
    expect(RETURN_STATUSES.some((from) => returnTransition(from, 'verify') === 'verified')).toBe(true);
  });
});

import { ORDER_STATUSES, STATUS_LABELS } from '@instamg/shared/domain/order';
import { describe, expect, it } from 'vitest';
import {
  canRetryPayment,
  customerStatusLabel,
  holdRemaining,
  isAwaitingPayment,
  paymentWasCancelled,
  stepTimes,
  customerCancelOption,
  orderTimeline,
  paymentOutcome,
  prescriptionAttachOption,
  problemReportWindow,
  refundLabel,
  REPORT_WINDOW_MS,
} from './order-status';

describe('orderTimeline', () => {
  it('marks earlier steps done, the current one current, later ones upcoming', () => {
    const { steps, endedAs } = orderTimeline('processing');
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['placed', 'done'],
      ['confirmed', 'done'],
      ['processing', 'current'],
      ['ready_for_pickup', 'upcoming'],
      ['out_for_delivery', 'upcoming'],
      ['delivered', 'upcoming'],
    ]);
    expect(steps[2]!.label).toBe('Processing');
    expect(endedAs).toBeNull();
  });

  it('shows how far a cancelled order got, from its events', () => {
    const { steps, endedAs } = orderTimeline('cancelled', ['placed', 'confirmed', 'cancelled']);
    expect(steps.filter((s) => s.state === 'done').map((s) => s.status)).toEqual(['placed', 'confirmed']);
    // The current entry is the order's own status, and nothing is upcoming after a cancellation.
    expect(steps.slice(2).map((s) => [s.status, s.state])).toEqual([['cancelled', 'current']]);
    expect(endedAs).toEqual({ status: 'cancelled', label: 'Cancelled' });
  });

  it('a refunded delivered order keeps every step done', () => {
    const { steps, endedAs } = orderTimeline('refunded', [
      'placed',
      'confirmed',
      'processing',
      'ready_for_pickup',
      'out_for_delivery',
      'delivered',
    ]);
    expect(steps.slice(0, 6).every((s) => s.state === 'done')).toBe(true);
    expect(steps[6]).toMatchObject({ status: 'refunded', state: 'current', label: 'Refunded', tone: 'info' });
    expect(endedAs?.label).toBe('Refunded');
  });

  it('a failed delivery shows how far it got and ends as Delivery failed until it goes out again', () => {
    const { steps, endedAs } = orderTimeline('delivery_failed', [
      'placed',
      'confirmed',
      'processing',
      'ready_for_pickup',
      'out_for_delivery',
      'delivery_failed',
    ]);
    expect(steps.filter((s) => s.state === 'done').map((s) => s.status)).toEqual([
      'placed',
      'confirmed',
      'processing',
      'ready_for_pickup',
      'out_for_delivery',
    ]);
    // Not the end: it may go out again.
    expect(steps.slice(5).map((s) => [s.status, s.state])).toEqual([
      ['delivery_failed', 'current'],
      ['delivered', 'upcoming'],
    ]);
    expect(endedAs).toBeNull();
  });

  it('a failed or expired payment reached no step: its own status is current, in error', () => {
    for (const status of ['payment_failed', 'expired'] as const) {
      const { steps, endedAs } = orderTimeline(status, ['placed']);
      expect(steps.filter((s) => s.state === 'done')).toEqual([]);
      expect(steps[0]).toMatchObject({ status, state: 'current', tone: 'error' });
      expect(endedAs?.status).toBe(status);
    }
  });

  it('for every status of the contract, exactly one current entry: the order’s own status and label', () => {
    for (const status of ORDER_STATUSES) {
      const { steps } = orderTimeline(status, ['placed', 'confirmed']);
      const current = steps.filter((s) => s.state === 'current');
      expect(current, status).toHaveLength(1);
      expect(current[0], status).toMatchObject({ status, label: STATUS_LABELS[status] });
    }
  });

  it('a cancellation request keeps what is done and what may still come', () => {
    const { steps, endedAs } = orderTimeline('cancellation_requested', ['placed', 'confirmed']);
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['placed', 'done'],
      ['confirmed', 'done'],
      ['cancellation_requested', 'current'],
      ['processing', 'upcoming'],
      ['ready_for_pickup', 'upcoming'],
      ['out_for_delivery', 'upcoming'],
      ['delivered', 'upcoming'],
    ]);
    expect(endedAs).toBeNull();
  });
});

describe('paymentOutcome', () => {
  it.each([
    [{ status: 'placed', payment_status: 'pending' }, 'waiting'],
    [{ status: 'placed', payment_status: 'paid' }, 'paid'],
    [{ status: 'delivered', payment_status: 'paid' }, 'paid'],
    [{ status: 'payment_failed', payment_status: 'failed' }, 'failed'],
    [{ status: 'expired', payment_status: 'failed' }, 'expired'],
    [{ status: 'cancelled', payment_status: 'pending' }, 'cancelled'],
  ] as const)('%o → %s', (order, outcome) => {
    expect(paymentOutcome(order)).toBe(outcome);
  });

  it('offers a retry only while the order can still be paid', () => {
    expect(canRetryPayment({ status: 'payment_failed', payment_status: 'failed' })).toBe(true);
    expect(canRetryPayment({ status: 'expired', payment_status: 'failed' })).toBe(false);
    expect(canRetryPayment({ status: 'confirmed', payment_status: 'paid' })).toBe(false);
  });
});

describe('customerCancelOption', () => {
  const paid = { payment_status: 'paid', rx_status: 'not_required' } as const;
  it('allows cancelling before processing', () => {
    expect(customerCancelOption({ ...paid, status: 'placed' })).toEqual({ allowed: true, needsApproval: false });
    expect(customerCancelOption({ ...paid, status: 'confirmed' })).toEqual({ allowed: true, needsApproval: false });
  });
  it('refuses from processing on, with the policy text', () => {
    for (const status of ['processing', 'out_for_delivery', 'delivered', 'cancelled'] as const) {
      const option = customerCancelOption({ ...paid, status });
      expect(option.allowed).toBe(false);
      if (!option.allowed) expect(option.reason).toContain('before they are marked Processing');
    }
  });
  it('a paid prescription order needs the pharmacy to approve', () => {
    expect(customerCancelOption({ status: 'confirmed', payment_status: 'paid', rx_status: 'verified' })).toEqual({
      allowed: true,
      needsApproval: true,
    });
    expect(customerCancelOption({ status: 'placed', payment_status: 'pending', rx_status: 'pending' })).toEqual({
      allowed: true,
      needsApproval: false,
    });
  });
  it('a pending request cannot be made twice', () => {
    const option = customerCancelOption({
      status: 'cancellation_requested',
      payment_status: 'paid',
      rx_status: 'pending',
    });
    expect(option).toEqual({ allowed: false, reason: 'Your cancellation request is with the pharmacy.' });
  });
});

describe('problemReportWindow', () => {
  const deliveredAt = '2026-11-20T10:00:00.000Z';
  const at = (ms: number) => new Date(Date.parse(deliveredAt) + ms);
  it('is open for 24 hours after delivery', () => {
    expect(problemReportWindow({ status: 'delivered', delivered_at: deliveredAt }, at(REPORT_WINDOW_MS))).toEqual({
      open: true,
      closesAt: new Date('2026-11-21T10:00:00.000Z'),
    });
  });
  it('closes one millisecond later', () => {
    const window = problemReportWindow({ status: 'delivered', delivered_at: deliveredAt }, at(REPORT_WINDOW_MS + 1));
    expect(window).toEqual({ open: false, reason: 'Problems must be reported within 24 hours of delivery.' });
  });
  it('is closed before delivery', () => {
    expect(problemReportWindow({ status: 'out_for_delivery', delivered_at: null }, at(0)).open).toBe(false);
  });
  it('rejects an unreadable delivery time', () => {
    expect(() => problemReportWindow({ status: 'delivered', delivered_at: 'yesterday' }, at(0))).toThrow(/not a date/);
  });
});

describe('prescriptionAttachOption', () => {
  const rejected = { status: 'placed', rx_status: 'rejected', prescription_id: 'rx1' } as const;
  it('offers it for an Rx order with no prescription or a rejected one, before preparation', () => {
    expect(prescriptionAttachOption(rejected)).toBe(true);
    expect(prescriptionAttachOption({ ...rejected, status: 'confirmed' })).toBe(true);
    expect(prescriptionAttachOption({ ...rejected, status: 'payment_failed' })).toBe(true);
    expect(prescriptionAttachOption({ status: 'placed', rx_status: 'pending', prescription_id: null })).toBe(true);
  });
  it('not otherwise', () => {
    expect(prescriptionAttachOption({ ...rejected, rx_status: 'not_required', prescription_id: null })).toBe(false);
    expect(prescriptionAttachOption({ ...rejected, rx_status: 'pending' })).toBe(false);
    expect(prescriptionAttachOption({ ...rejected, rx_status: 'verified' })).toBe(false);
    for (const status of [
      'processing',
      'out_for_delivery',
      'delivered',
      'cancelled',
      'cancellation_requested',
      'expired',
      'refunded',
    ] as const) {
      expect(prescriptionAttachOption({ ...rejected, status }), status).toBe(false);
    }
  });
});

describe('refundLabel', () => {
  it('a cash-on-delivery refund goes by bank transfer, with bank details asked for', () => {
    expect(refundLabel({ refund_status: 'pending', payment_method: 'cod' })).toBe(
      'Refund pending: you paid in cash, so we refund by bank transfer to your bank account.',
    );
    expect(refundLabel({ refund_status: 'refunded', payment_method: 'cod' })).toBe(
      'Refunded by bank transfer to the account you gave us.',
    );
    expect(refundLabel({ refund_status: null, payment_method: 'cod' })).toBeNull();
  });
  it('reads pending, refunded and failed; nothing without a refund', () => {
    expect(refundLabel({ refund_status: 'pending' })).toBe(
      'Refund pending: the money is on its way back to your original payment method.',
    );
    expect(refundLabel({ refund_status: 'refunded' })).toBe('Refunded to your original payment method.');
    expect(refundLabel({ refund_status: 'failed' })).toBe('The refund did not go through yet. Our team will retry it.');
    expect(refundLabel({ refund_status: null })).toBeNull();
    expect(refundLabel({})).toBeNull();
  });
});

describe('awaiting payment (issue 40 §1)', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  it('an online order placed but unpaid awaits payment; paid, COD or failed ones do not', () => {
    expect(isAwaitingPayment({ status: 'placed', payment_status: 'pending' })).toBe(true);
    expect(isAwaitingPayment({ status: 'placed', payment_status: 'paid' })).toBe(false);
    expect(isAwaitingPayment({ status: 'placed', payment_status: 'cod_pending' })).toBe(false);
    expect(isAwaitingPayment({ status: 'payment_failed', payment_status: 'failed' })).toBe(false);
    expect(customerStatusLabel({ status: 'placed', payment_status: 'pending' })).toBe('Awaiting payment');
    expect(customerStatusLabel({ status: 'placed', payment_status: 'paid' })).toBeNull();
  });
  it("reads the hold's remaining time in minutes, hours, or not at all once it ran out", () => {
    expect(holdRemaining('2026-12-01T10:14:59Z', now)).toBe('14 min left');
    expect(holdRemaining('2026-12-01T10:00:30Z', now)).toBe('under a minute left');
    expect(holdRemaining('2026-12-01T11:05:00Z', now)).toBe('1 hr 5 min left');
    expect(holdRemaining('2026-12-01T12:00:00Z', now)).toBe('2 hr left');
    expect(holdRemaining('2026-12-01T10:00:00Z', now)).toBeNull();
    expect(holdRemaining(null, now)).toBeNull();
  });
  it('a cancel at the gateway (USER_DROPPED) is told apart from a failure by the latest payment event', () => {
    expect(paymentWasCancelled([{ type: 'placed' }, { type: 'payment_dropped' }])).toBe(true);
    expect(paymentWasCancelled([{ type: 'payment_dropped' }, { type: 'payment_failed' }])).toBe(false);
    expect(paymentWasCancelled([{ type: 'payment_failed' }, { type: 'stock_released' }])).toBe(false);
    expect(paymentWasCancelled([])).toBe(false);
  });
});

describe('stepTimes (issue 40 §4)', () => {
  it('times each reached status by its first event in India time, placed by the order itself', () => {
    const times = stepTimes({ $createdAt: '2026-12-01T09:50:00.000Z' }, [
      { to_status: 'placed', $createdAt: '2026-12-01T09:50:01.000Z' },
      { to_status: null, $createdAt: '2026-12-01T09:51:00.000Z' },
      { to_status: 'confirmed', $createdAt: '2026-12-01T10:02:00.000Z' },
      { to_status: 'confirmed', $createdAt: '2026-12-01T11:00:00.000Z' },
    ]);
    expect(times).toEqual({ placed: '1 Dec, 3:20 pm', confirmed: '1 Dec, 3:32 pm' });
  });
});

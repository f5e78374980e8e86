import { describe, expect, it } from 'vitest';
import { reconcileDay, type BookPayment, type BookRefund, type GatewayMove } from './reconciliation';

// IST 2026-12-01 = [2026-11-30T18:30Z, 2026-12-01T18:30Z).
const WINDOW = { day: '2026-12-01', start: '2026-11-30T18:30:00.000Z', end: '2026-12-01T18:30:00.000Z' };
const AT = '2026-12-01T06:00:00.000Z';

const capture = (order: string, ref: string, amount: number, at = AT, attempt = 1): GatewayMove => ({
  kind: 'payment',
  order_id: order,
  gateway_order_id: `${order}_${attempt}`,
  ref,
  amount_paise: amount,
  at,
});
const paid = (order: string, ref: string, amount: number, at = AT): BookPayment => ({
  order_id: order,
  store_id: 's1',
  gateway_order_id: `${order}_1`,
  cf_payment_id: ref,
  amount_paise: amount,
  at,
});
const gwRefund = (order: string, id: string, amount: number, at = AT): GatewayMove => ({
  kind: 'refund',
  order_id: order,
  gateway_order_id: `${order}_1`,
  ref: id,
  amount_paise: amount,
  at,
});
const bookRefund = (order: string, id: string, amount: number, at = AT): BookRefund => ({
  order_id: order,
  store_id: 's1',
  refund_id: id,
  amount_paise: amount,
  at,
});
const none = { payments: [], refunds: [], payouts: [] };

describe('reconcileDay', () => {
  it('agrees when every capture and refund is in the books at the same amount', () => {
    expect(
      reconcileDay(WINDOW, [capture('o1', 'p1', 10_000), gwRefund('o1', 'rf_o1', 2_500)], {
        ...none,
        payments: [paid('o1', 'p1', 10_000)],
        refunds: [bookRefund('o1', 'rf_o1', 2_500)],
      }),
    ).toEqual([]);
  });

  it('names each difference with its order, reference and amounts', () => {
    const found = reconcileDay(
      WINDOW,
      [
        capture('o1', 'p1', 10_000),
        capture('o1', 'p9', 10_000, AT, 2),
        capture('o2', 'p2', 5_000),
        capture('o3', 'p3', 7_000),
        gwRefund('o1', 'rogue', 1_250),
        gwRefund('o3', 'rf_o3', 900),
      ],
      {
        ...none,
        payments: [paid('o1', 'p1', 10_000), paid('o3', 'p3', 7_500), paid('o4', 'p4', 3_000)],
        refunds: [bookRefund('o3', 'rf_o3', 1_000), bookRefund('o4', 'rf_o4', 3_000)],
      },
    );
    expect(
      found.map(({ kind, order_id, ref, expected_paise, actual_paise }) => ({
        kind,
        order_id,
        ref,
        expected_paise,
        actual_paise,
      })),
    ).toEqual([
      { kind: 'duplicate_capture', order_id: 'o1', ref: 'p9', expected_paise: 0, actual_paise: 10_000 },
      { kind: 'payment_missing_in_books', order_id: 'o2', ref: 'p2', expected_paise: 0, actual_paise: 5_000 },
      { kind: 'payment_amount_mismatch', order_id: 'o3', ref: 'p3', expected_paise: 7_500, actual_paise: 7_000 },
      { kind: 'payment_missing_at_gateway', order_id: 'o4', ref: 'p4', expected_paise: 3_000, actual_paise: 0 },
      { kind: 'refund_missing_in_books', order_id: 'o1', ref: 'rogue', expected_paise: 0, actual_paise: 1_250 },
      { kind: 'refund_amount_mismatch', order_id: 'o3', ref: 'rf_o3', expected_paise: 1_000, actual_paise: 900 },
      { kind: 'refund_missing_at_gateway', order_id: 'o4', ref: 'rf_o4', expected_paise: 3_000, actual_paise: 0 },
    ]);
    // The key names the difference, not the day: another day's run that sees it finds the same key.
    expect(found[0]!.key).toBe('duplicate_capture:p9');
    expect(found.every((e) => e.day === '2026-12-01')).toBe(true);
  });

  it('a pair across midnight belongs to the day of its earlier side, and only that day', () => {
    const capturedLate = '2026-12-01T18:29:59.000Z'; // 23:59:59 IST
    const webhookAfterMidnight = '2026-12-01T18:30:02.000Z';
    const next = { day: '2026-12-02', start: '2026-12-01T18:30:00.000Z', end: '2026-12-02T18:30:00.000Z' };
    const gateway = [capture('o1', 'p1', 10_000, capturedLate)];
    const books = { ...none, payments: [paid('o1', 'p1', 10_000, webhookAfterMidnight)] };
    expect(reconcileDay(WINDOW, gateway, books)).toEqual([]);
    expect(reconcileDay(next, gateway, books)).toEqual([]);
    // A missing book entry is reported by the capture's day alone.
    expect(reconcileDay(WINDOW, gateway, none).map((e) => e.kind)).toEqual(['payment_missing_in_books']);
    expect(reconcileDay(next, gateway, none)).toEqual([]);
  });

  it('payouts: the row against its statement and against the transfer', () => {
    const payout = {
      payout_id: 'po1',
      store_id: 's1',
      recorded_net_paise: 8_700,
      statement_net_paise: 8_700,
      transfer_paise: 8_700,
      at: AT,
    };
    expect(reconcileDay(WINDOW, [], { ...none, payouts: [payout] })).toEqual([]);
    const found = reconcileDay(WINDOW, [], {
      ...none,
      payouts: [{ ...payout, recorded_net_paise: 8_800, transfer_paise: 8_700 }],
    });
    expect(
      found.map(({ kind, store_id, expected_paise, actual_paise }) => [kind, store_id, expected_paise, actual_paise]),
    ).toEqual([
      ['payout_statement_mismatch', 's1', 8_700, 8_800],
      ['payout_transfer_mismatch', 's1', 8_800, 8_700],
    ]);
    // A payout with no transfer (pending, or paid by a recorded bank transfer) is only checked against its statement.
    expect(reconcileDay(WINDOW, [], { ...none, payouts: [{ ...payout, transfer_paise: null }] })).toEqual([]);
  });
});

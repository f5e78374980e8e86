import { describe, expect, it } from 'vitest';
import { balances } from './ledger';
import { planOrderLedger, type LedgerOrder } from './order-ledger';

const RATES = [
  { kind: 'commission' as const, rate_bps: 1000, effective_from: '2025-01-01T00:00:00.000Z' },
  { kind: 'gst_on_fees' as const, rate_bps: 1800, effective_from: '2017-06-30T18:30:00.000Z' },
  { kind: 'gst_tcs' as const, rate_bps: 50, effective_from: '2024-07-09T18:30:00.000Z' },
  { kind: 'income_tax_tds' as const, rate_bps: 10, effective_from: '2024-09-30T18:30:00.000Z' },
];

const ORDER: LedgerOrder = {
  $id: 'o1',
  status: 'delivered',
  payment_method: 'online',
  payment_status: 'paid',
  cf_payment_id: 'cf1',
  paid_at: '2026-11-20T10:00:00.000Z',
  placed_total: 475,
  total: 475,
  items_total: 450,
  delivery_fee: 25,
  gst_total: 25.24,
  delivered_at: '2026-11-20T12:00:00.000Z',
  redelivery_fee_total: 0,
};

const all = (events: ReturnType<typeof planOrderLedger>) => events.flatMap((e) => e.lines);

describe('planOrderLedger: the events an order has had (issue 31)', () => {
  it('online, delivered: payment then sale; the customer account closes', () => {
    const events = planOrderLedger(ORDER, [], RATES);
    expect(events.map((e) => [e.kind, e.key])).toEqual([
      ['payment_captured', 'pay:o1:cf1'],
      ['sale', 'sale:o1'],
    ]);
    expect(balances(all(events)).customer).toBe(0);
    expect(balances(all(events)).store_payable).toBe(-41920);
  });

  it('a refund is posted only once it completed; after the sale it reverses the store’s share', () => {
    const pending = planOrderLedger(ORDER, [{ refund_id: 'rf_o1_r1', amount: 100, status: 'pending' }], RATES);
    expect(pending.map((e) => e.kind)).toEqual(['payment_captured', 'sale']);
    const done = planOrderLedger(
      ORDER,
      [{ refund_id: 'rf_o1_r1', amount: 100, status: 'refunded', refunded_at: '2026-11-21T09:00:00.000Z' }],
      RATES,
    );
    expect(done.map((e) => e.kind)).toEqual(['payment_captured', 'sale', 'refund_return']);
    const b = balances(all(done));
    expect(b.gateway).toBe(47500 - 10000);
    expect(b.store_payable).toBe(-41920 + 8764);
  });

  it('a return asked for after delivery is after the sale even when the gateway’s whole-second time reads earlier', () => {
    const delivered = { ...ORDER, delivered_at: '2026-11-20T12:00:00.700Z' };
    const [refund] = planOrderLedger(
      delivered,
      [
        {
          refund_id: 'rf_o1_r1',
          amount: 100,
          status: 'refunded',
          $createdAt: '2026-11-20T12:00:00.900Z',
          refunded_at: '2026-11-20T12:00:00.000Z',
        },
      ],
      RATES,
    ).filter((e) => e.kind.startsWith('refund'));
    expect(refund!.kind).toBe('refund_return');
    expect(balances(refund!.lines).store_payable).toBe(8764);
  });

  it('cash on delivery: collected, then the sale nets the cash the store holds', () => {
    const cod: LedgerOrder = {
      ...ORDER,
      payment_method: 'cod',
      cf_payment_id: null,
      cod_collected: 475,
      cod_collected_at: ORDER.delivered_at,
    };
    const events = planOrderLedger(cod, [], RATES);
    expect(events.map((e) => e.kind)).toEqual(['cod_collected', 'sale']);
    const b = balances(all(events));
    expect(b.customer).toBe(0);
    expect(b.cod_cash_with_store).toBe(0);
    expect(b.store_payable).toBe(-41920 + 47500);
  });

  it('cancelled after a failed delivery: the kept fee is the store’s, the rest refunded, no sale', () => {
    const cancelled: LedgerOrder = {
      ...ORDER,
      status: 'cancelled',
      payment_status: 'refunded',
      delivered_at: null,
      cancelled_at: '2026-11-20T15:00:00.000Z',
      redelivery_fee_total: 25,
    };
    const events = planOrderLedger(
      cancelled,
      [{ refund_id: 'rf_o1', amount: 450, status: 'refunded', refunded_at: '2026-11-20T15:01:00.000Z' }],
      RATES,
    );
    expect(events.map((e) => e.kind)).toEqual(['payment_captured', 'refund_full', 'redelivery_fee']);
    expect(balances(all(events))).toMatchObject({ customer: 0, store_payable: -2500, gateway: 2500 });
  });

  it('a substitution refund before delivery is no store adjustment; unpaid orders post nothing', () => {
    const events = planOrderLedger(
      { ...ORDER, items_total: 440, total: 465 },
      [{ refund_id: 'rf_o1_s1', amount: 10, status: 'refunded', refunded_at: '2026-11-20T11:00:00.000Z' }],
      RATES,
    );
    expect(events.map((e) => e.kind)).toEqual(['payment_captured', 'sale', 'refund_substitution']);
    expect(events[2]!.lines.some((l) => l.account === 'store_payable')).toBe(false);
    expect(balances(all(events)).customer).toBe(0);
    expect(
      planOrderLedger(
        { ...ORDER, status: 'placed', payment_status: 'pending', paid_at: null, delivered_at: null },
        [],
        RATES,
      ),
    ).toEqual([]);
  });
});

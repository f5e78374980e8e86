import { describe, expect, it } from 'vitest';
import {
  lastClosedCycle,
  normaliseUtr,
  payoutFigures,
  payoutRowId,
  statementCsv,
  statementLines,
  type StatementSource,
} from './payouts';
import { ratesOn, refundAdjustment, settleSale, type SaleInput } from './settlement';

// The settlement test's orders A (10 %) and B (8 %) settle in one weekly cycle; A's ₹100 refund
// lands after that payout and is an adjustment of the next one (hand-worked in settlement.test.ts:
// A net 41920, B net 42982, adjustment −8764).
const SALE: SaleInput = {
  item_value_paise: 45000,
  delivery_fee_paise: 2500,
  platform_coupon_paise: 0,
  gst_included_paise: 2524,
  cod_collected_paise: 0,
};
const RATES = [
  { kind: 'gst_on_fees', rate_bps: 1800, effective_from: '2017-06-30T18:30:00.000Z' },
  { kind: 'gst_tcs', rate_bps: 50, effective_from: '2024-07-09T18:30:00.000Z' },
  { kind: 'income_tax_tds', rate_bps: 10, effective_from: '2024-09-30T18:30:00.000Z' },
  { kind: 'commission', rate_bps: 1000, effective_from: '2025-12-31T18:30:00.000Z' },
  { kind: 'commission', rate_bps: 800, effective_from: '2026-11-18T18:30:00.000Z' },
] as const;

function source(orderId: string, at: string, payoutId: string | null): StatementSource {
  const sale = settleSale(SALE, ratesOn(RATES, at));
  return {
    order_id: orderId,
    delivered_at: at,
    ...sale,
    refund_paise: 0,
    adjustment_gross_paise: 0,
    adjustment_commission_paise: 0,
    adjustment_commission_gst_paise: 0,
    adjustment_tcs_paise: 0,
    adjustment_tds_paise: 0,
    adjustment_net_paise: 0,
    adjusted_at: null,
    payout_id: payoutId,
    adjustment_payout_id: null,
  };
}

describe('settlement cycles', () => {
  it('closes weekly cycles Monday 00:00 to Monday 00:00 in India', () => {
    // Wednesday 25 Nov 2026, 10:00 IST → the week Mon 16 Nov – Mon 23 Nov.
    expect(lastClosedCycle(new Date('2026-11-25T04:30:00.000Z'), 7)).toEqual({
      start: '2026-11-15T18:30:00.000Z',
      end: '2026-11-22T18:30:00.000Z',
    });
    // Exactly on the boundary, that cycle has ended.
    expect(lastClosedCycle(new Date('2026-11-22T18:30:00.000Z'), 7).end).toBe('2026-11-22T18:30:00.000Z');
    expect(lastClosedCycle(new Date('2026-11-25T04:30:00.000Z'), 1)).toEqual({
      start: '2026-11-23T18:30:00.000Z',
      end: '2026-11-24T18:30:00.000Z',
    });
  });

  it('one payout row per store and cycle', () => {
    expect(payoutRowId('dl-dwarka-sec6', '2026-11-22T18:30:00.000Z')).toBe('po-dl-dwarka-sec6_20261123');
    expect(payoutRowId('x'.repeat(36), '2026-11-22T18:30:00.000Z')).toMatch(/^sd_[a-z0-9]+_20261123$/);
  });

  it('reads UTRs as banks print them', () => {
    expect(normaliseUtr('hdfc r5 2026 1125 0001')).toBe('HDFCR5202611250001');
    expect(normaliseUtr('123456789012')).toBe('123456789012');
    expect(normaliseUtr('12345')).toBeNull();
    expect(normaliseUtr('UTR-123456789012')).toBeNull();
    expect(normaliseUtr(42)).toBeNull();
  });
});

describe('statements: the lines add up to the payout to the paisa', () => {
  const a = source('order-a', '2026-11-18T18:00:00.000Z', 'P1');
  const b = source('order-b', '2026-11-18T19:00:00.000Z', 'P1');
  const refund = refundAdjustment(SALE, 10000, ratesOn(RATES, a.delivered_at));
  const aRefunded: StatementSource = {
    ...a,
    refund_paise: 10000,
    adjustment_gross_paise: refund.gross_paise,
    adjustment_commission_paise: refund.commission_paise,
    adjustment_commission_gst_paise: refund.commission_gst_paise,
    adjustment_tcs_paise: refund.tcs_paise,
    adjustment_tds_paise: refund.tds_paise,
    adjustment_net_paise: refund.net_paise,
    adjusted_at: '2026-11-24T06:00:00.000Z',
    adjustment_payout_id: 'P2',
  };
  const c = source('order-c', '2026-11-25T06:00:00.000Z', 'P2');

  it('cycle 1: A at 10 % and B at 8 % (a rate change mid-cycle) pay 84902', () => {
    const lines = statementLines([b, aRefunded, c], 'P1');
    expect(lines.map((l) => [l.kind, l.order_id, l.net_paise])).toEqual([
      ['sale', 'order-a', 41920],
      ['sale', 'order-b', 42982],
    ]);
    expect(payoutFigures(lines)).toEqual({
      orders_count: 2,
      adjustments_count: 0,
      gross_paise: 95000,
      commission_paise: 8100,
      commission_gst_paise: 1458,
      tcs_paise: 450,
      tds_paise: 90,
      cod_collected_paise: 0,
      sales_net_paise: 84902,
      adjustments_net_paise: 0,
      net_paise: 84902,
    });
  });

  it('cycle 2: A’s refund after settlement is an adjustment: C 42982 − 8764 = 34218', () => {
    const lines = statementLines([b, aRefunded, c], 'P2');
    expect(lines.map((l) => [l.kind, l.order_id, l.net_paise])).toEqual([
      ['adjustment', 'order-a', -8764],
      ['sale', 'order-c', 42982],
    ]);
    const figures = payoutFigures(lines);
    expect(figures).toMatchObject({
      orders_count: 1,
      adjustments_count: 1,
      adjustments_net_paise: -8764,
      net_paise: 34218,
    });
    expect(lines.reduce((sum, l) => sum + l.net_paise, 0)).toBe(figures.net_paise);
  });

  it('the CSV lists every line, by order number and id, and a total equal to the payout', () => {
    // Order c has its number; order a was written before earnings rows carried one.
    const csv = statementCsv(statementLines([b, aRefunded, { ...c, order_number: 'IMG-2026-000003' }], 'P2'));
    const rows = csv.replace('\uFEFF', '').trim().split('\r\n');
    // Every text cell quoted (shared/src/domain/csv.ts), amounts bare to the paisa.
    expect(rows[0]).toMatch(/^"Line","Order ID","Order number","Date","Gross \(INR\)"/);
    expect(rows[1]).toBe(
      '"Refund adjustment","order-a","#RDER-A","2026-11-24T06:00:00.000Z",-100.00,-10.00,-1.80,-0.47,-0.09,0.00,-87.64',
    );
    expect(rows[2]).toMatch(/^"Sale","order-c","IMG-2026-000003",.*,429\.82$/);
    expect(rows[3]).toMatch(/^"Total",,,,.*,342\.18$/);
  });

  it('a cancelled order’s kept redelivery fee is a line of its cycle, the store’s in full (issue 31)', () => {
    const fee: StatementSource = {
      ...source('order-d', '2026-11-26T06:00:00.000Z', 'P2'),
      order_status: 'cancelled',
      gross_paise: 2500,
      taxable_value_paise: 0,
      commission_paise: 0,
      commission_gst_paise: 0,
      tcs_paise: 0,
      tds_paise: 0,
      net_paise: 2500,
    };
    const lines = statementLines([b, aRefunded, c, fee], 'P2');
    expect(lines.map((l) => [l.kind, l.order_id, l.net_paise])).toEqual([
      ['adjustment', 'order-a', -8764],
      ['sale', 'order-c', 42982],
      ['redelivery_fee', 'order-d', 2500],
    ]);
    expect(payoutFigures(lines)).toMatchObject({ orders_count: 2, sales_net_paise: 45482, net_paise: 36718 });
    const rows = statementCsv(lines).replace('\uFEFF', '').trim().split('\r\n');
    expect(rows[3]).toBe(
      '"Redelivery fee","order-d","#RDER-D","2026-11-26T06:00:00.000Z",25.00,0.00,0.00,0.00,0.00,0.00,25.00',
    );
    expect(rows[4]).toMatch(/^"Total",,,,.*,367\.18$/);
  });
});

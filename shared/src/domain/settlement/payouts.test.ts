import { describe, expect, it } from 'vitest';
import {
  PAYOUT_STATUSES,
  carriedNetPaise,
  payoutIsOpen,
  settledStatusOf,
  lastClosedCycle,
  normaliseUtr,
  payoutFigures,
  payoutRowId,
  statementCsv,
  statementLines,
  type AdjustmentSource,
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
    payout_id: payoutId,
  };
}

/** One refund of order A as its adjustment row (store_earning_adjustments). */
function refundOf(refundPaise: number, at: string, payoutId: string | null, n = 1): AdjustmentSource {
  const b = refundAdjustment(SALE, refundPaise, ratesOn(RATES, '2026-11-18T18:00:00.000Z'));
  return {
    order_id: 'order-a',
    order_number: null,
    event_key: `refund:rf_order-a_r${n}`,
    occurred_at: at,
    gross_paise: b.gross_paise,
    commission_paise: b.commission_paise,
    commission_gst_paise: b.commission_gst_paise,
    tcs_paise: b.tcs_paise,
    tds_paise: b.tds_paise,
    net_paise: b.net_paise,
    payout_id: payoutId,
  };
}

const P1 = { payoutId: 'P1', start: '2026-11-15T18:30:00.000Z', end: '2026-11-22T18:30:00.000Z', carriedInPaise: 0 };
const P2 = { payoutId: 'P2', start: '2026-11-22T18:30:00.000Z', end: '2026-11-29T18:30:00.000Z', carriedInPaise: 0 };
const P3 = { payoutId: 'P3', start: '2026-11-29T18:30:00.000Z', end: '2026-12-06T18:30:00.000Z', carriedInPaise: 0 };

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
  const aRefund = refundOf(10000, '2026-11-24T06:00:00.000Z', 'P2');
  const c = source('order-c', '2026-11-25T06:00:00.000Z', 'P2');

  it('cycle 1: A at 10 % and B at 8 % (a rate change mid-cycle) pay 84902', () => {
    const lines = statementLines([b, a, c], [aRefund], P1);
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
      carried_in_paise: 0,
      carried_out_paise: 0,
      net_paise: 84902,
    });
  });

  it('cycle 2: A’s refund after settlement is an adjustment: C 42982 − 8764 = 34218', () => {
    const lines = statementLines([b, a, c], [aRefund], P2);
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
    const csv = statementCsv(statementLines([b, a, { ...c, order_number: 'IMG-2026-000003' }], [aRefund], P2));
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
    const lines = statementLines([b, a, c, fee], [aRefund], P2);
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

  it('two refunds of one order in two cycles: each a line of the cycle it was made in', () => {
    const first = refundOf(10000, '2026-11-24T06:00:00.000Z', 'P2', 1);
    const second = refundOf(5000, '2026-12-01T06:00:00.000Z', 'P3', 2);
    const d = source('order-d', '2026-12-02T06:00:00.000Z', 'P3');
    const two = statementLines([a, b, c, d], [first, second], P2);
    const three = statementLines([a, b, c, d], [first, second], P3);
    expect(two.map((l) => [l.kind, l.order_id, l.net_paise])).toEqual([
      ['adjustment', 'order-a', -8764],
      ['sale', 'order-c', 42982],
    ]);
    expect(three.map((l) => [l.kind, l.order_id, l.net_paise])).toEqual([
      ['adjustment', 'order-a', second.net_paise],
      ['sale', 'order-d', 42982],
    ]);
    expect(second.net_paise).toBeLessThan(0);
    expect(payoutFigures(three)).toMatchObject({ adjustments_count: 1, net_paise: 42982 + second.net_paise });
  });
});

describe('carry: a payout is never below 0; the shortfall is a line of the next cycle', () => {
  const a = source('order-a', '2026-11-18T18:00:00.000Z', 'P1');
  // All of A back after P1 paid it (whole order, ₹475): P2 has nothing else, so it pays 0 and carries.
  const whole = refundOf(47500, '2026-11-24T06:00:00.000Z', 'P2');

  it('adjustments above the sales: net 0, the remainder carried out', () => {
    const lines = statementLines([a], [whole], P2);
    expect(whole.net_paise).toBe(-41920);
    expect(lines.map((l) => [l.kind, l.order_id, l.net_paise, l.at])).toEqual([
      ['adjustment', 'order-a', -41920, '2026-11-24T06:00:00.000Z'],
      ['carried_out', null, 41920, P2.end],
    ]);
    expect(payoutFigures(lines)).toMatchObject({
      orders_count: 0,
      adjustments_count: 1,
      adjustments_net_paise: -41920,
      carried_in_paise: 0,
      carried_out_paise: 41920,
      net_paise: 0,
    });
    const rows = statementCsv(lines).replace('\uFEFF', '').trim().split('\r\n');
    expect(rows[2]).toBe(`"Carried to next cycle",,,"${P2.end}",0.00,0.00,0.00,0.00,0.00,0.00,419.20`);
    expect(rows[3]).toMatch(/^"Total",,,,.*,0\.00$/);
  });

  it('the next cycle takes it off its sales first (carried in), and carries again what it cannot', () => {
    const c = source('order-c', '2026-11-30T06:00:00.000Z', 'P3');
    const lines = statementLines([a, c], [whole], { ...P3, carriedInPaise: 41920 });
    expect(lines.map((l) => [l.kind, l.net_paise, l.at])).toEqual([
      ['carried_in', -41920, P3.start],
      ['sale', 42982, '2026-11-30T06:00:00.000Z'],
    ]);
    expect(payoutFigures(lines)).toMatchObject({ carried_in_paise: 41920, carried_out_paise: 0, net_paise: 1062 });
    const rows = statementCsv(lines).replace('\uFEFF', '').trim().split('\r\n');
    expect(rows[1]).toBe(`"Carried from last cycle",,,"${P3.start}",0.00,0.00,0.00,0.00,0.00,0.00,-419.20`);
    // A cycle with nothing but the carried balance carries it on whole.
    const empty = statementLines([], [], { ...P3, carriedInPaise: 41920 });
    expect(payoutFigures(empty)).toMatchObject({ carried_in_paise: 41920, carried_out_paise: 41920, net_paise: 0 });
    expect(() => statementLines([], [], { ...P3, carriedInPaise: -1 })).toThrow(RangeError);
  });
});

describe('payout states', () => {
  it('a cycle that closes at ₹0 is nothing due; any other amount waits for an admin', () => {
    expect(settledStatusOf(0)).toBe('nothing_due');
    expect(settledStatusOf(1)).toBe('pending');
    expect(settledStatusOf(125_000)).toBe('pending');
  });

  it('only a payout no money has moved for is settled again', () => {
    expect(PAYOUT_STATUSES.filter(payoutIsOpen)).toEqual(['pending', 'nothing_due']);
  });

  it('the carried balance is what was carried out less what came in', () => {
    expect(carriedNetPaise({ carried_in_paise: 0, carried_out_paise: 41920 })).toBe(41920);
    expect(carriedNetPaise({ carried_in_paise: 41920, carried_out_paise: 0 })).toBe(-41920);
    expect(carriedNetPaise({ carried_in_paise: null, carried_out_paise: null })).toBe(0);
  });
});

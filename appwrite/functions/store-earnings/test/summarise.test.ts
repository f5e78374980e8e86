import { describe, expect, it } from 'vitest';
import type { AdjustmentRow, EarningsRow } from '../../lib/money/earnings.ts';
import { summarise } from '../src/main.ts';

const row = (order_status: string, net_paise: number): EarningsRow =>
  ({
    order_status,
    gross_paise: net_paise,
    taxable_value_paise: 0,
    commission_paise: 0,
    commission_gst_paise: 0,
    tcs_paise: 0,
    tds_paise: 0,
    cod_collected_paise: 0,
    net_paise,
    // The order's total adjustment: the summary reads the adjustment rows instead (by refund date).
    adjustment_net_paise: -999_999,
  }) as unknown as EarningsRow;

const adjustment = (net_paise: number): AdjustmentRow =>
  ({
    kind: 'return',
    refund_paise: -net_paise,
    gross_paise: net_paise,
    commission_paise: 0,
    commission_gst_paise: 0,
    tcs_paise: 0,
    tds_paise: 0,
    net_paise,
  }) as unknown as AdjustmentRow;

describe('summarise', () => {
  it('counts delivered orders only, but keeps a cancelled order’s redelivery fee in the money', () => {
    const s = summarise('2026-12-01', '2026-12-01', [row('delivered', 10_000), row('cancelled', 2_500)], []);
    expect(s.orders).toBe(1);
    expect(s.sale.net_paise).toBe(12_500);
    expect(s.net_payable_paise).toBe(12_500);
  });

  it('adds the refunds made in the range (one line each), not the adjustment totals of the orders delivered in it', () => {
    const s = summarise('2026-12-01', '2026-12-07', [row('delivered', 10_000)], [adjustment(-1_500), adjustment(-700)]);
    expect(s.adjustments.net_paise).toBe(-2_200);
    expect(s.net_payable_paise).toBe(7_800);
  });
});

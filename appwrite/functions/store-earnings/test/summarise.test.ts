import { describe, expect, it } from 'vitest';
import type { EarningsRow } from '../../lib/money/earnings.ts';
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
    adjustment_gross_paise: 0,
    adjustment_commission_paise: 0,
    adjustment_commission_gst_paise: 0,
    adjustment_tcs_paise: 0,
    adjustment_tds_paise: 0,
    adjustment_net_paise: 0,
  }) as unknown as EarningsRow;

describe('summarise', () => {
  it('counts delivered orders only, but keeps a cancelled order’s redelivery fee in the money', () => {
    const s = summarise('2026-12-01', '2026-12-01', [row('delivered', 10_000), row('cancelled', 2_500)]);
    expect(s.orders).toBe(1);
    expect(s.sale.net_paise).toBe(12_500);
    expect(s.net_payable_paise).toBe(12_500);
  });
});

import type { GridColDef } from '@instamg/shared/data-grid';
import { Button, Chip } from '@instamg/shared/mui';
import { PAYOUT_STATUS_LABELS, PAYOUT_STATUS_TONES } from '@instamg/shared/domain/settlement/payouts';
import { formatPaise } from '@instamg/shared/domain/settlement/settlement';
import type { StorePayoutsRow } from '@instamg/shared/appwrite/rows';

const day = (ms: number) =>
  new Date(ms).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** '16 Nov 2026 – 22 Nov 2026': the cycle's days in India (its end is the next cycle's first instant). */
export function cycleLabel(start: string, end: string): string {
  return `${day(Date.parse(start))} – ${day(Date.parse(end) - 1)}`;
}

const money = (field: keyof StorePayoutsRow, headerName: string): GridColDef<StorePayoutsRow> => ({
  field,
  headerName,
  type: 'number',
  sortable: false,
  minWidth: 120,
  flex: 1,
  valueFormatter: (value: number) => formatPaise(value),
});

export function payoutColumns(onStatement: (row: StorePayoutsRow) => void): GridColDef<StorePayoutsRow>[] {
  return [
    {
      field: 'cycle_end',
      headerName: 'Cycle',
      minWidth: 220,
      flex: 1.5,
      // The cycle opens its statement (first column: always rendered, a button for keyboards and screen readers).
      renderCell: ({ row }) => (
        <Button
          size="small"
          onClick={() => onStatement(row)}
          aria-label={`Statement, ${cycleLabel(row.cycle_start, row.cycle_end)}`}
          sx={{ textDecoration: 'underline', textTransform: 'none', px: 0 }}
        >
          {cycleLabel(row.cycle_start, row.cycle_end)}
        </Button>
      ),
    },
    { field: 'orders_count', headerName: 'Orders', type: 'number', sortable: false, width: 90 },
    money('gross_paise', 'Gross'),
    money('commission_paise', 'Commission'),
    money('tcs_paise', 'GST TCS'),
    money('tds_paise', 'Income-tax TDS'),
    money('adjustments_net_paise', 'Refund adjustments'),
    money('net_paise', 'Net payout'),
    {
      field: 'status',
      headerName: 'Status',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip size="small" color={PAYOUT_STATUS_TONES[row.status]} label={PAYOUT_STATUS_LABELS[row.status]} />
      ),
    },
    { field: 'utr', headerName: 'UTR', minWidth: 170, sortable: false, valueFormatter: (v: string | null) => v ?? '—' },
  ];
}

import type { GridColDef } from '@instamg/shared/data-grid';
import { Button, Chip } from '@instamg/shared/mui';
import { PAYOUT_STATUS_TONES } from '@instamg/shared/domain/settlement/payouts';
import { formatPaise } from '@instamg/shared/domain/settlement/settlement';
import type { StorePayoutsRow } from '@instamg/shared/appwrite/rows';
import type { Locale } from '@instamg/shared/i18n';
import { cycleText, payoutStatusText, type MoneyT } from '../../i18n/money-catalogue';

const money = (field: keyof StorePayoutsRow, headerName: string): GridColDef<StorePayoutsRow> => ({
  field,
  headerName,
  type: 'number',
  sortable: false,
  minWidth: 120,
  flex: 1,
  valueFormatter: (value: number) => formatPaise(value),
});

/** The cycles' columns, headers and cells in the page's language (`t`, `locale`). */
export function payoutColumns(
  t: MoneyT,
  locale: Locale,
  onStatement: (row: StorePayoutsRow) => void,
): GridColDef<StorePayoutsRow>[] {
  return [
    {
      field: 'cycle_end',
      headerName: t('payoutColumn.cycle'),
      minWidth: 220,
      flex: 1.5,
      // The cycle opens its statement (first column: always rendered, a button for keyboards and screen readers).
      renderCell: ({ row }) => (
        <Button
          size="small"
          onClick={() => onStatement(row)}
          aria-label={t('payoutColumn.statementOf', { cycle: cycleText(t, locale, row.cycle_start, row.cycle_end) })}
          sx={{ textDecoration: 'underline', textTransform: 'none', px: 0 }}
        >
          {cycleText(t, locale, row.cycle_start, row.cycle_end)}
        </Button>
      ),
    },
    { field: 'orders_count', headerName: t('payoutColumn.orders'), type: 'number', sortable: false, width: 90 },
    money('gross_paise', t('payoutColumn.gross')),
    money('commission_paise', t('payoutColumn.commission')),
    money('tcs_paise', t('payoutColumn.tcs')),
    money('tds_paise', t('payoutColumn.tds')),
    money('adjustments_net_paise', t('payoutColumn.adjustments')),
    money('net_paise', t('payoutColumn.net')),
    {
      field: 'status',
      headerName: t('payoutColumn.status'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip size="small" color={PAYOUT_STATUS_TONES[row.status]} label={payoutStatusText(t, row.status)} />
      ),
    },
    {
      field: 'utr',
      headerName: t('payoutColumn.utr'),
      minWidth: 170,
      sortable: false,
      valueFormatter: (v: string | null) => v ?? '—',
    },
  ];
}

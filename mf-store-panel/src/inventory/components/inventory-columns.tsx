import type { GridColDef } from '@instamg/shared/data-grid';
import { Box, ButtonBase, Chip, Stack, Typography } from '@instamg/shared/mui';
import { visuallyHidden } from '../../components/visuallyHidden';
import { expiryBand, type ExpiryBand } from '@instamg/shared/domain/inventory';
import { useLocale, type Locale } from '@instamg/shared/i18n';
import { formatINR } from '@instamg/shared/domain/money';
import type { InventoryProductRow } from '../api/inventory-api';
import {
  countText,
  expiryBandText,
  expiryDayText,
  useInventoryT,
  type InventoryT,
} from '../../i18n/inventory-catalogue';

const BAND_COLOR: Readonly<Record<ExpiryBand, 'error' | 'warning' | 'info' | 'default'>> = {
  expired: 'error',
  under_3_months: 'warning',
  under_6_months: 'info',
  ok: 'default',
};

/** An expiry date with its band (expired, < 3 months, < 6 months) as a chip. */
export function ExpiryCell({ expiry, now }: { expiry: string | null; now: Date }) {
  const t = useInventoryT();
  const locale = useLocale();
  if (!expiry) return <Typography variant="body2">—</Typography>;
  const band = expiryBand(expiry, now);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      <span>{expiryDayText(locale, expiry)}</span>
      {band !== 'ok' && <Chip size="small" color={BAND_COLOR[band]} label={expiryBandText(t, band)} />}
    </Stack>
  );
}

/** The grid's columns, headers and cells in the page's language (`t`, `locale`). */
export function inventoryColumns(
  t: InventoryT,
  locale: Locale,
  now: Date,
  showPrices: boolean,
  onOpen: (row: InventoryProductRow) => void,
): GridColDef<InventoryProductRow>[] {
  const columns: GridColDef<InventoryProductRow>[] = [
    {
      field: 'name',
      headerName: t('column.product'),
      flex: 2,
      minWidth: 220,
      // The name opens the product's batches, price and ledger (a button: keyboard and screen readers too).
      renderCell: ({ row }) => (
        <ButtonBase
          onClick={() => onOpen(row)}
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', height: '100%', width: '100%' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600, color: 'primary.main', textDecoration: 'underline' }}>
            {row.name}
            {/* In the name as text, not aria-label, which would hide the salt shown beneath (axe's label-content-name-mismatch). */}
            <Box component="span" sx={visuallyHidden}>
              {t('column.openProduct')}
            </Box>
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap sx={{ maxWidth: '100%' }}>
            {row.salt_composition}
          </Typography>
        </ButtonBase>
      ),
    },
    {
      field: 'schedule',
      headerName: t('column.schedule'),
      width: 100,
      valueFormatter: (v: string) => (v === 'none' ? t('column.otc') : v),
    },
    {
      field: 'stock',
      headerName: t('column.stock'),
      width: 150,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <span>{countText(locale, row.stock)}</span>
          {row.low_stock && <Chip size="small" color="warning" label={t('column.lowStock')} />}
        </Stack>
      ),
    },
    {
      field: 'next_expiry',
      headerName: t('column.nextExpiry'),
      width: 260,
      renderCell: ({ row }) => <ExpiryCell expiry={row.next_expiry} now={now} />,
    },
    { field: 'batches', headerName: t('column.batches'), width: 90 },
  ];
  if (showPrices)
    columns.push({
      field: 'selling_price',
      headerName: t('column.priceFrom'),
      width: 120,
      valueFormatter: (v: number | null) => (v === null ? '—' : formatINR(v)),
    });
  return columns;
}

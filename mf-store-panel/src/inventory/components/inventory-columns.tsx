import type { GridColDef } from '@instamg/shared/data-grid';
import { Box, ButtonBase, Chip, Stack, Typography } from '@instamg/shared/mui';
import { visuallyHidden } from '../../components/visuallyHidden';
import { EXPIRY_BAND_LABELS, expiryBand, type ExpiryBand } from '@instamg/shared/domain/inventory';
import { formatINR } from '@instamg/shared/domain/money';
import type { InventoryProductRow } from '../api/inventory-api';

const BAND_COLOR: Readonly<Record<ExpiryBand, 'error' | 'warning' | 'info' | 'default'>> = {
  expired: 'error',
  under_3_months: 'warning',
  under_6_months: 'info',
  ok: 'default',
};

/** '31 Aug 2027'. */
export const formatDay = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** An expiry date with its band (expired, < 3 months, < 6 months) as a chip. */
export function ExpiryCell({ expiry, now }: { expiry: string | null; now: Date }) {
  if (!expiry) return <Typography variant="body2">—</Typography>;
  const band = expiryBand(expiry, now);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      <span>{formatDay(expiry)}</span>
      {band !== 'ok' && <Chip size="small" color={BAND_COLOR[band]} label={EXPIRY_BAND_LABELS[band]} />}
    </Stack>
  );
}

export function inventoryColumns(
  now: Date,
  showPrices: boolean,
  onOpen: (row: InventoryProductRow) => void,
): GridColDef<InventoryProductRow>[] {
  const columns: GridColDef<InventoryProductRow>[] = [
    {
      field: 'name',
      headerName: 'Product',
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
              : batches and ledger
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
      headerName: 'Schedule',
      width: 100,
      valueFormatter: (v: string) => (v === 'none' ? 'OTC' : v),
    },
    {
      field: 'stock',
      headerName: 'Stock',
      width: 150,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <span>{row.stock.toLocaleString('en-IN')}</span>
          {row.low_stock && <Chip size="small" color="warning" label="Low stock" />}
        </Stack>
      ),
    },
    {
      field: 'next_expiry',
      headerName: 'Next expiry',
      width: 260,
      renderCell: ({ row }) => <ExpiryCell expiry={row.next_expiry} now={now} />,
    },
    { field: 'batches', headerName: 'Batches', width: 90 },
  ];
  if (showPrices)
    columns.push({
      field: 'selling_price',
      headerName: 'Price from',
      width: 120,
      valueFormatter: (v: number | null) => (v === null ? '—' : formatINR(v)),
    });
  return columns;
}

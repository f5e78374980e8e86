import type { GridColDef } from '@instamg/shared/data-grid';
import { Link, Typography } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { formatRate } from '@instamg/shared/domain/platform-settings';
import { formatPaise } from '@instamg/shared/domain/settlement/settlement';
import { orderReference } from '@instamg/shared/domain/order-number';
import { storePanelHref } from '../../app/nav';
import type { StoreOrderEarningsRow } from '@instamg/shared/appwrite/rows';

/** '24 Nov 2026, 18:05' in India. */
export const formatDelivered = (iso: string): string =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Asia/Kolkata',
  });

const money = (
  field: keyof StoreOrderEarningsRow,
  headerName: string,
  opts: { rate?: keyof StoreOrderEarningsRow; minus?: boolean; bold?: boolean } = {},
): GridColDef<StoreOrderEarningsRow> => ({
  field,
  headerName,
  type: 'number',
  sortable: false,
  minWidth: 120,
  flex: 1,
  renderCell: ({ row }) => {
    const paise = row[field] as number;
    const text = `${opts.minus && paise > 0 ? '−' : ''}${formatPaise(paise)}`;
    return (
      <Typography variant="body2" component="span" sx={{ fontWeight: opts.bold ? 700 : undefined }}>
        {text}
        {opts.rate && (
          <Typography variant="caption" component="span" color="text.secondary">
            {` (${formatRate(row[opts.rate] as number)})`}
          </Typography>
        )}
      </Typography>
    );
  },
});

/** The per-order breakdown: price − commission − GST on it − TCS − TDS = net (issue 18 §5). */
export function earningsColumns(): GridColDef<StoreOrderEarningsRow>[] {
  return [
    {
      field: 'order_id',
      headerName: 'Order',
      minWidth: 150,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={storePanelHref(`orders/${row.order_id}`)} underline="hover">
          {orderReference({ $id: row.order_id, order_number: row.order_number })}
        </Link>
      ),
    },
    {
      field: 'delivered_at',
      headerName: 'Delivered (invoice date)',
      minWidth: 170,
      flex: 1,
      valueFormatter: (value: string) => formatDelivered(value),
    },
    money('item_value_paise', 'Item value'),
    money('delivery_fee_paise', 'Delivery fee'),
    money('gross_paise', 'Gross'),
    money('commission_paise', 'Commission', { rate: 'commission_bps', minus: true }),
    money('commission_gst_paise', 'GST on commission', { minus: true }),
    money('tcs_paise', 'GST TCS', { rate: 'tcs_bps', minus: true }),
    money('tds_paise', 'Income-tax TDS', { rate: 'tds_bps', minus: true }),
    money('net_paise', 'Net payable', { bold: true }),
    money('adjustment_net_paise', 'Refund adjustment'),
  ];
}

import type { GridColDef } from '@instamg/shared/data-grid';
import { Link, Typography } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { formatRate } from '@instamg/shared/domain/platform-settings';
import { formatPaise } from '@instamg/shared/domain/settlement/settlement';
import { orderReference } from '@instamg/shared/domain/order-number';
import { storePanelHref } from '../../app/nav';
import type { StoreOrderEarningsRow } from '@instamg/shared/appwrite/rows';
import type { Locale } from '@instamg/shared/i18n';
import { deliveredText, type MoneyT } from '../../i18n/money-catalogue';

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

/** The per-order breakdown: price − commission − GST on it − TCS − TDS = net (issue 18 §5), headed in the page's language. */
export function earningsColumns(t: MoneyT, locale: Locale): GridColDef<StoreOrderEarningsRow>[] {
  return [
    {
      field: 'order_id',
      headerName: t('earningsColumn.order'),
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
      headerName: t('earningsColumn.delivered'),
      minWidth: 170,
      flex: 1,
      valueFormatter: (value: string) => deliveredText(locale, value),
    },
    money('item_value_paise', t('earningsColumn.itemValue')),
    money('delivery_fee_paise', t('earningsColumn.deliveryFee')),
    money('gross_paise', t('earningsColumn.gross')),
    money('commission_paise', t('earningsColumn.commission'), { rate: 'commission_bps', minus: true }),
    money('commission_gst_paise', t('earningsColumn.commissionGst'), { minus: true }),
    money('tcs_paise', t('earningsColumn.tcs'), { rate: 'tcs_bps', minus: true }),
    money('tds_paise', t('earningsColumn.tds'), { rate: 'tds_bps', minus: true }),
    money('net_paise', t('earningsColumn.net'), { bold: true }),
    money('adjustment_net_paise', t('earningsColumn.adjustment')),
  ];
}

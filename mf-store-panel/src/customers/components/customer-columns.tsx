import type { GridColDef } from '@instamg/shared/data-grid';
import { Link } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { formatPaise } from '@instamg/shared/domain/settlement/settlement';
import { customerArea } from '@instamg/shared/domain/store-customers';
import { storePanelHref } from '../../app/nav';
import type { StoreCustomersRow } from '@instamg/shared/appwrite/rows';
import type { Locale } from '@instamg/shared/i18n';
import { dayText, type InsightsT } from '../../i18n/insights-catalogue';

/** The customers grid: who, where, how often, when last, how much (sortable: last order, orders, spent), in the page's language. */
export const customerColumns = (t: InsightsT, locale: Locale): GridColDef<StoreCustomersRow>[] => [
  {
    field: 'name',
    headerName: t('customerColumn.customer'),
    minWidth: 160,
    flex: 1.2,
    sortable: false,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={storePanelHref(`customers/${row.customer_id}`)}>
        {row.name}
      </Link>
    ),
  },
  {
    field: 'city',
    headerName: t('customerColumn.area'),
    minWidth: 140,
    flex: 1,
    sortable: false,
    valueGetter: (_value: unknown, row: StoreCustomersRow) => customerArea(row),
  },
  { field: 'order_count', headerName: t('customerColumn.orders'), type: 'number', minWidth: 90 },
  {
    field: 'last_order_at',
    headerName: t('customerColumn.lastOrder'),
    minWidth: 130,
    valueFormatter: (value: string) => dayText(locale, value),
  },
  {
    field: 'total_spent_paise',
    headerName: t('customerColumn.spent'),
    type: 'number',
    minWidth: 120,
    valueFormatter: (value: number) => formatPaise(value),
  },
];

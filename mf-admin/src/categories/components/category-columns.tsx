import { useQuery } from '@tanstack/react-query';
import type { GridColDef } from '@instamg/shared/data-grid';
import { Chip, Link } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { SCHEDULE_LABELS } from '@instamg/shared/domain/catalog/product';
import { adminKeys } from '../../api/keys';
import { fetchProductCount } from '../api/categories';
import type { CategoriesRow, RowMeta } from '@instamg/shared/appwrite/rows';

export type CategoryListRow = RowMeta &
  Pick<
    CategoriesRow,
    'name' | 'slug' | 'icon' | 'sort_order' | 'default_schedule' | 'default_rx_required' | 'is_active'
  >;

/** The category's products (listed or not), counted on the server when the row shows. */
function ProductCount({ categoryId }: { categoryId: string }) {
  const count = useQuery({
    queryKey: adminKeys.categories.productCount(categoryId),
    queryFn: () => fetchProductCount(categoryId),
  });
  return <span data-testid="product-count">{count.isError ? '—' : (count.data ?? '…')}</span>;
}

/** The /admin/categories columns; the grid sorts by sort order (the home page's) or last update. */
export function categoryColumns(): GridColDef<CategoryListRow>[] {
  return [
    {
      field: 'name',
      headerName: 'Category',
      minWidth: 200,
      flex: 1.4,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={row.$id}>
          {row.name}
        </Link>
      ),
    },
    { field: 'slug', headerName: 'Slug', minWidth: 140, flex: 1 },
    { field: 'sort_order', headerName: 'Sort order', type: 'number', minWidth: 100 },
    {
      field: 'product_count',
      headerName: 'Products',
      type: 'number',
      minWidth: 90,
      renderCell: ({ row }) => <ProductCount categoryId={row.$id} />,
    },
    {
      field: 'default_schedule',
      headerName: 'New products',
      minWidth: 170,
      valueGetter: (_value, row) => {
        const schedule = row.default_schedule ?? 'none';
        const label = schedule === 'none' ? 'OTC' : (SCHEDULE_LABELS[schedule] ?? schedule);
        return row.default_rx_required ? `${label}, Rx` : label;
      },
    },
    {
      field: 'is_active',
      headerName: 'Status',
      minWidth: 100,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          variant="outlined"
          color={row.is_active ? 'success' : 'default'}
          label={row.is_active ? 'Active' : 'Inactive'}
        />
      ),
    },
  ];
}

import type { GridColDef } from '@instamg/shared/data-grid';
import { Chip, Link } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { SCHEDULE_LABELS, type ProductSchedule } from '@instamg/shared/domain/catalog/product';
import { formatINR } from '@instamg/shared/domain/money';
import type { ProductsRow, RowMeta } from '@instamg/shared/appwrite/rows';

export type ProductListRow = RowMeta &
  Pick<
    ProductsRow,
    'name' | 'salt_composition' | 'strength' | 'manufacturer' | 'schedule' | 'mrp' | 'price' | 'is_active'
  >;

/** The /admin/inventory columns; the shared grid makes only updated-at and price sortable. */
export function productColumns(categoryName: (id: string) => string): GridColDef<ProductListRow>[] {
  return [
    {
      field: 'name',
      headerName: 'Product',
      minWidth: 200,
      flex: 1.4,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`edit/${row.$id}`}>
          {row.name}
        </Link>
      ),
    },
    {
      field: 'salt_composition',
      headerName: 'Salt',
      minWidth: 160,
      flex: 1,
      valueGetter: (_value, row) => `${row.salt_composition}${row.strength ? ` ${row.strength}` : ''}`,
    },
    { field: 'manufacturer', headerName: 'Manufacturer', minWidth: 150, flex: 1 },
    {
      field: 'category_id',
      headerName: 'Category',
      minWidth: 130,
      valueFormatter: (value: string) => categoryName(value),
    },
    {
      field: 'schedule',
      headerName: 'Schedule',
      minWidth: 110,
      valueFormatter: (value: ProductSchedule) => (value === 'none' ? 'OTC' : (SCHEDULE_LABELS[value] ?? value)),
    },
    {
      field: 'mrp',
      headerName: 'MRP',
      type: 'number',
      minWidth: 90,
      valueFormatter: (value: number) => formatINR(value),
    },
    {
      field: 'price',
      headerName: 'Price',
      type: 'number',
      minWidth: 90,
      valueFormatter: (value: number) => formatINR(value),
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
          label={row.is_active ? 'Listed' : 'Unlisted'}
        />
      ),
    },
    {
      field: '$updatedAt',
      headerName: 'Updated',
      minWidth: 120,
      valueFormatter: (value: string) => value.slice(0, 10),
    },
  ];
}

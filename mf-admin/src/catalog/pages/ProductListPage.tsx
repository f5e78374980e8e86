import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Container, Stack, Typography } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { ServerDataGrid } from '@instamg/shared/grid/ServerDataGrid';
import { PRODUCTS_GRID } from '@instamg/shared/grid/grid-specs';
import { useGridView } from '@instamg/shared/grid/use-grid-view';
import { RemoteRoot } from '../../RemoteRoot';
import { adminKeys, ADMIN_APP_KEY } from '../../api/keys';
import { fetchCategories } from '../api/products';
import { CatalogTabs } from '../components/CatalogTabs';
import { ProductCsvImport } from '../components/ProductCsvImport';
import { ProductFilters } from '../components/ProductFilters';
import { productColumns, type ProductListRow } from '../components/product-columns';

/**
 * /admin/inventory (issue 19 §3): the whole catalogue, searched and filtered on the server; the
 * grid's Export writes the import template's columns, and Import CSV checks then imports a file.
 */
export default function ProductListPage() {
  const [importing, setImporting] = useState(false);
  const { view, problems, updateView } = useGridView(PRODUCTS_GRID);
  const categories = useQuery({ queryKey: adminKeys.categories.all(), queryFn: fetchCategories });
  const names = new Map((categories.data ?? []).map((category) => [category.id, category.name]));
  const columns = productColumns((id) => names.get(id) ?? id);
  return (
    <RemoteRoot>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h1" color="primary">
              Catalogue
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" onClick={() => setImporting((open) => !open)} aria-expanded={importing}>
                Import CSV
              </Button>
              <Button variant="contained" component={RouterLink} to="add">
                Add product
              </Button>
            </Stack>
          </Stack>
          <CatalogTabs current={0} />
          {importing && <ProductCsvImport onClose={() => setImporting(false)} />}
          <ServerDataGrid<ProductListRow>
            ignoredFilters={problems}
            spec={PRODUCTS_GRID}
            appKey={ADMIN_APP_KEY}
            label="Products"
            columns={columns}
            view={view}
            onViewChange={updateView}
            emptyMessage="No products match these filters."
            filters={<ProductFilters view={view} onViewChange={updateView} categories={categories.data ?? []} />}
          />
        </Stack>
      </Container>
    </RemoteRoot>
  );
}

import type { ReactNode } from 'react';
import { Box } from '@instamg/shared/mui';
import { ProductCardSkeleton } from './ProductCard';
import { useCatalogT } from '../i18n/catalogue';

const columns = { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' };

// Below md a `row` scrolls sideways, one card and a peek of the next on screen, as home rows do
// on other pharmacy apps; from md up it is the grid.
const rowBelowMd = {
  gridAutoFlow: { xs: 'column', md: 'row' },
  gridAutoColumns: { xs: 'min(300px, 85%)', sm: 'min(320px, 45%)', md: 'auto' },
  gridTemplateColumns: { xs: 'none', md: columns.md, lg: columns.lg },
  overflowX: { xs: 'auto', md: 'visible' },
  scrollSnapType: { xs: 'x mandatory', md: 'none' },
  pb: { xs: 1, md: 0 },
  '& > li': { minWidth: 0, scrollSnapAlign: 'start' },
} as const;

/** A list of product cards: a grid, or for home rows (`layout="row"`) a sideways row on phones. */
export function ProductGrid({
  children,
  label,
  layout = 'grid',
}: {
  children: ReactNode;
  label: string;
  layout?: 'grid' | 'row';
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        ...(layout === 'row' ? rowBelowMd : { gridTemplateColumns: columns, '& > li': { minWidth: 0 } }),
      }}
    >
      {children}
    </Box>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  const t = useCatalogT();
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns }}
      aria-busy="true"
      role="status"
      aria-label={t('grid.loading')}
    >
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </Box>
  );
}

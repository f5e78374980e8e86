import type { ReactNode } from 'react';
import { Box } from '@instamg/shared/mui';
import { ProductCardSkeleton } from './ProductCard';

const columns = { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' };

export function ProductGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: columns, '& > li': { minWidth: 0 } }}>
      {children}
    </Box>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns }} aria-busy="true" aria-label="Loading medicines">
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </Box>
  );
}

import { Link as RouterLink } from '@instamg/shared/router';
import { useLocaleHref } from '@instamg/shared/i18n';
import { Box, Typography } from '@instamg/shared/mui';
import { CategoryIcon } from '../../components/CategoryIcon';
import type { Category } from '../../api/catalog-api';
import { useCatalogT } from '../../i18n/catalogue';

export function categoryPath(slug: string): string {
  return `/medicines?category=${encodeURIComponent(slug)}`;
}

export function CategoryCircles({ categories }: { categories: readonly Category[] }) {
  const t = useCatalogT();
  const href = useLocaleHref();
  return (
    <Box component="nav" aria-label={t('home.categories')}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('home.categories')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 2, overflowX: 'auto', pb: 1 }}>
        {categories.map((category) => (
          <Box component="li" key={category.id} sx={{ flexShrink: 0, width: 88 }}>
            <Box
              component={RouterLink}
              to={href(categoryPath(category.slug))}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 0.5,
                color: 'text.primary',
                textDecoration: 'none',
              }}
            >
              <Box
                sx={{
                  width: 64,
                  height: 64,
                  borderRadius: '50%',
                  bgcolor: 'primary.50',
                  border: 1,
                  borderColor: 'divider',
                  display: 'grid',
                  placeItems: 'center',
                  color: 'primary.main',
                }}
              >
                <CategoryIcon name={category.icon} />
              </Box>
              <Typography variant="caption" align="center">
                {category.name}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

import { lazy } from 'react';
import { Link as RouterLink } from '@instamg/shared/router';
import { useLocaleHref } from '@instamg/shared/i18n';
import { ROUTES } from '@instamg/shared/constants';
import { Box, Button, Stack, Typography } from '@instamg/shared/mui';
import { ErrorState } from '../../components/ErrorState';
import { HomeLoadingPlaceholder } from '../../components/HomeLoadingPlaceholder';
import { useSelectedStore } from '@instamg/shared/api/selected-store';
import { HydrationSection, loadWhenIdle } from '@instamg/shared/ssr';
import { useBanners, useCategories } from '../../api/queries';
import { BannerCarousel } from './BannerCarousel';
import { CategoryCircles } from './CategoryCircles';
import { useCatalogT } from '../../i18n/catalogue';

// Below the fold: on a server-rendered first load its code loads (and it hydrates) when the browser is idle.
const HomeBelowFold = lazy(loadWhenIdle(() => import('./HomeBelowFold')));

function Hero() {
  const t = useCatalogT();
  const href = useLocaleHref();
  return (
    <Box
      component="section"
      aria-labelledby="home-hero"
      sx={{ borderRadius: 2, p: { xs: 2.5, md: 4 }, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Typography sx={{ fontWeight: 800 }} variant="h4" component="h1" id="home-hero">
        {t('home.heroTitle')}
      </Typography>
      <Typography sx={{ mt: 1, mb: 2, opacity: 0.9 }}>{t('home.heroText')}</Typography>
      <Stack sx={{ flexWrap: 'wrap' }} direction="row" spacing={1.5} useFlexGap>
        <Button component={RouterLink} to={href(ROUTES.medicines)} variant="contained" color="secondary">
          {t('home.browse')}
        </Button>
        <Button component={RouterLink} to={href(ROUTES.uploadPrescription)} variant="outlined" color="inherit">
          {t('home.upload')}
        </Button>
      </Stack>
    </Box>
  );
}

export function HomePage() {
  const { store, cleared } = useSelectedStore();
  const banners = useBanners();
  const categories = useCategories();

  if (banners.isPending || categories.isPending) return <HomeLoadingPlaceholder />;
  if (banners.isError || categories.isError) {
    return (
      <ErrorState
        what="the home page"
        error={banners.error ?? categories.error}
        onRetry={() => {
          if (banners.isError) void banners.refetch();
          if (categories.isError) void categories.refetch();
        }}
      />
    );
  }
  return (
    <Stack spacing={4} sx={{ py: 2 }}>
      {/* Each section hydrates in its own slice (issue 21); below the fold when its code has loaded. */}
      <HydrationSection>
        <Hero />
      </HydrationSection>
      {banners.data.length > 0 && (
        <HydrationSection>
          <BannerCarousel banners={banners.data} />
        </HydrationSection>
      )}
      <HydrationSection>
        <CategoryCircles categories={categories.data} />
      </HydrationSection>
      <HydrationSection fallback={<HomeLoadingPlaceholder variant="compact" />}>
        <HomeBelowFold store={store} cleared={cleared} />
      </HydrationSection>
    </Stack>
  );
}

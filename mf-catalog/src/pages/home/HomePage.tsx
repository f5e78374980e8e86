import { lazy, Suspense } from 'react';
import { Link as RouterLink } from '@instamg/shared/router';
import { ROUTES } from '@instamg/shared/constants';
import { Box, Button, Stack, Typography } from '@instamg/shared/mui';
import { ErrorState } from '../../components/ErrorState';
import { HomeLoadingPlaceholder } from '../../components/HomeLoadingPlaceholder';
import { useSelectedStore } from '@instamg/shared/api/selected-store';
import { useBanners, useCategories } from '../../api/queries';
import { BannerCarousel } from './BannerCarousel';
import { CategoryCircles } from './CategoryCircles';

const HomeBelowFold = lazy(() => import('./HomeBelowFold'));

function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="home-hero"
      sx={{ borderRadius: 2, p: { xs: 2.5, md: 4 }, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Typography sx={{ fontWeight: 800 }} variant="h4" component="h1" id="home-hero">
        Medicines delivered to your home from a licensed pharmacy near you
      </Typography>
      <Typography sx={{ mt: 1, mb: 2, opacity: 0.9 }}>
        Genuine medicines at up to MRP, with cheaper same-salt brands shown on every product.
      </Typography>
      <Stack sx={{ flexWrap: 'wrap' }} direction="row" spacing={1.5} useFlexGap>
        <Button component={RouterLink} to={ROUTES.medicines} variant="contained" color="secondary">
          Browse medicines
        </Button>
        <Button component={RouterLink} to="/upload-prescription" variant="outlined" color="inherit">
          Upload prescription
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
      <Hero />
      {banners.data.length > 0 && <BannerCarousel banners={banners.data} />}
      <CategoryCircles categories={categories.data} />
      <Suspense fallback={<HomeLoadingPlaceholder variant="compact" />}>
        <HomeBelowFold store={store} cleared={cleared} />
      </Suspense>
    </Stack>
  );
}

// Below-the-fold home sections, loaded lazily so the home route's first JS stays small.
import { Link as RouterLink } from '@instamg/shared/router';
import { useLocaleHref } from '@instamg/shared/i18n';
import { ROUTES } from '@instamg/shared/constants';
import type { Store } from '@instamg/shared/domain/store';
import { Alert, Box, Card, CardContent, Link, Rating, Stack, Typography } from '@instamg/shared/mui';
import { ErrorState } from '../../components/ErrorState';
import { ProductCard } from '../../components/ProductCard';
import { ProductGrid, ProductGridSkeleton } from '../../components/ProductGrid';
import { usePopularAtStore, useStoreOffers, useTestimonials } from '../../api/queries';
import { useCatalogT, type CatalogMessageKey } from '../../i18n/catalogue';

function PopularNearYou({ store, cleared }: { store: Store | null; cleared: boolean }) {
  const popular = usePopularAtStore(store?.id ?? null);
  // The row is the store's stock, so it shows the store's prices, as the product page does.
  const offers = useStoreOffers(store?.id ?? null, popular.data?.map((product) => product.id) ?? []);
  const href = useLocaleHref();
  const t = useCatalogT();
  return (
    <Box component="section" aria-labelledby="popular-near-you">
      <Typography variant="h6" component="h2" id="popular-near-you" sx={{ mb: 1.5 }}>
        {t('home.popular')}
      </Typography>
      {!store && cleared && (
        <Alert severity="warning" data-testid="not-serviceable">
          <strong>{t('home.notServiceableTitle')}</strong> {t('home.notServiceableText')}
          <Link component={RouterLink} to={href(ROUTES.medicines)} color="inherit">
            {t('home.catalogue')}
          </Link>
          {t('home.or')}
          <Link component={RouterLink} to={href(ROUTES.stores)} color="inherit">
            {t('home.findStore')}
          </Link>
          {t('home.end')}
        </Alert>
      )}
      {!store && !cleared && <Alert severity="info">{t('home.chooseLocation')}</Alert>}
      {store && popular.isPending && <ProductGridSkeleton count={4} />}
      {store && popular.isError && (
        <ErrorState
          what={t('home.whatStock', { store: store.name })}
          error={popular.error}
          onRetry={() => void popular.refetch()}
        />
      )}
      {store && popular.data && popular.data.length === 0 && (
        <Alert severity="info">{t('home.nothingInStock', { store: store.name })}</Alert>
      )}
      {store && popular.data && popular.data.length > 0 && (
        <ProductGrid label={t('home.popularAt', { store: store.name })} layout="row">
          {popular.data.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} offers={offers.data} store={store} />
            </li>
          ))}
        </ProductGrid>
      )}
    </Box>
  );
}

const INFO_TILES: readonly { heading: CatalogMessageKey; text: CatalogMessageKey; link?: string }[] = [
  { heading: 'home.howTitle', text: 'home.howText' },
  { heading: 'home.licensedTitle', text: 'home.licensedText' },
  { heading: 'home.rxTitle', text: 'home.rxText', link: '/upload-prescription' },
  { heading: 'home.timesTitle', text: 'home.timesText' },
];

function InfoTiles() {
  const href = useLocaleHref();
  const t = useCatalogT();
  return (
    <Box
      component="section"
      aria-label={t('home.about')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}
    >
      {INFO_TILES.map((tile) => (
        <Card key={tile.heading} variant="outlined">
          <CardContent>
            <Typography sx={{ fontWeight: 700 }} variant="subtitle1" component="h2">
              {tile.link ? (
                <Link component={RouterLink} to={href(tile.link)} underline="hover">
                  {t(tile.heading)}
                </Link>
              ) : (
                t(tile.heading)
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(tile.text)}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

function Testimonials() {
  const testimonials = useTestimonials();
  const t = useCatalogT();
  if (testimonials.isPending) return <ProductGridSkeleton count={3} />;
  if (testimonials.isError)
    return (
      <ErrorState
        what={t('home.whatTestimonials')}
        error={testimonials.error}
        onRetry={() => void testimonials.refetch()}
      />
    );
  if (testimonials.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="testimonials">
      <Typography variant="h6" component="h2" id="testimonials" sx={{ mb: 1.5 }}>
        {t('home.testimonials')}
      </Typography>
      {/* One swipeable row at every width (seven quotes would be a long column on a phone); focusable so a keyboard can scroll it. */}
      <Box
        tabIndex={0}
        role="group"
        aria-label={t('home.reviews')}
        data-testid="testimonials-row"
        sx={{
          display: 'flex',
          gap: 2,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          pb: 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {testimonials.data.map((quote) => (
          <Card
            key={quote.id}
            variant="outlined"
            sx={{ flex: '0 0 min(300px, 85%)', scrollSnapAlign: 'start', m: 0 }}
            component="figure"
          >
            <CardContent>
              <Rating
                value={quote.rating}
                readOnly
                size="small"
                aria-label={t('home.rating', { rating: String(quote.rating) })}
              />
              <Typography variant="body2" component="blockquote" sx={{ my: 1 }}>
                {quote.text}
              </Typography>
              <Typography variant="caption" component="figcaption" color="text.secondary">
                {quote.name}, {quote.city}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

export default function HomeBelowFold({ store, cleared }: { store: Store | null; cleared: boolean }) {
  return (
    <Stack spacing={4}>
      <PopularNearYou store={store} cleared={cleared} />
      <InfoTiles />
      <Testimonials />
    </Stack>
  );
}

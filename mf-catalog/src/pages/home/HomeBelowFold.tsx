// Below-the-fold home sections, loaded lazily so the home route's first JS stays small.
import { Link as RouterLink } from '@instamg/shared/router';
import { useLocaleHref } from '@instamg/shared/i18n';
import { POLICY, ROUTES, TEXTS } from '@instamg/shared/constants';
import type { Store } from '@instamg/shared/domain/store';
import { Alert, Box, Card, CardContent, Link, Rating, Stack, Typography } from '@instamg/shared/mui';
import { ErrorState } from '../../components/ErrorState';
import { ProductCard } from '../../components/ProductCard';
import { ProductGrid, ProductGridSkeleton } from '../../components/ProductGrid';
import { usePopularAtStore, useStoreOffers, useTestimonials } from '../../api/queries';

function PopularNearYou({ store, cleared }: { store: Store | null; cleared: boolean }) {
  const popular = usePopularAtStore(store?.id ?? null);
  // The row is the store's stock, so it shows the store's prices, as the product page does.
  const offers = useStoreOffers(store?.id ?? null, popular.data?.map((product) => product.id) ?? []);
  const href = useLocaleHref();
  return (
    <Box component="section" aria-labelledby="popular-near-you">
      <Typography variant="h6" component="h2" id="popular-near-you" sx={{ mb: 1.5 }}>
        Popular near you
      </Typography>
      {!store && cleared && (
        <Alert severity="warning" data-testid="not-serviceable">
          <strong>{TEXTS.toast.areaNotServiceable.title}.</strong> {TEXTS.toast.areaNotServiceable.description} You can
          still browse the{' '}
          <Link component={RouterLink} to={href(ROUTES.medicines)} color="inherit">
            catalogue
          </Link>{' '}
          or{' '}
          <Link component={RouterLink} to={href(ROUTES.stores)} color="inherit">
            find a store
          </Link>
          .
        </Alert>
      )}
      {!store && !cleared && (
        <Alert severity="info">
          Choose your delivery location at the top to see what the nearest partner pharmacy has in stock.
        </Alert>
      )}
      {store && popular.isPending && <ProductGridSkeleton count={4} />}
      {store && popular.isError && (
        <ErrorState what={`what ${store.name} stocks`} error={popular.error} onRetry={() => void popular.refetch()} />
      )}
      {store && popular.data && popular.data.length === 0 && (
        <Alert severity="info">{store.name} has nothing in stock right now.</Alert>
      )}
      {store && popular.data && popular.data.length > 0 && (
        <ProductGrid label={`Popular at ${store.name}`} layout="row">
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

const INFO_TILES = [
  {
    title: 'How it works',
    text: 'Search or browse, add medicines to your cart, and a partner pharmacy within 5 km packs and delivers your order.',
  },
  {
    title: 'Licensed pharmacies only',
    text: 'Every order is fulfilled by a licensed partner pharmacy with a drug licence and GSTIN shown on the store strip.',
  },
  {
    title: 'Prescription upload',
    text: 'Upload a photo of your prescription; a registered pharmacist verifies it before Rx medicines are dispatched.',
    link: '/upload-prescription',
  },
  {
    title: 'Delivery times',
    text: `Express: ${POLICY.delivery.express}. Standard: ${POLICY.delivery.standard}. Scheduled: ${POLICY.delivery.scheduled}.`,
  },
] as const;

function InfoTiles() {
  const href = useLocaleHref();
  return (
    <Box
      component="section"
      aria-label="About instamg"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}
    >
      {INFO_TILES.map((tile) => (
        <Card key={tile.title} variant="outlined">
          <CardContent>
            <Typography sx={{ fontWeight: 700 }} variant="subtitle1" component="h2">
              {'link' in tile ? (
                <Link component={RouterLink} to={href(tile.link)} underline="hover">
                  {tile.title}
                </Link>
              ) : (
                tile.title
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {tile.text}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

function Testimonials() {
  const testimonials = useTestimonials();
  if (testimonials.isPending) return <ProductGridSkeleton count={3} />;
  if (testimonials.isError)
    return <ErrorState what="testimonials" error={testimonials.error} onRetry={() => void testimonials.refetch()} />;
  if (testimonials.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="testimonials">
      <Typography variant="h6" component="h2" id="testimonials" sx={{ mb: 1.5 }}>
        What our customers say
      </Typography>
      {/* One swipeable row at every width (seven quotes would be a long column on a phone); focusable so a keyboard can scroll it. */}
      <Box
        tabIndex={0}
        role="group"
        aria-label="Customer reviews"
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
        {testimonials.data.map((t) => (
          <Card
            key={t.id}
            variant="outlined"
            sx={{ flex: '0 0 min(300px, 85%)', scrollSnapAlign: 'start', m: 0 }}
            component="figure"
          >
            <CardContent>
              <Rating value={t.rating} readOnly size="small" aria-label={`${t.rating} out of 5`} />
              <Typography variant="body2" component="blockquote" sx={{ my: 1 }}>
                {t.text}
              </Typography>
              <Typography variant="caption" component="figcaption" color="text.secondary">
                {t.name}, {t.city}
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

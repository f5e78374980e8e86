import { useState } from 'react';
import { PHONE_MEDIA as PHONE, PhoneStickyBar } from '@instamg/shared/sticky-bar';
import { Link as RouterLink, useParams } from '@instamg/shared/router';
import { useLocaleHref } from '@instamg/shared/i18n';
import { ROUTES, STORAGE_KEYS } from '@instamg/shared/constants';
import { parseStoredCoordinates } from '@instamg/shared/domain/location';
import { formatINR } from '@instamg/shared/domain/money';
import type { Store } from '@instamg/shared/domain/store';
import {
  Alert,
  Box,
  Button,
  Divider,
  Link,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import { useAddToCart } from '../api/useAddToCart';
import { ErrorState } from '../components/ErrorState';
import { PriceBlock } from '../components/PriceBlock';
import { productPath } from '../components/ProductCard';
import { ProductImage } from '../components/ProductImage';
import { RxNotice } from '../components/RxNotice';
import { useSelectedStore } from '@instamg/shared/api/selected-store';
import { useNearestStockist, useProduct, useSameSalt, useStoreOffers } from '../api/queries';
import { NotifyMe } from '../components/NotifyMe';
import { offerPending, shownOffer, type ShownOffer } from '../domain/offer';
import { OFFER_PENDING_ATTRIBUTE } from '@instamg/shared/domain/store-reserve';
import type { Product } from '../domain/product';
import { availabilityText, useCatalogT } from '../i18n/catalogue';
import {
  deliveryPromiseWords,
  distanceWords,
  productDescriptionText,
  useProductT,
  type ProductT,
} from '../i18n/product-catalogue';
import { orderSubstitutes } from '../domain/substitutes';
import { HydrationSection, useDocumentDescription, useDocumentTitle } from '@instamg/shared/ssr';
import { productTitle } from '../domain/seo';

const QUANTITIES = Array.from({ length: 10 }, (_, i) => i + 1);

function ProductSkeleton() {
  const t = useProductT();
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={3}
      sx={{ py: 2 }}
      aria-busy="true"
      role="status"
      aria-label={t('product.loading')}
      data-testid="product-skeleton"
    >
      <Skeleton variant="rounded" width={240} height={240} />
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Skeleton variant="text" width="60%" height={40} />
        <Skeleton width="40%" />
        <Skeleton width="30%" />
        <Skeleton variant="rounded" height={56} width="50%" />
        <Skeleton variant="rounded" height={40} width={200} />
      </Stack>
    </Stack>
  );
}

function Availability({ product, store, shown }: { product: Product; store: Store | null; shown: ShownOffer }) {
  const center = store ? deliveryCenter(store) : null;
  const nearest = useNearestStockist(product.id, store?.id ?? null, center, shown.availability === 'out-of-stock');
  const href = useLocaleHref();
  const t = useProductT();
  const catalogT = useCatalogT();
  switch (shown.availability) {
    // Schedule X / NDPS: no stock or delivery line at all; the Rx notice says why.
    case 'not-sold-online':
      return null;
    case 'no-store':
      return (
        <Typography variant="body2" color="text.secondary" data-testid="availability">
          {t('product.chooseLocation', { time: t('product.usualTime') })}
        </Typography>
      );
    case 'not-serviceable':
      return (
        <Typography variant="body2" color="error" data-testid="availability" role="status">
          {catalogT('availability.notServiceable')}
        </Typography>
      );
    case 'checking':
      return <Skeleton width={280} />;
    case 'in-stock':
      return (
        <Typography variant="body2" color="success.main" data-testid="availability">
          {t('product.inStock', {
            store: store!.name,
            price: formatINR(shown.price),
            promise: deliveryPromiseWords(t, store!.distance_km),
          })}
        </Typography>
      );
    case 'out-of-stock':
      return (
        <Stack spacing={1} data-testid="out-of-stock">
          <Typography variant="body2" color="text.secondary" data-testid="availability">
            {t('product.emailWhenBack', { line: availabilityText(catalogT, 'out-of-stock', store!.name) ?? '' })}
          </Typography>
          {nearest.data && (
            <Typography variant="body2" data-testid="nearest-stockist">
              <NearestStockist
                t={t}
                store={nearest.data.store.name}
                distance={distanceWords(t, nearest.data.store.distance_km)}
                price={formatINR(nearest.data.offer.price)}
              />{' '}
              <Link component={RouterLink} to={href(ROUTES.stores)}>
                {t('product.chooseStore')}
              </Link>
            </Typography>
          )}
          {nearest.data === null && (
            <Typography variant="body2" color="text.secondary" data-testid="nearest-stockist-none">
              {t('product.noOtherStore')}
            </Typography>
          )}
        </Stack>
      );
  }
}

// Splits the sentence around the store's name, which is bold, whatever the language's word order.
const STORE_MARK = '\u0000';

function NearestStockist({
  t,
  store,
  distance,
  price,
}: {
  t: ProductT;
  store: string;
  distance: string;
  price: string;
}) {
  const [before = '', after = ''] = t('product.nearest', { store: STORE_MARK, distance, price }).split(STORE_MARK);
  return (
    <>
      {before}
      <strong>{store}</strong>
      {after}
    </>
  );
}

/** Where the customer is (the coordinates mf-location saved), else the selected store's own spot. */
function deliveryCenter(store: Store): { latitude: number; longitude: number } | null {
  try {
    const saved = parseStoredCoordinates(globalThis.sessionStorage?.getItem(STORAGE_KEYS.coordinates));
    if (saved) return { latitude: saved.latitude, longitude: saved.longitude };
  } catch {
    // Blocked storage: fall back to the store.
  }
  return store.latitude !== undefined && store.longitude !== undefined
    ? { latitude: store.latitude, longitude: store.longitude }
    : null;
}

function AddToCart({ product, price, storeId }: { product: Product; price: number; storeId: string | null }) {
  const [quantity, setQuantity] = useState(1);
  const { add, adding, warmUp } = useAddToCart();
  const t = useProductT();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('product.quantity')}
        value={quantity}
        onChange={(e) => setQuantity(Number(e.target.value))}
        sx={{ width: 110 }}
      >
        {QUANTITIES.map((q) => (
          <MenuItem key={q} value={q}>
            {q}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        size="large"
        onClick={() => void add({ product, price, quantity, storeId })}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        loading={adding}
      >
        {t('product.addToCart')}
      </Button>
    </Stack>
  );
}

function Substitutes({ product, price, store }: { product: Product; price: number; store: Store | null }) {
  const sameSalt = useSameSalt(product.salt_key);
  const href = useLocaleHref();
  const ids = sameSalt.data?.filter((p) => p.id !== product.id).map((p) => p.id) ?? [];
  // The store's stock and price of each brand: the same source as the cards and this page's price.
  const offers = useStoreOffers(store?.id ?? null, ids);
  const t = useProductT();
  const catalogT = useCatalogT();
  if (!product.salt_key) return null;
  const heading = (
    <Typography variant="h6" component="h2" id="substitutes">
      {t('product.substitutesTitle')}
    </Typography>
  );
  if (sameSalt.isPending)
    return (
      <Stack spacing={1}>
        {heading}
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  if (sameSalt.isError)
    return (
      <Stack spacing={1}>
        {heading}
        <ErrorState
          what={t('product.whatSubstitutes')}
          error={sameSalt.error}
          onRetry={() => void sameSalt.refetch()}
        />
      </Stack>
    );
  const salt = `${product.salt_composition}${product.strength ? ` ${product.strength}` : ''}`;
  const substitutes = orderSubstitutes(product, price, sameSalt.data, {
    storeId: store?.id ?? null,
    offers: ids.length === 0 ? new Map() : offers.data,
  });
  return (
    <Box component="section" aria-labelledby="substitutes">
      {heading}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {store
          ? t('product.substitutesIntroStore', { salt, store: store.name })
          : t('product.substitutesIntro', { salt })}
      </Typography>
      {substitutes.length === 0 ? (
        <Typography variant="body2">{t('product.noSubstitutes')}</Typography>
      ) : (
        <Box component="ol" aria-label={t('product.substitutesList')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {substitutes.map(({ product: sub, offer, saving }) => {
            const line = availabilityText(catalogT, offer.availability, store?.name ?? null);
            return (
              <Box
                component="li"
                key={sub.id}
                data-testid="substitute"
                data-availability={offer.availability}
                sx={{
                  py: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                  display: 'flex',
                  gap: 2,
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  flexWrap: 'wrap',
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Link
                    component={RouterLink}
                    to={href(productPath(sub.id))}
                    underline="hover"
                    sx={{ fontWeight: 600 }}
                    data-testid="substitute-name"
                  >
                    {sub.name}
                  </Link>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {sub.manufacturer} · {sub.pack_size}
                  </Typography>
                  {line && (
                    <Typography
                      variant="caption"
                      color={offer.availability === 'in-stock' ? 'success.main' : 'text.secondary'}
                      sx={{ display: 'block' }}
                      data-testid="substitute-availability"
                    >
                      {line}
                    </Typography>
                  )}
                </Box>
                <Box sx={{ textAlign: 'right', ml: 'auto' }}>
                  <Typography sx={{ fontWeight: 700 }} data-testid="substitute-price" data-price={offer.price}>
                    {formatINR(offer.price)}
                  </Typography>
                  {saving && (
                    <Typography
                      variant="caption"
                      color="success.main"
                      sx={{ display: 'block' }}
                      data-testid="substitute-saving"
                    >
                      {t('product.save', { amount: formatINR(saving.amount), percent: String(saving.percent) })}
                    </Typography>
                  )}
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

/**
 * The buy action: Add to cart when the selected store has it (or no store is chosen yet),
 * Notify me when it does not, nothing for Schedule X / NDPS.
 */
function BuyAction({ product, store, shown }: { product: Product; store: Store | null; shown: ShownOffer }) {
  if (shown.canAdd) return <AddToCart product={product} price={shown.price} storeId={shown.storeId} />;
  if (shown.canNotify && store) return <NotifyMe product={product} store={store} size="large" />;
  return null;
}

/** Issue 40 §6: a catalogue price or Add standing in for the store's offer is hidden while a store is selected. */
const pendingMark = (shown: ShownOffer) => (offerPending(shown.availability) ? { [OFFER_PENDING_ATTRIBUTE]: '' } : {});

/** On phones the buy action sticks to the bottom of the screen, just above the shell's bottom bar. */
function StickyBuyBar({ product, store, shown }: { product: Product; store: Store | null; shown: ShownOffer }) {
  // 'checking' keeps the bar (its price hidden) so it does not vanish and come back (issue 40 §6).
  if (!shown.canAdd && !(shown.canNotify && store) && shown.availability !== 'checking') return null;
  return (
    <PhoneStickyBar testId="sticky-buy-bar">
      <Typography sx={{ fontWeight: 700 }} component="span" {...pendingMark(shown)}>
        {formatINR(shown.price)}
      </Typography>
      <Box {...pendingMark(shown)}>
        <BuyAction product={product} store={store} shown={shown} />
      </Box>
    </PhoneStickyBar>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const { store, cleared } = useSelectedStore();
  const offers = useStoreOffers(store?.id ?? null, [product.id]);
  const shown = shownOffer(product, { storeId: store?.id ?? null, offers: offers.data, unserviceable: cleared });
  const t = useProductT();
  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <ProductImage src={product.image_url} alt={product.name} size={240} priority />
        <Stack spacing={1.5} sx={{ flex: 1 }}>
          <Typography variant="h4" component="h1">
            {product.name}
          </Typography>
          <Typography color="text.secondary" data-testid="composition">
            {product.salt_composition}
            {product.strength ? ` ${product.strength}` : ''}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0 },
            }}
          >
            <dt>{t('product.form')}</dt>
            <dd>{product.dosage_form}</dd>
            <dt>{t('product.packSize')}</dt>
            <dd>{product.pack_size}</dd>
            <dt>{t('product.manufacturer')}</dt>
            <dd>{product.manufacturer}</dd>
          </Box>
          <RxNotice product={product} />
          <PriceBlock mrp={shown.mrp} price={shown.price} size="large" pending={offerPending(shown.availability)} />
          <Typography variant="caption" color="text.secondary">
            {t('product.mrpInclusive')}
            {product.gst_rate !== null ? t('product.gstIncluded', { rate: String(product.gst_rate) }) : ''}
          </Typography>
          <Availability product={product} store={store} shown={shown} />
          <Box sx={{ [PHONE]: { display: 'none' } }} data-testid="buy-action" {...pendingMark(shown)}>
            <BuyAction product={product} store={store} shown={shown} />
          </Box>
        </Stack>
      </Stack>
      {product.description && (
        <>
          <Divider />
          <Typography variant="body2">{product.description}</Typography>
        </>
      )}
      <Divider />
      {/* Below the fold, hydrated in their own slices (issue 21). */}
      <HydrationSection>
        <Substitutes product={product} price={shown.price} store={store} />
      </HydrationSection>
      <HydrationSection>
        <StickyBuyBar product={product} store={store} shown={shown} />
      </HydrationSection>
    </Stack>
  );
}

/** /product/{id} and /medicines/{id}. */
export function ProductPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const href = useLocaleHref();
  const t = useProductT();
  useDocumentTitle(product.data ? productTitle(product.data) : null);
  // After an in-app move or a language switch (the server wrote the first page's).
  useDocumentDescription(product.data ? productDescriptionText(t, product.data) : null);
  if (product.isPending) return <ProductSkeleton />;
  if (product.isError)
    return <ErrorState what={t('product.whatMedicine')} error={product.error} onRetry={() => void product.refetch()} />;
  if (product.data === null) {
    return (
      <Stack spacing={2} sx={{ py: 4 }} data-testid="product-not-found">
        <Typography variant="h5" component="h1">
          {t('product.notFoundTitle')}
        </Typography>
        <Typography>{t('product.notFoundText')}</Typography>
        <Alert severity="info">
          <Link component={RouterLink} to={href(ROUTES.medicines)} color="inherit">
            {t('product.browseAll')}
          </Link>
          {t('product.orSearch')}
        </Alert>
      </Stack>
    );
  }
  return <ProductDetails product={product.data} />;
}

import { Link as RouterLink } from '@instamg/shared/router';
import { useLocaleHref } from '@instamg/shared/i18n';
import { Box, Button, Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@instamg/shared/mui';
import type { Store } from '@instamg/shared/domain/store';
import { useCartQuantity } from '../api/cart-quantities';
import { useAddToCart } from '../api/useAddToCart';
import { offerPending, shownOffer, type StoreOffer } from '../domain/offer';
import { OFFER_PENDING_ATTRIBUTE, STORE_RESERVE_ATTRIBUTE } from '@instamg/shared/domain/store-reserve';
import { productSubtitle, type Product } from '../domain/product';
import { CartStepper } from './CartStepper';
import { NotifyMe } from './NotifyMe';
import { useSelectedStore } from '@instamg/shared/api/selected-store';
import { PriceBlock } from './PriceBlock';
import { ProductImage } from './ProductImage';
import { RxChip } from './RxChip';
import { availabilityText, useCatalogT } from '../i18n/catalogue';

export function productPath(id: string): string {
  return `/product/${encodeURIComponent(id)}`;
}

/**
 * A product tile in lists and search results, priced and offered by shownOffer (domain/offer.ts,
 * the one price source): the selected store's price when it has the product, Add (or the −/+
 * stepper once it is in the cart); "Out of stock at <store>" and Notify me when it does not;
 * nothing to buy for Schedule X / NDPS.
 */
export function ProductCard({
  product,
  offers,
  store = null,
  note,
}: {
  product: Product;
  /** The selected store's offers for the products on screen; undefined while loading (or no store). */
  offers?: ReadonlyMap<string, StoreOffer>;
  /** The selected store, or null when no delivery location is chosen. */
  store?: Pick<Store, 'id' | 'name'> | null;
  note?: string;
}) {
  // Issue 40 §8: where the selector found no store, prices show but Add gives way to SPEC §8's words.
  const { cleared } = useSelectedStore();
  const t = useCatalogT();
  const href = useLocaleHref();
  const shown = shownOffer(product, { storeId: store?.id ?? null, offers, unserviceable: cleared });
  const line = availabilityText(t, shown.availability, store?.name ?? null);
  // Issue 40 §6: without the store's offer yet, the catalogue price and Add keep their space but
  // are hidden while a store is selected (or stored: server HTML), so no price changes on screen.
  const pending = offerPending(shown.availability);
  const pendingMark = pending ? { [OFFER_PENDING_ATTRIBUTE]: '' } : {};
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      data-testid="product-card"
      data-availability={shown.availability}
    >
      <CardActionArea component={RouterLink} to={href(productPath(product.id))} sx={{ flex: 1, alignItems: 'stretch' }}>
        <CardContent>
          <Stack direction="row" spacing={1.5}>
            <ProductImage src={product.image_url} alt={product.name} size={72} />
            <Stack spacing={0.5} sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2" component="h3" data-testid="product-name">
                {product.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {product.salt_composition}
                {product.strength ? ` ${product.strength}` : ''} · {productSubtitle({ ...product, strength: null })}
              </Typography>
              <PriceBlock mrp={shown.mrp} price={shown.price} pending={pending} />
              <Stack sx={{ alignItems: 'center', flexWrap: 'wrap' }} direction="row" spacing={1}>
                <RxChip product={product} />
                {line && (
                  <Typography
                    variant="caption"
                    color={shown.availability === 'in-stock' ? 'success.main' : 'text.secondary'}
                    data-testid="availability-line"
                  >
                    {line}
                  </Typography>
                )}
                {pending && (
                  // The in-stock line's room (its words are unknown until the store's offer arrives).
                  <Typography
                    variant="caption"
                    aria-hidden="true"
                    {...(shown.availability === 'checking'
                      ? { sx: { visibility: 'hidden' } }
                      : { [STORE_RESERVE_ATTRIBUTE]: '' })}
                  >
                    {availabilityText(t, 'in-stock', store?.name ?? null)}
                  </Typography>
                )}
                {note && (
                  <Typography variant="caption" color="text.secondary">
                    {note}
                  </Typography>
                )}
              </Stack>
            </Stack>
          </Stack>
        </CardContent>
      </CardActionArea>
      {/* Outside the link: a button inside a link is neither valid HTML nor reachable by keyboard.
          Schedule X / NDPS cards have none; their chip already says 'Not sold online'. */}
      {(shown.canAdd || (shown.canNotify && store) || shown.availability === 'checking') && (
        <Box sx={{ px: 2, pb: 1.5, mt: -1, display: 'flex', justifyContent: 'flex-end' }} {...pendingMark}>
          {shown.canAdd ? (
            <QuickAdd product={product} price={shown.price} storeId={shown.storeId} />
          ) : shown.canNotify && store ? (
            <NotifyMe product={product} store={store} />
          ) : (
            // 'checking': Add's room until the store's stock is known (hidden by the pending mark).
            <Button size="small" variant="outlined" disabled tabIndex={-1} aria-hidden="true">
              {t('card.add')}
            </Button>
          )}
        </Box>
      )}
    </Card>
  );
}

/**
 * One of the product at the price shown, as peers' list pages offer (addToCart refuses Schedule
 * X / NDPS too); once it is in the cart, the −/+ stepper instead.
 */
function QuickAdd({ product, price, storeId }: { product: Product; price: number; storeId: string | null }) {
  const { add, adding, warmUp } = useAddToCart();
  const quantity = useCartQuantity(product.id);
  const t = useCatalogT();
  if (quantity > 0) return <CartStepper product={product} quantity={quantity} />;
  return (
    <Button
      size="small"
      variant="outlined"
      aria-label={t('card.addNamed', { name: product.name })}
      onClick={() => void add({ product, price, quantity: 1, storeId })}
      onPointerEnter={warmUp}
      onFocus={warmUp}
      loading={adding}
    >
      {t('card.add')}
    </Button>
  );
}

export function ProductCardSkeleton() {
  return (
    <Card variant="outlined" data-testid="product-card-skeleton">
      <CardContent>
        <Stack direction="row" spacing={1.5}>
          <Skeleton variant="rounded" width={72} height={72} />
          <Stack spacing={0.5} sx={{ flex: 1 }}>
            <Skeleton width="80%" />
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

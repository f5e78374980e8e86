import { Link as RouterLink } from '@instamg/shared/router';
import { Box, Button, Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@instamg/shared/mui';
import { useAddToCart } from '../api/useAddToCart';
import { productSubtitle, saleRules, type Product } from '../domain/product';
import type { StoreOffer } from '../api/catalog-api';
import { PriceBlock } from './PriceBlock';
import { ProductImage } from './ProductImage';
import { RxChip } from './RxNotice';

export function productPath(id: string): string {
  return `/product/${encodeURIComponent(id)}`;
}

/**
 * A product tile in lists and search results; the store's price when it stocks the product.
 * `storeId` is the store `offer` came from (its price goes into the cart with it).
 */
export function ProductCard({
  product,
  offer,
  storeId = null,
  storeKnown = false,
  note,
}: {
  product: Product;
  offer?: StoreOffer;
  storeId?: string | null;
  storeKnown?: boolean;
  note?: string;
}) {
  const price = offer?.price ?? product.price;
  const mrp = Math.max(offer?.mrp ?? product.mrp, price);
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      data-testid="product-card"
    >
      <CardActionArea component={RouterLink} to={productPath(product.id)} sx={{ flex: 1, alignItems: 'stretch' }}>
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
              <PriceBlock mrp={mrp} price={price} />
              <Stack sx={{ alignItems: 'center', flexWrap: 'wrap' }} direction="row" spacing={1}>
                <RxChip product={product} />
                {storeKnown && (
                  <Typography variant="caption" color={offer ? 'success.main' : 'text.secondary'}>
                    {offer ? 'In stock near you' : 'Not at your store'}
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
      {saleRules(product).sellable && (
        <Box sx={{ px: 2, pb: 1.5, mt: -1, display: 'flex', justifyContent: 'flex-end' }}>
          <QuickAdd product={product} price={price} storeId={offer ? storeId : null} />
        </Box>
      )}
    </Card>
  );
}

/** One of the product at the price shown, as peers' list pages offer (addToCart refuses Schedule X / NDPS too). */
function QuickAdd({ product, price, storeId }: { product: Product; price: number; storeId: string | null }) {
  const { add, adding, warmUp } = useAddToCart();
  return (
    <Button
      size="small"
      variant="outlined"
      aria-label={`Add ${product.name} to cart`}
      onClick={() => void add({ product, price, quantity: 1, storeId })}
      onPointerEnter={warmUp}
      onFocus={warmUp}
      loading={adding}
    >
      Add
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

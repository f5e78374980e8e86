import { useState } from 'react';
import { Link as RouterLink, useParams } from '@instamg/shared/router';
import { ROUTES } from '@instamg/shared/constants';
import { DEFAULT_DELIVERY_TIME, deliveryMinutes, formatMinutesSelection } from '@instamg/shared/domain/delivery';
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
import { useProduct, useSameSalt, useStoreOffers } from '../api/queries';
import type { StoreOffer } from '../api/catalog-api';
import { CATALOG_TEXTS, saleRules, type Product } from '../domain/product';
import { orderSubstitutes } from '../domain/substitutes';

const QUANTITIES = Array.from({ length: 10 }, (_, i) => i + 1);

function ProductSkeleton() {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={3}
      sx={{ py: 2 }}
      aria-busy="true"
      aria-label="Loading medicine"
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

function Availability({
  store,
  offer,
  loading,
}: {
  store: Store | null;
  offer: StoreOffer | undefined;
  loading: boolean;
}) {
  if (!store) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="availability">
        Choose your delivery location to check stock and price at the nearest partner pharmacy. Usual delivery:{' '}
        {DEFAULT_DELIVERY_TIME}.
      </Typography>
    );
  }
  if (loading) return <Skeleton width={280} />;
  const eta = formatMinutesSelection(deliveryMinutes(store.distance_km));
  return (
    <Typography variant="body2" color={offer ? 'success.main' : 'text.secondary'} data-testid="availability">
      {offer
        ? `In stock at ${store.name} at ${formatINR(offer.price)} · Delivery in ${eta}`
        : `Not in stock at ${store.name} right now.`}
    </Typography>
  );
}

function AddToCart({ product, price, storeId }: { product: Product; price: number; storeId: string | null }) {
  const [quantity, setQuantity] = useState(1);
  const { add, adding, warmUp } = useAddToCart();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Quantity"
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
        {CATALOG_TEXTS.addToCart}
      </Button>
    </Stack>
  );
}

function Substitutes({ product }: { product: Product }) {
  const sameSalt = useSameSalt(product.salt_key);
  if (!product.salt_key) return null;
  const heading = (
    <Typography variant="h6" component="h2" id="substitutes">
      Substitutes with the same salt and strength
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
        <ErrorState what="substitutes" error={sameSalt.error} onRetry={() => void sameSalt.refetch()} />
      </Stack>
    );
  const substitutes = orderSubstitutes(product, sameSalt.data);
  return (
    <Box component="section" aria-labelledby="substitutes">
      {heading}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Other brands of {product.salt_composition}
        {product.strength ? ` ${product.strength}` : ''}, cheapest first. Ask your doctor or pharmacist before switching
        brands.
      </Typography>
      {substitutes.length === 0 ? (
        <Typography variant="body2">No other brands of this medicine are listed yet.</Typography>
      ) : (
        <Box component="ol" aria-label="Substitutes" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {substitutes.map(({ product: sub, saving }) => (
            <Box
              component="li"
              key={sub.id}
              data-testid="substitute"
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
              <Box>
                <Link
                  component={RouterLink}
                  to={productPath(sub.id)}
                  underline="hover"
                  sx={{ fontWeight: 600 }}
                  data-testid="substitute-name"
                >
                  {sub.name}
                </Link>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {sub.manufacturer} · {sub.pack_size}
                </Typography>
              </Box>
              <Box sx={{ textAlign: 'right' }}>
                <Typography sx={{ fontWeight: 700 }} data-testid="substitute-price" data-price={sub.price}>
                  {formatINR(sub.price)}
                </Typography>
                {saving && (
                  <Typography variant="caption" color="success.main" data-testid="substitute-saving">
                    Save {formatINR(saving.amount)} ({saving.percent}%)
                  </Typography>
                )}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const { store } = useSelectedStore();
  const offers = useStoreOffers(store?.id ?? null, [product.id]);
  const offer = offers.data?.get(product.id);
  const rules = saleRules(product);
  const price = offer?.price ?? product.price;
  const mrp = Math.max(offer?.mrp ?? product.mrp, price);
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
            <dt>Form</dt>
            <dd>{product.dosage_form}</dd>
            <dt>Pack size</dt>
            <dd>{product.pack_size}</dd>
            <dt>Manufacturer</dt>
            <dd>{product.manufacturer}</dd>
          </Box>
          <RxNotice product={product} />
          <PriceBlock mrp={mrp} price={price} size="large" />
          <Typography variant="caption" color="text.secondary">
            {CATALOG_TEXTS.mrpInclusive}
            {product.gst_rate !== null ? ` (GST ${product.gst_rate}% included)` : ''}
          </Typography>
          <Availability store={store} offer={offer} loading={offers.isLoading} />
          {rules.sellable && <AddToCart product={product} price={price} storeId={offer ? store!.id : null} />}
        </Stack>
      </Stack>
      {product.description && (
        <>
          <Divider />
          <Typography variant="body2">{product.description}</Typography>
        </>
      )}
      <Divider />
      <Substitutes product={product} />
    </Stack>
  );
}

/** /product/{id} and /medicines/{id}. */
export function ProductPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  if (product.isPending) return <ProductSkeleton />;
  if (product.isError)
    return <ErrorState what="this medicine" error={product.error} onRetry={() => void product.refetch()} />;
  if (product.data === null) {
    return (
      <Stack spacing={2} sx={{ py: 4 }} data-testid="product-not-found">
        <Typography variant="h5" component="h1">
          Medicine not found
        </Typography>
        <Typography>We could not find this medicine. It may have been removed from the catalogue.</Typography>
        <Alert severity="info">
          <Link component={RouterLink} to={ROUTES.medicines} color="inherit">
            Browse all medicines
          </Link>{' '}
          or use the search box above.
        </Alert>
      </Stack>
    );
  }
  return <ProductDetails product={product.data} />;
}

import { formatINR } from '@instamg/shared/domain/money';
import { Stack, Typography } from '@instamg/shared/mui';
import { OFFER_PENDING_ATTRIBUTE } from '@instamg/shared/domain/store-reserve';
import { priceView } from '../domain/pricing';
import { useCatalogT } from '../i18n/catalogue';

/** Selling price, struck-through MRP and the discount, as Indian pharmacies print them. */
/**
 * `pending`: the price is the catalogue's while the selected store's offer is not known yet; it
 * keeps its space but is hidden while a store is selected (issue 40 §6, domain/store-reserve.ts).
 */
export function PriceBlock({
  mrp,
  price,
  size = 'small',
  pending = false,
}: {
  mrp: number;
  price: number;
  size?: 'small' | 'large';
  pending?: boolean;
}) {
  const view = priceView(mrp, price);
  const t = useCatalogT();
  return (
    <Stack
      sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}
      direction="row"
      spacing={1}
      data-testid="price-block"
      {...(pending ? { [OFFER_PENDING_ATTRIBUTE]: '' } : {})}
    >
      <Typography
        sx={{ fontWeight: 700 }}
        variant={size === 'large' ? 'h5' : 'subtitle1'}
        component="span"
        data-testid="selling-price"
      >
        {formatINR(view.price)}
      </Typography>
      {view.discounted && (
        <>
          <Typography variant="body2" component="span" color="text.secondary">
            {t('price.mrp')} <s data-testid="mrp">{formatINR(view.mrp)}</s>
          </Typography>
          <Typography
            sx={{ fontWeight: 600 }}
            variant="body2"
            component="span"
            color="success.main"
            data-testid="discount"
          >
            {t('price.off', { percent: view.discountPercent })}
          </Typography>
        </>
      )}
      {!view.discounted && (
        <Typography variant="body2" component="span" color="text.secondary">
          {t('price.mrp')} <span data-testid="mrp">{formatINR(view.mrp)}</span>
        </Typography>
      )}
    </Stack>
  );
}

import { useNavigate } from '@instamg/shared/router';
import { Alert, Box, Button, Divider, Paper, Skeleton, Stack, Typography } from '@instamg/shared/mui';
import { formatINR } from '@instamg/shared/domain/money';
import { feeRuleText, unavailableText, useCartT } from '../../i18n/catalogue';
import { Money } from '../../components/Money';
import { SummaryRow } from '../../components/SummaryRow';
import type { Checkout } from './useCheckout';

type Props = Pick<
  Checkout,
  | 'items'
  | 'orderBody'
  | 'quote'
  | 'place'
  | 'placedOrderId'
  | 'blocked'
  | 'rxNeeded'
  | 'prescriptionId'
  | 'paymentMethod'
>;

/** The server's quote (never a price worked out here), and the Place order button. */
export function PriceSummary({
  items,
  orderBody,
  quote,
  place,
  placedOrderId,
  blocked,
  rxNeeded,
  prescriptionId,
  paymentMethod,
}: Props) {
  const t = useCartT();
  const navigate = useNavigate();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, flex: 1, width: '100%' }}
      component="section"
      aria-label={t('summary.section')}
    >
      <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        {t('summary.title')}
      </Typography>
      {!orderBody && !placedOrderId && (
        <Typography variant="body2" color="text.secondary">
          {t('summary.noAddress')}
        </Typography>
      )}
      {orderBody && quote.isFetching && (
        <Stack spacing={1} data-testid="quote-loading" role="status" aria-label={t('summary.loading')} aria-busy="true">
          {items.map((i) => (
            <Skeleton key={i.medicine_id} variant="text" height={28} />
          ))}
          <Skeleton variant="text" height={28} />
          <Skeleton variant="text" height={36} />
        </Stack>
      )}
      {orderBody && !quote.isFetching && quote.isError && (
        <Alert severity="error" role="alert" data-testid="quote-error">
          {quote.error.message}
        </Alert>
      )}
      {orderBody && !quote.isFetching && quote.data && (
        <Box data-testid="quote">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('summary.from', { store: quote.data.store.name, km: quote.data.store.distance_km.toFixed(1) })}
          </Typography>
          <Stack component="ul" aria-label={t('summary.priced')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {quote.data.lines.map((l) => (
              <Stack
                component="li"
                key={l.product_id}
                direction="row"
                sx={{ justifyContent: 'space-between', py: 0.25 }}
                aria-label={l.name}
              >
                <Typography variant="body2">{t('summary.line', { name: l.name, quantity: l.quantity })}</Typography>
                <Typography variant="body2">
                  {l.saving > 0 && (
                    <Box component="s" sx={{ mr: 1, color: 'text.secondary' }}>
                      <Money amount={l.mrp_total} />
                    </Box>
                  )}
                  <Money amount={l.line_total} />
                </Typography>
              </Stack>
            ))}
          </Stack>
          {quote.data.unavailable.length > 0 && (
            <Alert severity="warning" sx={{ my: 1 }} data-testid="quote-unavailable">
              {unavailableText(
                t,
                quote.data.unavailable.map((u) => u.name),
                quote.data.store.name,
              )}
            </Alert>
          )}
          <Divider sx={{ my: 1 }} />
          <SummaryRow
            label={t('summary.itemsAtMrp', { count: quote.data.amounts.item_count })}
            value={<Money amount={quote.data.amounts.items_mrp_total} />}
          />
          {quote.data.amounts.discount > 0 && (
            <SummaryRow
              label={t('summary.discount')}
              value={
                <>
                  −<Money amount={quote.data.amounts.discount} />
                </>
              }
              testId="quote-discount"
            />
          )}
          {(quote.data.amounts.coupon_discount ?? 0) > 0 && quote.data.coupon?.applied && (
            <SummaryRow
              label={t('summary.coupon', { code: quote.data.coupon.code })}
              value={
                <>
                  −<Money amount={quote.data.amounts.coupon_discount!} />
                </>
              }
              testId="quote-coupon"
            />
          )}
          <SummaryRow
            label={t('summary.deliveryFee')}
            value={
              quote.data.amounts.delivery_fee === 0 ? (
                t('summary.free')
              ) : (
                <Money amount={quote.data.amounts.delivery_fee} />
              )
            }
            testId="quote-delivery-fee"
          />
          <Divider sx={{ my: 1 }} />
          <SummaryRow
            strong
            label={t('summary.total')}
            value={<Money amount={quote.data.amounts.total} />}
            testId="quote-total"
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('summary.gst', {
              items: formatINR(quote.data.gst.items),
              delivery: formatINR(quote.data.gst.delivery),
              rate: quote.data.gst.delivery_rate,
            })}
          </Typography>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {feeRuleText(t)}
      </Typography>
      {place.isError && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {place.error.message}
        </Alert>
      )}
      {place.isError && placedOrderId && (
        <Button sx={{ mt: 1 }} onClick={() => navigate(`/orders/${placedOrderId}`)}>
          {t('summary.viewOrder')}
        </Button>
      )}
      <Button
        variant="contained"
        fullWidth
        size="large"
        sx={{ mt: 2 }}
        disabled={blocked || place.isPending || !!placedOrderId}
        onClick={() => place.mutate()}
      >
        {place.isPending
          ? t('summary.placing')
          : paymentMethod === 'cod'
            ? t('summary.placeCod')
            : t('summary.placePay')}
      </Button>
      {rxNeeded && !prescriptionId && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('summary.attachRx')}
        </Typography>
      )}
    </Paper>
  );
}

import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import { GATEWAY_METHODS } from '@instamg/shared/domain/payment-method';
import { formatINR } from '@instamg/shared/domain/money';
import { normaliseCouponCode } from '@instamg/shared/domain/coupons';
import type { QuoteCouponOffer } from '@instamg/shared/domain/order-quote';
import type { Checkout } from './useCheckout';
import { useCartT, type CartT } from '../../i18n/catalogue';

type Props = Pick<
  Checkout,
  'quote' | 'couponCode' | 'setCouponCode' | 'paymentMethod' | 'setPaymentMethod' | 'codAvailable' | 'placedOrderId'
>;

/**
 * How the customer pays (issue 22 §6): online on the gateway's page (UPI, cards, net banking) or
 * cash on delivery when the quote says the platform allows it for this total; and a coupon code,
 * which only the server's quote applies (the discount shown is the quote's).
 */
/**
 * Why cash on delivery is not offered. "Checking…" only while a quote is on its way: with no
 * quote to ask (no usable address, an area no store serves) or a failed one it says so instead
 * of hanging (issue 40 §8).
 */
function codUnavailableText(t: CartT, codReason: string | null, quote: Props['quote']): string {
  if (codReason) return codReason;
  if (quote.isFetching) return t('pay.codChecking');
  if (quote.isError) return t('pay.codQuoteFailed');
  if (!quote.data) return t('pay.codNoAddress');
  return t('pay.codNotAvailable');
}

/** The gateway page's methods (GATEWAY_METHODS, in its order) by the catalogue's names. */
const GATEWAY_NAMES = {
  upi: 'pay.gatewayUpi',
  card: 'pay.gatewayCard',
  net_banking: 'pay.gatewayNetBanking',
} as const satisfies Record<(typeof GATEWAY_METHODS)[number]['group'], string>;

export function PaymentSection({
  quote,
  couponCode,
  setCouponCode,
  paymentMethod,
  setPaymentMethod,
  codAvailable,
  placedOrderId,
}: Props) {
  const t = useCartT();
  const [typed, setTyped] = useState(couponCode ?? '');
  const [typedError, setTypedError] = useState<string | null>(null);
  const coupon = quote.data?.coupon ?? null;
  const codReason = quote.data?.payment?.cod_reason ?? null;
  const couponApplied = !!couponCode && !!coupon?.applied;
  const typedIsCurrent = !!couponCode && normaliseCouponCode(typed) === couponCode;
  // Kept from the last quote so the list does not vanish while a new one loads.
  const [offers, setOffers] = useState<QuoteCouponOffer[]>([]);
  const quotedOffers = quote.data?.coupon_offers;
  useEffect(() => {
    if (quotedOffers) setOffers(quotedOffers);
  }, [quotedOffers]);

  const apply = () => {
    const code = normaliseCouponCode(typed);
    if (!code) {
      setTypedError(t('coupon.invalid'));
      return;
    }
    setTypedError(null);
    setCouponCode(code);
  };
  const remove = () => {
    setCouponCode(null);
    setTyped('');
    setTypedError(null);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('pay.section')}>
      <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        {t('pay.title')}
      </Typography>
      <RadioGroup
        value={paymentMethod}
        onChange={(e) => setPaymentMethod(e.target.value === 'cod' ? 'cod' : 'online')}
        aria-label={t('pay.method')}
      >
        <FormControlLabel
          value="online"
          control={<Radio />}
          disabled={!!placedOrderId}
          label={
            <Box>
              <Typography>{t('pay.online')}</Typography>
              <Typography variant="body2" color="text.secondary" data-testid="gateway-methods">
                {t('pay.gatewayMethods', { methods: GATEWAY_METHODS.map((m) => t(GATEWAY_NAMES[m.group])).join(', ') })}
              </Typography>
            </Box>
          }
        />
        <FormControlLabel
          value="cod"
          control={<Radio />}
          disabled={!codAvailable || !!placedOrderId}
          label={
            <Box>
              <Typography>{t('pay.cod')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {codAvailable ? t('pay.codText') : codUnavailableText(t, codReason, quote)}
              </Typography>
            </Box>
          }
        />
      </RadioGroup>

      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('coupon.label')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply();
          }}
          // A refused code stays editable (issue 40 §7): type another and Apply replaces it.
          disabled={couponApplied || !!placedOrderId}
          error={!!typedError}
          helperText={typedError ?? undefined}
          slotProps={{ htmlInput: { 'aria-label': t('coupon.label'), maxLength: 32 } }}
        />
        {!couponApplied && (
          <Button variant="outlined" onClick={apply} disabled={!typed.trim() || typedIsCurrent || !!placedOrderId}>
            {t('coupon.apply')}
          </Button>
        )}
        {couponCode && (
          <Button onClick={remove} disabled={!!placedOrderId}>
            {t('coupon.remove')}
          </Button>
        )}
      </Stack>
      {offers.length > 0 && !couponApplied && !placedOrderId && (
        <Box component="section" aria-label={t('coupon.offers')} sx={{ mt: 1.5 }} data-testid="coupon-offers">
          <Typography variant="subtitle2">{t('coupon.offersTitle')}</Typography>
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {offers.map((offer) => (
              <Box
                component="li"
                key={offer.code}
                data-testid="coupon-offer"
                sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
              >
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {offer.code}
                </Typography>
                <Typography
                  component="span"
                  variant="body2"
                  color={offer.applicable ? 'success.main' : 'text.secondary'}
                >
                  {offer.applicable
                    ? t('coupon.offerSaving', {
                        description: offer.description ? `${offer.description} · ` : '',
                        amount: formatINR(offer.discount),
                      })
                    : offer.reason}
                </Typography>
                {offer.applicable && (
                  <Button
                    size="small"
                    onClick={() => {
                      setTyped(offer.code);
                      setTypedError(null);
                      setCouponCode(offer.code);
                    }}
                    aria-label={t('coupon.useCode', { code: offer.code })}
                  >
                    {t('coupon.use')}
                  </Button>
                )}
              </Box>
            ))}
          </Stack>
        </Box>
      )}
      {couponCode && coupon?.applied && !quote.isFetching && (
        <Alert severity="success" sx={{ mt: 1 }} data-testid="coupon-applied">
          {t('coupon.applied', { code: coupon.code, amount: formatINR(coupon.discount) })}
        </Alert>
      )}
      {couponCode && coupon && !coupon.applied && !quote.isFetching && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert" data-testid="coupon-refused">
          {t('coupon.refused', { message: coupon.message })}
        </Alert>
      )}
    </Paper>
  );
}

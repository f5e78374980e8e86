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
import { GATEWAY_METHODS, PAYMENT_METHOD_LABELS } from '@instamg/shared/domain/payment-method';
import { normaliseCouponCode } from '@instamg/shared/domain/coupons';
import type { QuoteCouponOffer } from '@instamg/shared/domain/order-quote';
import { Money } from '../../components/Money';
import type { Checkout } from './useCheckout';

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
function codUnavailableText(codReason: string | null, quote: Props['quote']): string {
  if (codReason) return codReason;
  if (quote.isFetching) return 'Checking whether cash on delivery is available…';
  if (quote.isError) return 'Cash on delivery is shown once this order can be priced.';
  if (!quote.data)
    return 'Choose a delivery address that a partner store serves to see whether cash on delivery is available.';
  return 'Cash on delivery is not available for this order.';
}

export function PaymentSection({
  quote,
  couponCode,
  setCouponCode,
  paymentMethod,
  setPaymentMethod,
  codAvailable,
  placedOrderId,
}: Props) {
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
      setTypedError('Enter a coupon code of letters and digits.');
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
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Payment">
      <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        Payment
      </Typography>
      <RadioGroup
        value={paymentMethod}
        onChange={(e) => setPaymentMethod(e.target.value === 'cod' ? 'cod' : 'online')}
        aria-label="Payment method"
      >
        <FormControlLabel
          value="online"
          control={<Radio />}
          disabled={!!placedOrderId}
          label={
            <Box>
              <Typography>{PAYMENT_METHOD_LABELS.online}</Typography>
              <Typography variant="body2" color="text.secondary" data-testid="gateway-methods">
                {GATEWAY_METHODS.map((m) => m.label).join(', ')} on the secure payment page
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
              <Typography>{PAYMENT_METHOD_LABELS.cod}</Typography>
              <Typography variant="body2" color="text.secondary">
                {codAvailable
                  ? 'Pay the delivery partner in cash when your order arrives.'
                  : codUnavailableText(codReason, quote)}
              </Typography>
            </Box>
          }
        />
      </RadioGroup>

      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Coupon code"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply();
          }}
          // A refused code stays editable (issue 40 §7): type another and Apply replaces it.
          disabled={couponApplied || !!placedOrderId}
          error={!!typedError}
          helperText={typedError ?? undefined}
          slotProps={{ htmlInput: { 'aria-label': 'Coupon code', maxLength: 32 } }}
        />
        {!couponApplied && (
          <Button variant="outlined" onClick={apply} disabled={!typed.trim() || typedIsCurrent || !!placedOrderId}>
            Apply
          </Button>
        )}
        {couponCode && (
          <Button onClick={remove} disabled={!!placedOrderId}>
            Remove
          </Button>
        )}
      </Stack>
      {offers.length > 0 && !couponApplied && !placedOrderId && (
        <Box component="section" aria-label="Available offers" sx={{ mt: 1.5 }} data-testid="coupon-offers">
          <Typography variant="subtitle2">Offers for this cart</Typography>
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
                  {offer.applicable ? (
                    <>
                      {offer.description ? `${offer.description} · ` : ''}you save <Money amount={offer.discount} />
                    </>
                  ) : (
                    offer.reason
                  )}
                </Typography>
                {offer.applicable && (
                  <Button
                    size="small"
                    onClick={() => {
                      setTyped(offer.code);
                      setTypedError(null);
                      setCouponCode(offer.code);
                    }}
                    aria-label={`Use ${offer.code}`}
                  >
                    Use
                  </Button>
                )}
              </Box>
            ))}
          </Stack>
        </Box>
      )}
      {couponCode && coupon?.applied && !quote.isFetching && (
        <Alert severity="success" sx={{ mt: 1 }} data-testid="coupon-applied">
          Coupon {coupon.code} applied: you save <Money amount={coupon.discount} />.
        </Alert>
      )}
      {couponCode && coupon && !coupon.applied && !quote.isFetching && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert" data-testid="coupon-refused">
          {coupon.message} Edit the code or remove it to continue.
        </Alert>
      )}
    </Paper>
  );
}

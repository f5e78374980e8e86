import { useQuery } from '@tanstack/react-query';
import { PhoneStickyBar } from '@instamg/shared/sticky-bar';
import { Link as RouterLink } from '@instamg/shared/router';
import { useLocaleHref } from '@instamg/shared/i18n';
import { Alert, Box, Button, Chip, Divider, IconButton, Paper, Stack, Typography } from '@instamg/shared/mui';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import DeleteOutlineIcon from '@mui/icons-material/Delete';
import { cartCount, cartTotal } from '@instamg/shared/domain/cart';
import { useCart } from '../api/useCart';
import {
  cartLineFields,
  cartSaving,
  lineSaving,
  lineTotal,
  linesUnavailableAtStore,
  needsPrescription,
} from '../domain/cart-lines';
import { estimateDeliveryFee } from '../domain/delivery-fee';
import { formatINR } from '@instamg/shared/domain/money';
import { useSelectedStore } from '@instamg/shared/api/selected-store';
import { orderKeys } from '../api/keys';
import { storeBatches } from '../api/orders-api';
import { Money } from '../components/Money';
import { SummaryRow } from '../components/SummaryRow';
import { AwaitingPaymentNotice } from '../components/AwaitingPayment';
import { feeRuleText, freeHintText, useCartT } from '../i18n/catalogue';

export function CartPage() {
  const t = useCartT();
  const href = useLocaleHref();
  const items = useCart((s) => s.items);
  const setQuantity = useCart((s) => s.setQuantity);
  const remove = useCart((s) => s.remove);
  const { store, cleared } = useSelectedStore();
  const productIds = items.map((i) => i.medicine_id);
  const inventory = useQuery({
    queryKey: orderKeys.storeBatches(store?.id, productIds),
    queryFn: () => storeBatches(store!.id, productIds),
    enabled: !!store && productIds.length > 0,
    staleTime: 0,
  });
  const unavailable = inventory.data ? linesUnavailableAtStore(items, inventory.data, new Date()) : new Set<string>();

  if (items.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <AwaitingPaymentNotice />
        <Typography variant="h1" sx={{ fontSize: 28, mb: 1 }}>
          {t('cart.emptyTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('cart.emptyText')}
        </Typography>
        <Button component={RouterLink} to={href('/medicines')} variant="contained">
          {t('cart.browse')}
        </Button>
      </Box>
    );
  }

  const total = cartTotal(items);
  const saving = cartSaving(items);
  const hint = freeHintText(t, total);
  // Issue 40 §10: the fee estimated from the selected store (standard; checkout quotes the address).
  const feeEstimate = store ? estimateDeliveryFee(store.distance_km, total, 'standard') : null;
  const feeText =
    feeEstimate === null
      ? t('cart.feeAtCheckout')
      : feeEstimate === 0
        ? t('cart.feeFree')
        : t('cart.feeAbout', { amount: formatINR(feeEstimate) });
  // Issue 40 §8: no store serves this location, so checkout cannot work; the cart says why.
  const blockedReason = cleared ? t('cart.blocked') : null;
  const proceed = (sticky: boolean) => (
    <Button
      component={RouterLink}
      to="/checkout"
      variant="contained"
      fullWidth={!sticky}
      size="large"
      disabled={!!blockedReason}
      data-testid={sticky ? 'sticky-proceed' : undefined}
    >
      {t('cart.proceed')}
    </Button>
  );
  return (
    <Box>
      <AwaitingPaymentNotice />
      <Typography variant="h1" sx={{ fontSize: 28, mb: 2 }}>
        {t('cart.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack
          component="ul"
          aria-label={t('cart.items')}
          spacing={1.5}
          sx={{ flex: 2, listStyle: 'none', p: 0, m: 0, width: '100%' }}
        >
          {items.map((item) => {
            const line = cartLineFields(item);
            const missing = unavailable.has(item.medicine_id);
            return (
              <Paper
                component="li"
                key={item.medicine_id}
                variant="outlined"
                sx={{ p: 2 }}
                aria-label={line.name}
                data-testid="cart-line"
              >
                <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                  <Box>
                    <Typography sx={{ fontWeight: 600 }}>{line.name}</Typography>
                    {line.pack_size && (
                      <Typography variant="body2" color="text.secondary">
                        {line.pack_size}
                      </Typography>
                    )}
                    <Typography variant="body2">
                      {t('cart.each', { price: formatINR(item.price) })}
                      {line.mrp !== null && line.mrp > item.price && (
                        <Box component="s" sx={{ ml: 1, color: 'text.secondary' }}>
                          {t('cart.mrp', { amount: formatINR(line.mrp) })}
                        </Box>
                      )}
                    </Typography>
                    <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
                      {line.rxRequired && <Chip size="small" color="warning" label={t('cart.rxNeeded')} />}
                      {missing && (
                        <Chip
                          size="small"
                          color="error"
                          label={
                            store ? t('cart.notAvailableAt', { store: store.name }) : t('cart.notAvailableAtYours')
                          }
                        />
                      )}
                      {lineSaving(item) > 0 && (
                        <Chip
                          size="small"
                          color="success"
                          variant="outlined"
                          label={t('cart.youSave', { amount: formatINR(lineSaving(item)) })}
                        />
                      )}
                    </Stack>
                  </Box>
                  <Stack sx={{ alignItems: 'flex-end' }} spacing={1}>
                    <Typography sx={{ fontWeight: 700 }} data-testid="line-total">
                      <Money amount={lineTotal(item)} />
                    </Typography>
                    <Stack direction="row" sx={{ alignItems: 'center' }}>
                      <IconButton
                        aria-label={t('cart.decrease', { name: line.name })}
                        onClick={() => setQuantity(item.medicine_id, item.quantity - 1)}
                      >
                        <RemoveIcon />
                      </IconButton>
                      <Typography
                        aria-label={t('cart.quantity', { name: line.name })}
                        sx={{ minWidth: 24, textAlign: 'center' }}
                      >
                        {item.quantity}
                      </Typography>
                      <IconButton
                        aria-label={t('cart.increase', { name: line.name })}
                        onClick={() => setQuantity(item.medicine_id, item.quantity + 1)}
                      >
                        <AddIcon />
                      </IconButton>
                      <IconButton
                        aria-label={t('cart.remove', { name: line.name })}
                        onClick={() => remove(item.medicine_id)}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </Stack>
                  </Stack>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
        <Paper
          variant="outlined"
          sx={{ p: 2, flex: 1, width: '100%' }}
          component="section"
          aria-label={t('cart.summary')}
        >
          <SummaryRow
            label={t('cart.itemCount', { count: cartCount(items) })}
            value={<Money amount={total} />}
            testId="cart-total"
          />
          {saving > 0 && (
            <SummaryRow
              label={t('cart.savings')}
              value={
                <>
                  −<Money amount={saving} />
                </>
              }
            />
          )}
          <SummaryRow label={t('cart.deliveryFee')} value={feeText} testId="cart-delivery-fee" />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {feeRuleText(t)}
          </Typography>
          {hint && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {hint}
            </Typography>
          )}
          {needsPrescription(items) && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('cart.rxInfo')}
            </Alert>
          )}
          {blockedReason ? (
            <Alert severity="warning" sx={{ mt: 2 }} data-testid="cart-blocked">
              {blockedReason}
            </Alert>
          ) : (
            !store && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {t('cart.chooseLocation')}
              </Alert>
            )
          )}
          {unavailable.size > 0 && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('cart.unavailable', { count: unavailable.size, store: store?.name ?? '' })}
            </Alert>
          )}
          <Divider sx={{ my: 2 }} />
          {proceed(false)}
        </Paper>
      </Stack>
      {/* Phones: the total and the way on stay in reach above the shell's bottom bar. */}
      <PhoneStickyBar testId="sticky-checkout-bar" spaceAbove>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>
            <Money amount={total} />
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('cart.stickyFee', { fee: feeText })}
          </Typography>
        </Box>
        {proceed(true)}
      </PhoneStickyBar>
    </Box>
  );
}

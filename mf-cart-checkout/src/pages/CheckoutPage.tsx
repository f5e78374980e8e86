import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@instamg/shared/router';
import {
  Alert, Box, Button, Checkbox, CircularProgress, Divider, FormControl, FormControlLabel, InputLabel, MenuItem, Paper, Radio,
  RadioGroup, Select, Skeleton, Stack, Typography,
} from '@instamg/shared/mui';
import { formatAddressLine, isAddressUsable } from '@instamg/shared/domain/address';
import { POLICY } from '@instamg/shared/constants';
import { useCart } from '../cart/useCart';
import { needsPrescription } from '../domain/cart-lines';
import { checkoutOrderBody, unavailableSentence } from '../domain/checkout-quote';
import { deliveryFeeRuleText, type CheckoutDeliveryMode } from '../domain/delivery-fee';
import { scheduledSlots, slotLabel } from '../domain/slots';
import { useMyPrescriptions, useOrderQuote, useSavedAddresses, useSelectedStore } from '../data/hooks';
import { placeOrder } from '../data/orders-api';
import { startPayment } from '../payment/start-payment';
import { chosenPrescriptionForCheckout } from '../payment/chosen-prescription';
import { Money } from '../components/Money';
import { SummaryRow } from '../components/SummaryRow';
import { PrescriptionUploader } from '../components/PrescriptionUploader';
import { PrescriptionStatus } from '../components/PrescriptionStatus';

/** SPEC §5: a selected address without coordinates. */
const ADDRESS_NEEDS_LOCATION = 'Please update this address to include location details for better delivery estimates.';

export function CheckoutPage() {
  const navigate = useNavigate();
  const items = useCart((s) => s.items);
  const clear = useCart((s) => s.clear);
  const addresses = useSavedAddresses();
  const prescriptions = useMyPrescriptions();
  const store = useSelectedStore();
  const [addressId, setAddressId] = useState<string | null>(null);
  const [mode, setMode] = useState<CheckoutDeliveryMode>('standard');
  const slots = useMemo(() => scheduledSlots(new Date()), []);
  const [slotIndex, setSlotIndex] = useState(0);
  const [useSelected, setUseSelected] = useState(true);
  const [prescriptionId, setPrescriptionId] = useState<string | null>(chosenPrescriptionForCheckout);
  const [placedOrderId, setPlacedOrderId] = useState<string | null>(null);

  const chosenAddress = addresses.data?.find((a) => a.$id === (addressId ?? addresses.data?.[0]?.$id)) ?? null;
  const usablePrescriptions = (prescriptions.data ?? []).filter((p) => p.status !== 'rejected');
  const addressUsable = !!chosenAddress && isAddressUsable({ ...chosenAddress, id: chosenAddress.$id });
  // The same body is quoted and placed, so the summary is what placement charges.
  const orderBody = checkoutOrderBody({
    cart: items, addressId: addressUsable ? chosenAddress.$id : null, storeId: store && useSelected ? store.id : null, mode, slot: slots[slotIndex] ?? null,
  });
  const quote = useOrderQuote(placedOrderId ? null : orderBody);
  const rxNeeded = needsPrescription(items) || (quote.data?.prescription_required_for.length ?? 0) > 0;

  const place = useMutation({
    mutationFn: async () => {
      const { order } = await placeOrder({ ...orderBody!, prescription_id: rxNeeded ? prescriptionId : null, client_total: quote.data!.amounts.total });
      // The order holds the lines now; the cart is done with them.
      setPlacedOrderId(order.$id);
      clear();
      await startPayment(order.$id);
    },
  });

  if (items.length === 0 && !placedOrderId) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h1" sx={{ fontSize: 28, mb: 2 }}>Checkout</Typography>
        <Typography sx={{ mb: 2 }}>Your cart is empty.</Typography>
        <Button component={RouterLink} to="/medicines" variant="contained">Browse medicines</Button>
      </Box>
    );
  }

  const addressProblem = chosenAddress && !isAddressUsable({ ...chosenAddress, id: chosenAddress.$id }) ? ADDRESS_NEEDS_LOCATION : null;
  const blocked = !orderBody || !!addressProblem || (rxNeeded && !prescriptionId) || !quote.data?.placeable || quote.isFetching;

  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: 28, mb: 2 }}>Checkout</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={2} sx={{ flex: 2, width: '100%' }}>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Delivery address">
            <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>Delivery address</Typography>
            {addresses.isPending && <CircularProgress size={24} aria-label="Loading addresses" />}
            {addresses.isError && <Alert severity="error">We could not load your addresses. {addresses.error.message}</Alert>}
            {addresses.data?.length === 0 && (
              <Alert severity="info" action={<Button component={RouterLink} to="/profile/addresses">Add address</Button>}>
                You have no saved addresses yet.
              </Alert>
            )}
            {addresses.data && addresses.data.length > 0 && (
              <RadioGroup value={chosenAddress?.$id ?? ''} onChange={(e) => setAddressId(e.target.value)} aria-label="Saved addresses">
                {addresses.data.map((a) => (
                  <FormControlLabel key={a.$id} value={a.$id} control={<Radio />} label={<><b>{a.name}</b>: {formatAddressLine({ ...a, id: a.$id })}</>} />
                ))}
              </RadioGroup>
            )}
            {addressProblem && (
              <Alert severity="warning" action={<Button component={RouterLink} to="/profile/addresses">Update</Button>}>{addressProblem}</Alert>
            )}
          </Paper>

          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Delivery mode">
            <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>Delivery</Typography>
            <RadioGroup value={mode} onChange={(e) => setMode(e.target.value as CheckoutDeliveryMode)} aria-label="Delivery mode">
              <FormControlLabel value="express" control={<Radio />} label={`Express: ${POLICY.delivery.express}`} />
              <FormControlLabel value="standard" control={<Radio />} label={`Standard: ${POLICY.delivery.standard}`} />
              <FormControlLabel value="scheduled" control={<Radio />} label={`Scheduled: ${POLICY.delivery.scheduled}`} />
            </RadioGroup>
            {mode === 'scheduled' && (
              <FormControl size="small" sx={{ mt: 1, minWidth: 280 }}>
                <InputLabel id="slot-label">Delivery slot</InputLabel>
                <Select labelId="slot-label" label="Delivery slot" value={slotIndex} onChange={(e) => setSlotIndex(Number(e.target.value))}>
                  {slots.map((slot, i) => <MenuItem key={slot.start.toISOString()} value={i}>{slotLabel(slot)}</MenuItem>)}
                </Select>
              </FormControl>
            )}
          </Paper>

          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Store">
            <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>Fulfilling store</Typography>
            {store ? (
              <FormControlLabel
                control={<Checkbox checked={useSelected} onChange={(e) => setUseSelected(e.target.checked)} />}
                label={`Deliver from ${store.name} (${store.distance_km.toFixed(1)} km)`}
              />
            ) : null}
            <Typography variant="body2" color="text.secondary">
              {store && useSelected
                ? `${store.name} must be within ${POLICY.storeRadiusKm} km of the delivery address and have every item in stock.`
                : `The nearest partner pharmacy within ${POLICY.storeRadiusKm} km of the delivery address that has every item in stock fulfils your order.`}
            </Typography>
          </Paper>

          {rxNeeded && (
            <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Prescription">
              <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>Prescription</Typography>
              <Typography variant="body2" sx={{ mb: 1 }}>Some medicines in your cart need a valid prescription. The pharmacist verifies it before your order is confirmed.</Typography>
              {usablePrescriptions.length > 0 && (
                <RadioGroup value={prescriptionId ?? ''} onChange={(e) => setPrescriptionId(e.target.value)} aria-label="Your prescriptions">
                  {usablePrescriptions.map((p) => (
                    <FormControlLabel key={p.$id} value={p.$id} control={<Radio />} label={<Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}><span>{p.file_name}</span><PrescriptionStatus status={p.status} /></Stack>} />
                  ))}
                </RadioGroup>
              )}
              <Divider sx={{ my: 1.5 }} />
              <PrescriptionUploader onUploaded={(p) => setPrescriptionId(p.$id)} />
            </Paper>
          )}
        </Stack>

        <Paper variant="outlined" sx={{ p: 2, flex: 1, width: '100%' }} component="section" aria-label="Price summary">
          <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>Price summary</Typography>
          {!orderBody && !placedOrderId && (
            <Typography variant="body2" color="text.secondary">Choose a delivery address with a location to see your total.</Typography>
          )}
          {orderBody && quote.isFetching && (
            <Stack spacing={1} data-testid="quote-loading" aria-label="Loading prices" aria-busy="true">
              {items.map((i) => <Skeleton key={i.medicine_id} variant="text" height={28} />)}
              <Skeleton variant="text" height={28} />
              <Skeleton variant="text" height={36} />
            </Stack>
          )}
          {orderBody && !quote.isFetching && quote.isError && <Alert severity="error" role="alert" data-testid="quote-error">{quote.error.message}</Alert>}
          {orderBody && !quote.isFetching && quote.data && (
            <Box data-testid="quote">
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                From {quote.data.store.name} ({quote.data.store.distance_km.toFixed(1)} km)
              </Typography>
              <Stack component="ul" aria-label="Priced items" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {quote.data.lines.map((l) => (
                  <Stack component="li" key={l.product_id} direction="row" sx={{ justifyContent: 'space-between', py: 0.25 }} aria-label={l.name}>
                    <Typography variant="body2">{l.name} × {l.quantity}</Typography>
                    <Typography variant="body2">
                      {l.saving > 0 && <Box component="s" sx={{ mr: 1, color: 'text.secondary' }}><Money amount={l.mrp_total} /></Box>}
                      <Money amount={l.line_total} />
                    </Typography>
                  </Stack>
                ))}
              </Stack>
              {quote.data.unavailable.length > 0 && (
                <Alert severity="warning" sx={{ my: 1 }} data-testid="quote-unavailable">
                  {unavailableSentence(quote.data.unavailable.map((u) => u.name), quote.data.store.name)}
                </Alert>
              )}
              <Divider sx={{ my: 1 }} />
              <SummaryRow label={`Items (${quote.data.amounts.item_count}) at MRP`} value={<Money amount={quote.data.amounts.items_mrp_total} />} />
              {quote.data.amounts.discount > 0 && <SummaryRow label="Discount on MRP" value={<>−<Money amount={quote.data.amounts.discount} /></>} testId="quote-discount" />}
              <SummaryRow label="Delivery fee" value={quote.data.amounts.delivery_fee === 0 ? 'Free' : <Money amount={quote.data.amounts.delivery_fee} />} testId="quote-delivery-fee" />
              <Divider sx={{ my: 1 }} />
              <SummaryRow strong label="Total" value={<Money amount={quote.data.amounts.total} />} testId="quote-total" />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Prices include GST: <Money amount={quote.data.gst.items} /> on items and <Money amount={quote.data.gst.delivery} /> on delivery ({quote.data.gst.delivery_rate}%).
              </Typography>
            </Box>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{deliveryFeeRuleText()}</Typography>
          {place.isError && <Alert severity="error" sx={{ mt: 2 }} role="alert">{place.error.message}</Alert>}
          {place.isError && placedOrderId && (
            <Button sx={{ mt: 1 }} onClick={() => navigate(`/orders/${placedOrderId}`)}>View order</Button>
          )}
          <Button
            variant="contained" fullWidth size="large" sx={{ mt: 2 }}
            disabled={blocked || place.isPending || !!placedOrderId}
            onClick={() => place.mutate()}
          >
            {place.isPending ? 'Placing order…' : 'Place order and pay'}
          </Button>
          {rxNeeded && !prescriptionId && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>Attach or upload a prescription to continue.</Typography>}
        </Paper>
      </Stack>
    </Box>
  );
}

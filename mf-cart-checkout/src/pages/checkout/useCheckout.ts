// The checkout's state: the chosen address, delivery mode, slot, store and prescription; the
// server's quote for them; and placing the order then paying. The sections only render it.
import { useEffect, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSelectedStore } from '@instamg/shared/api/selected-store';
import { useNavigate, useSearchParams } from '@instamg/shared/router';
import { isAddressUsable } from '@instamg/shared/domain/address';
import { useCart } from '../../api/useCart';
import { useMyPrescriptions, useOrderQuote, usePrescriptionValidityMonths, useSavedAddresses } from '../../api/hooks';
import { placeOrder } from '../../api/orders-api';
import { startPayment } from '../../api/start-payment';
import { chosenPrescriptionForCheckout } from '../../api/chosen-prescription';
import { needsPrescription } from '../../domain/cart-lines';
import { preselectedPrescription } from '../../domain/prescription-choice';
import { checkoutOrderBody } from '../../domain/checkout-quote';
import type { CheckoutDeliveryMode } from '../../domain/delivery-fee';
import type { QuoteDeliveryOption } from '@instamg/shared/domain/order-quote';
import { scheduledSlots } from '../../domain/slots';
import { expressOffer } from '../../domain/express-offer';
import { useToggledDeliveryMode } from '@instamg/shared/api/delivery-mode';
import { defaultDeliveryMode } from '../../domain/default-delivery-mode';
import {
  readLastDeliveryMode,
  writeDeliveryModeChoice,
  writeLastDeliveryMode,
} from '@instamg/shared/domain/delivery-mode-choice';
import { emit } from '@instamg/shared/events';

function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return globalThis[kind] ?? null;
  } catch {
    return null;
  }
}

export function useCheckout() {
  const items = useCart((s) => s.items);
  const clear = useCart((s) => s.clear);
  const addresses = useSavedAddresses();
  const prescriptions = useMyPrescriptions();
  const validityMonths = usePrescriptionValidityMonths();
  const { store } = useSelectedStore();
  // ?address= is the address just added from checkout's "Add address".
  const [params] = useSearchParams();
  const [addressId, setAddressId] = useState<string | null>(() => params.get('address'));
  // Until the customer picks here, checkout starts on their most recent choice (the selector's
  // toggle this session, else their last order's option), else the cheaper (issue 40 §2).
  const toggledMode = useToggledDeliveryMode();
  const [lastUsedMode] = useState(() => readLastDeliveryMode(browserStorage('localStorage')));
  // The quote's per-option fees; kept from the last quote so the default does not flicker.
  const [options, setOptions] = useState<QuoteDeliveryOption[] | undefined>(undefined);
  const [pickedMode, setMode] = useState<CheckoutDeliveryMode | undefined>(undefined);
  const slots = useMemo(() => scheduledSlots(new Date()), []);
  const [slotIndex, setSlotIndex] = useState(0);
  const [useSelectedStoreChoice, setUseSelectedStoreChoice] = useState(true);
  const express = expressOffer(store?.distance_km ?? null);
  const mode =
    pickedMode ??
    defaultDeliveryMode({ toggled: toggledMode, lastUsed: lastUsedMode, expressAvailable: express.available, options });
  // undefined until the customer picks: until then checkout proposes one (domain/prescription-choice).
  const [pickedPrescriptionId, setPrescriptionId] = useState<string | null | undefined>(undefined);
  const [placedOrderId, setPlacedOrderId] = useState<string | null>(null);
  // Issue 22 §6: the coupon the customer applied (checked by the server's quote) and how they pay.
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const [pickedPaymentMethod, setPaymentMethod] = useState<'online' | 'cod'>('online');
  const navigate = useNavigate();

  const chosenAddress = addresses.data?.find((a) => a.id === (addressId ?? addresses.data?.[0]?.id)) ?? null;
  const addressUsable = !!chosenAddress && isAddressUsable(chosenAddress);
  const usablePrescriptions = (prescriptions.data ?? []).filter((p) => p.status !== 'rejected');
  const prescriptionId =
    pickedPrescriptionId !== undefined
      ? pickedPrescriptionId
      : preselectedPrescription(
          usablePrescriptions,
          chosenPrescriptionForCheckout(),
          validityMonths.data ?? null,
          new Date(),
        );
  // The same body is quoted and placed, so the summary is what placement charges.
  const orderBody = checkoutOrderBody({
    cart: items,
    addressId: addressUsable ? chosenAddress.id : null,
    storeId: store && useSelectedStoreChoice ? store.id : null,
    mode,
    slot: slots[slotIndex] ?? null,
    couponCode,
  });
  const quote = useOrderQuote(placedOrderId ? null : orderBody);
  const quotedOptions = quote.data?.delivery_options;
  useEffect(() => {
    if (quotedOptions) setOptions(quotedOptions);
  }, [quotedOptions]);
  const rxNeeded = needsPrescription(items) || (quote.data?.prescription_required_for.length ?? 0) > 0;
  const codAvailable = quote.data?.payment?.cod_available ?? false;
  // COD chosen while the total was within the limit falls back to online when it no longer is.
  const paymentMethod = pickedPaymentMethod === 'cod' && quote.data && !codAvailable ? 'online' : pickedPaymentMethod;
  const couponRefused = !!quote.data?.coupon && !quote.data.coupon.applied;

  const place = useMutation({
    mutationFn: async () => {
      const { order } = await placeOrder({
        ...orderBody!,
        prescription_id: rxNeeded ? prescriptionId : null,
        client_total: quote.data!.amounts.total,
        payment_method: paymentMethod,
      });
      // The order holds the lines now; the cart is done with them.
      setPlacedOrderId(order.$id);
      clear();
      // The next checkout starts on this option; the selector's toggle follows express / standard.
      writeLastDeliveryMode(browserStorage('localStorage'), mode);
      if (mode !== 'scheduled') {
        writeDeliveryModeChoice(browserStorage('sessionStorage'), mode);
        emit('delivery-mode-updated', { mode });
      }
      // Cash on delivery: nothing to pay now; the order page shows it on its way.
      if (order.payment_method === 'cod') navigate(`/orders/${order.$id}`);
      else {
        // Issue 40 §1: Back from the gateway (or a failure to open it) lands on this order's
        // "Awaiting payment — Pay now / Cancel", never on an emptied checkout.
        navigate(`/payment/status/${order.$id}`, { replace: true });
        await startPayment(order.$id);
      }
    },
  });

  /** SPEC §5: a chosen address without coordinates cannot be delivered to. */
  const addressNeedsLocation = !!chosenAddress && !addressUsable;
  const blocked =
    !orderBody ||
    addressNeedsLocation ||
    (rxNeeded && !prescriptionId) ||
    !quote.data?.placeable ||
    quote.isFetching ||
    couponRefused;

  return {
    items,
    addresses,
    chosenAddress,
    chooseAddress: setAddressId,
    addressNeedsLocation,
    mode,
    setMode,
    express,
    deliveryOptions: quotedOptions ?? options,
    slots,
    slotIndex,
    setSlotIndex,
    store,
    useSelectedStore: useSelectedStoreChoice,
    setUseSelectedStore: setUseSelectedStoreChoice,
    rxNeeded,
    usablePrescriptions,
    prescriptionId,
    setPrescriptionId,
    orderBody,
    quote,
    place,
    placedOrderId,
    blocked,
    couponCode,
    setCouponCode,
    couponRefused,
    paymentMethod,
    setPaymentMethod,
    codAvailable,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;

import { useEffect, useState } from 'react';
import { useLocation } from '@instamg/shared/router';
import { useToast } from '@instamg/shared/toast';
import { orderReference } from '@instamg/shared/domain/order-number';
import type { StoreMembership } from '../domain/store-membership';
import { useQuery } from '@tanstack/react-query';
import { storePanelKeys } from '../api/keys';
import { listItems } from '../order-detail/api/order-detail';
import type { InboxOrder } from '../orders/api/inbox';
import {
  useAcceptOrder,
  useInboxRealtime,
  useIntakeTimers,
  useNewOrders,
  useRejectOrder,
} from '../orders/api/inbox-queries';
import { acknowledgeOrder, useAcknowledgedOrders } from '../orders/api/order-alert-store';
import { notifyNewOrder, playAlertTone, useShift, vibrateAlert } from '../orders/api/shift';
import { AcceptSheet } from '../orders/components/AcceptSheet';
import { RejectDialog } from '../orders/components/RejectDialog';
import { canAccept, isRingingOrder } from '../orders/domain/accept-rules';
import { intakeCountdown } from '../orders/domain/countdown';
import { panelPlace, sheetOrder, unacknowledgedRinging } from '../orders/domain/order-alert';
import { STORE_PANEL_BASE } from './nav';
import { useLocale } from '@instamg/shared/i18n';
import { deliveryText, itemsAndTotalText, orderToastText, usePanelT } from '../i18n/catalogue';

/** The alert tone repeats this often while an order waits for an answer. */
export const ALERT_REPEAT_MS = 3000;

/** The time now, once a second. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Tone (and a buzz where the device vibrates) now and every ALERT_REPEAT_MS while `ringing`. */
function useAlertLoop(ringing: boolean, soundOn: boolean, onShift: boolean): void {
  useEffect(() => {
    if (!ringing || !onShift) return;
    const ring = () => {
      if (soundOn) playAlertTone();
      vibrateAlert();
    };
    ring();
    const timer = setInterval(ring, ALERT_REPEAT_MS);
    return () => clearInterval(timer);
  }, [ringing, soundOn, onShift]);
}

/**
 * The order alert on every store panel screen (issue 33 §3): while the device is on shift, a new
 * paid order rings (repeating until someone answers or acknowledges it), buzzes, raises a system
 * notification when the page is in the background, and opens the accept sheet with its items.
 * The orders arrive live (Realtime) and every 15 s as a safety net.
 */
export function OrderAlert({ store }: { store: StoreMembership }) {
  const t = usePanelT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const shift = useShift();
  const toast = useToast();
  const acknowledged = useAcknowledgedOrders();
  const newOrders = useNewOrders(store.storeId);
  const timers = useIntakeTimers();
  const accept = useAcceptOrder(store.storeId);
  const reject = useRejectOrder(store.storeId);
  const [rejecting, setRejecting] = useState<InboxOrder | null>(null);
  const [announced] = useState(() => new Set<string>());

  useInboxRealtime(store.storeId, (order) => {
    if (!isRingingOrder(order) || announced.has(order.$id)) return;
    announced.add(order.$id);
    notifyNewOrder(
      t('sheet.title', { reference: orderReference(order) }),
      itemsAndTotalText(t, order.item_count, order.total),
    );
  });

  const orders = newOrders.data ?? [];
  const ringing = unacknowledgedRinging(orders, acknowledged);
  useAlertLoop(ringing.length > 0, shift.sound === 'on', shift.started);

  const order = shift.started ? sheetOrder(orders, acknowledged, panelPlace(pathname, STORE_PANEL_BASE)) : null;
  // The order page's own query (same key): opening the order after the sheet shows its items at once.
  const items = useQuery({
    queryKey: storePanelKeys.orderDetail.items(order?.$id ?? ''),
    queryFn: () => listItems(order!.$id),
    enabled: Boolean(order),
    // The team may read the lines a moment after the paid order reaches it: ask again until they come.
    refetchInterval: (query) => (query.state.data?.length === 0 ? 2_000 : false),
  });
  const now = useNow();
  if (!order && !rejecting) return null;

  const fail = (target: InboxOrder, error: unknown) =>
    toast(orderToastText(t, 'actionFailed', orderReference(target)), (error as Error).message);

  return (
    <>
      {order && !rejecting && (
        <AcceptSheet
          key={order.$id}
          orderId={order.$id}
          reference={orderReference(order)}
          where={`${deliveryText(t, locale, order.delivery_mode, order.slot_start)} · ${[
            order.address_line1,
            order.city,
          ]
            .filter(Boolean)
            .join(', ')}`}
          total={order.total}
          items={items.data}
          itemsFailed={items.isError}
          countdown={timers.data ? intakeCountdown(order, timers.data, now) : { kind: 'none' }}
          accept={canAccept(order)}
          othersWaiting={ringing.length - 1}
          busy={accept.isPending}
          onAccept={() =>
            accept.mutate(order.$id, {
              onSuccess: () => toast(orderToastText(t, 'accepted', orderReference(order))),
              onError: (error) => fail(order, error),
            })
          }
          onReject={() => setRejecting(order)}
          onLater={() => acknowledgeOrder(order.$id)}
        />
      )}
      {rejecting && (
        <RejectDialog
          open
          reference={orderReference(rejecting)}
          busy={reject.isPending}
          onClose={() => setRejecting(null)}
          onReject={(reason, note) =>
            reject.mutate(
              { orderId: rejecting.$id, reason, note },
              {
                onSuccess: () => toast(orderToastText(t, 'rejected', orderReference(rejecting))),
                onError: (error) => fail(rejecting, error),
                onSettled: () => setRejecting(null),
              },
            )
          }
        />
      )}
    </>
  );
}

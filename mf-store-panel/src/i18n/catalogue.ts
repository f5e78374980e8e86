/**
 * mf-store-panel's messages (issue 37; docs/decisions/0012-i18n.md): the panel frame (top bar,
 * navigation, More sheet, shift), the order alert and its accept sheet, and the orders inbox. English
 * references the texts where they live (the route table's section labels, the shared status and
 * inbox tables, STORE_ORDER_TOASTS, PUSH_ALERT_TEXTS, REJECT_REASONS) so it stays exactly as
 * written. Domain rules keep their English (domain/ stays free of the i18n layer); the functions
 * below are their translated forms, and the catalogue test checks both give the same English.
 * Medicine names, store names and order numbers are arguments, as printed.
 */
import { STORE_ORDER_TOASTS } from '@instamg/shared/constants';
import { PUSH_ALERT_TEXTS } from '@instamg/shared/push-alerts';
import type { ToastEntry } from '@instamg/shared/toast';
import {
  ORDER_STATUSES,
  RX_STATUS_MEANINGS,
  STATUS_LABELS,
  isOrderStatus,
  statusMessages,
} from '@instamg/shared/domain/order';
import { CLOSED_TAB, INBOX_TAB_DEFS, type PanelInboxTab } from '@instamg/shared/domain/order-inbox';
import { REJECT_REASONS, type RejectReason } from '@instamg/shared/domain/order-intake';
import { formatIstDateTime, formatIstTime } from '@instamg/shared/domain/india-time';
import { formatINR } from '@instamg/shared/domain/money';
import { defineCatalogue, formatDate, translator, useT, type Locale } from '@instamg/shared/i18n';
import type { StoreAdminRole } from '@instamg/shared/domain/roles';
import { STORE_ROLE_LABELS } from '../domain/store-membership';
import type { StoreSection } from '../domain/store-permissions';
import type { Capability } from '../orders/api/shift';
import { formatRemaining, type AcceptBlock, type Countdown } from '../orders/api/intake-words';

export const en = {
  // The panel frame: the section names of the route table (exposes/StorePanelRoutes.tsx).
  'nav.dashboard': 'Dashboard',
  'nav.orders': 'Orders',
  'nav.inventory': 'Inventory',
  'nav.customers': 'Customers',
  'nav.analytics': 'Analytics',
  'nav.settings': 'Settings',
  'nav.prescriptions': 'Prescriptions',
  'nav.earnings': 'Earnings',
  'nav.payouts': 'Payouts',
  'nav.notifications': 'Notifications',
  'nav.deliveries': 'Deliveries',
  'nav.label': 'Store panel',
  'nav.more': 'More',
  'nav.moreTitle': 'More sections',
  // Read by screen readers after a nav entry (notifications/domain/inbox.ts unreadSuffix).
  'nav.unread': ' ({count} unread)',
  'nav.waiting': ' ({count} waiting)',
  'frame.account': 'Your account',
  'frame.switchTo': 'Switch to {language}',
  'frame.alerts': 'Alerts',
  'frame.yourStore': 'Your store',
  'frame.pharmacist': 'Pharmacist',
  'frame.storePicker': 'Store',
  'frame.storeOption': '{store}, {city} ({role})',
  'frame.licence': 'DL: {number}',
  'frame.loading': 'Loading your stores',
  'frame.retry': 'Try again',
  'frame.loadFailed': 'We could not load your stores. Check the connection and try again.',
  'frame.noStoreTitle': 'No store to show',
  'frame.noStoreText':
    "Your account is not a member of a store we can open. Ask the store's owner to add you again, or contact instamg support.",
  'role.owner': STORE_ROLE_LABELS.owner,
  'role.admin': STORE_ROLE_LABELS.admin,
  'role.manager': STORE_ROLE_LABELS.manager,
  'role.staff': STORE_ROLE_LABELS.staff,
  'role.delivery': STORE_ROLE_LABELS.delivery,
  // The shift control in the top bar (app/ShiftControl.tsx) and the inbox's shift bar.
  'shift.start': 'Start shift',
  'shift.resume': 'Resume shift',
  'shift.on': 'On shift',
  'shift.endTitle': 'End the shift on this device?',
  'shift.endText': 'New orders will no longer ring or open on this device.',
  'shift.stay': 'Stay on shift',
  'shift.end': 'End shift',
  'shift.resumeHint': 'Sound is off since the page reloaded: press Resume shift at the top to hear new orders again.',
  'shift.startHint': 'Sound is off: new orders will not ring. Press Start shift at the top to hear them.',
  'shift.sound': 'Sound {state}',
  'shift.notifications': 'Notifications {state}',
  'shift.wakeLock': 'Screen awake {state}',
  // A capability's state (orders/api/shift.ts Capability).
  'capability.on': 'on',
  'capability.off': 'off',
  'capability.denied': 'blocked',
  'capability.unsupported': 'not available',
  'alerts.closedOn': 'Alerts with the app closed: on',
  'alerts.closedOff': 'Alerts with the app closed: off',
  'alerts.turnOn': 'Turn on order alerts',
  'alerts.turnOff': 'Turn off order alerts',
  'alerts.denied': PUSH_ALERT_TEXTS.denied,
  'alerts.unsupported': PUSH_ALERT_TEXTS.unsupported,
  'alerts.unavailable': PUSH_ALERT_TEXTS.unavailable,
  // An order: its status (the shared status table), delivery and summary (domain/order-display.ts).
  ...statusMessages(STATUS_LABELS),
  'rx.pending': RX_STATUS_MEANINGS.pending.storeLabel,
  'rx.verified': RX_STATUS_MEANINGS.verified.storeLabel,
  'rx.rejected': RX_STATUS_MEANINGS.rejected.storeLabel,
  'delivery.express': 'Express',
  'delivery.standard': 'Standard',
  'delivery.scheduled': 'Scheduled slot',
  'delivery.withSlot': '{label} · {when}',
  'order.itemsAndTotal': '{count, plural, one {# item} other {# items}} · {total}',
  'order.reference': 'Order {reference}',
  // The accept countdown (orders/domain/countdown.ts intakeCountdown).
  'countdown.over': 'Time is up: moving to another store',
  'countdown.scheduled': 'Slot order: accept window opens in {time}',
  'countdown.paused': 'Paused for prescription review · {time} left',
  'countdown.running': '{time} left to accept',
  // Why Accept is off (orders/domain/accept-rules.ts canAccept).
  'accept.not_waiting': 'This order is no longer waiting to be accepted.',
  'accept.not_paid': 'This order is not paid yet.',
  'accept.prescription_unverified': "Accept after the store's pharmacist has verified the prescription.",
  'accept.prescription_rejected':
    'The prescription was rejected: reject this order with the reason "Prescription invalid".',
  // The order alert's accept sheet (orders/components/AcceptSheet.tsx).
  'sheet.title': 'New order {reference}',
  'sheet.items': 'Items',
  'sheet.itemsFailed': 'We could not load the items. Open the order to see them.',
  'sheet.itemsLoading': 'Loading the items',
  'sheet.itemsLabel': 'Items in this order',
  'sheet.rx': 'Rx',
  'sheet.total': 'Total {amount}',
  'sheet.othersWaiting': '{count, plural, one {# more order is} other {# more orders are}} waiting after this one.',
  'sheet.accept': 'Accept',
  'sheet.reject': 'Reject',
  'sheet.later': 'Later (keep it in Orders)',
  // What the alert and the inbox say after an answer (STORE_ORDER_TOASTS).
  'toast.accepted': STORE_ORDER_TOASTS.accepted('{reference}').title,
  'toast.rejected': STORE_ORDER_TOASTS.rejected('{reference}').title,
  'toast.actionFailed': STORE_ORDER_TOASTS.actionFailed('{reference}').title,
  // The orders inbox (orders/pages/OrdersPage.tsx, InboxTabs, NewOrderCard, AcceptDialog, RejectDialog).
  'inbox.tabs': 'Order tabs',
  'inbox.tabCount': '{label} ({count})',
  'tab.new': INBOX_TAB_DEFS.new.label,
  'tab.preparing': INBOX_TAB_DEFS.preparing.label,
  'tab.ready': INBOX_TAB_DEFS.ready.label,
  'tab.out': INBOX_TAB_DEFS.out.label,
  'tab.completed': INBOX_TAB_DEFS.completed.label,
  'tab.cancelled': INBOX_TAB_DEFS.cancelled.label,
  'tab.closed': CLOSED_TAB.label,
  'empty.new': INBOX_TAB_DEFS.new.empty,
  'empty.preparing': INBOX_TAB_DEFS.preparing.empty,
  'empty.ready': INBOX_TAB_DEFS.ready.empty,
  'empty.out': INBOX_TAB_DEFS.out.empty,
  'empty.completed': INBOX_TAB_DEFS.completed.empty,
  'empty.cancelled': INBOX_TAB_DEFS.cancelled.empty,
  'empty.closed': CLOSED_TAB.empty,
  'inbox.tabPanel': '{tab} orders',
  'inbox.ringing': 'New order ringing: {count} waiting for you to accept or reject',
  'inbox.ignored': 'Some filters in the link were ignored: {problems}.',
  'inbox.newPanel': 'New orders',
  'inbox.loadingNew': 'Loading new orders',
  'inbox.retry': 'Try again',
  'inbox.loadFailed': 'Could not load the new orders. Check your connection.',
  'inbox.noNewTitle': 'No new orders',
  'inbox.moves': 'An order not accepted in {minutes} minutes moves to the next nearest store.',
  // The dashboard's deliveries in progress (dashboard/components/DeliveriesInProgress.tsx).
  'deliveriesNow.title': 'Deliveries in progress',
  'deliveriesNow.all': 'All deliveries',
  'deliveriesNow.loading': 'Loading deliveries in progress',
  'deliveriesNow.loadFailed': 'We could not load the deliveries. Check the connection and try again.',
  'deliveriesNow.none': 'No deliveries in progress.',
  'deliveriesNow.summary': '{count} in progress · {late} late · {stalled} not moving',
  'deliveriesNow.partner': 'Delivery partner',
  'deliveriesNow.eta': ' · about {minutes} min',
  'deliveriesNow.promised': ' · promised by {time}',
  'deliveriesNow.late': 'Late',
  'deliveriesNow.stalled': 'Not moving',
  'card.where': '{delivery} · {address} · paid {time}',
  'card.moved': 'Moved here from another store',
  'card.cancelRequest': 'The customer asked to cancel. Open the order to approve or decline.',
  'card.reviewRx': 'Review the prescription',
  'acceptDialog.title': 'Accept order {reference}?',
  'acceptDialog.text': '{summary}. Accepting promises the customer you will prepare it now.',
  'acceptDialog.notYet': 'Not yet',
  'acceptDialog.accept': 'Accept order',
  'reject.title': 'Reject order {reference}?',
  'reject.why': 'Why are you rejecting it?',
  'reject.out_of_stock': REJECT_REASONS.out_of_stock,
  'reject.rx_invalid': REJECT_REASONS.rx_invalid,
  'reject.store_closing': REJECT_REASONS.store_closing,
  'reject.other': REJECT_REASONS.other,
  'reject.reasonRequired': 'Reason (required)',
  'reject.noteOptional': 'Note (optional)',
  'reject.chooseReason': 'Choose a reason.',
  'reject.sayWhy': 'Please say why you are rejecting this order.',
  'reject.helper': 'The order moves to the next nearest store; the customer is not charged twice.',
  'reject.keep': 'Keep order',
  'reject.confirm': 'Reject order',
  // The order page (order-detail/: its heading, status, next-step bar and its actions; DETAIL_ACTION_LABELS).
  'detail.nextStep': 'Next step',
  'action.confirm': 'Accept order',
  'action.start_processing': 'Start processing',
  'action.ready_for_pickup': 'Ready for pickup',
  'action.out_for_delivery': 'Out for delivery',
  'action.delivered': 'Mark delivered',
  'action.delivery_failed': 'Delivery failed',
  'action.redeliver': 'Redeliver',
  'action.approve_cancellation': 'Approve cancellation',
  'action.decline_cancellation': 'Decline cancellation',
  'action.cancel': 'Cancel order',
  'action.retry_refund': 'Retry refund',
} as const;

export const PANEL_CATALOGUE = defineCatalogue('mf-store-panel', {
  'en-IN': en,
  // Hindi is its own chunk: English pages never download it (ADR 0012).
  'hi-IN': () => import('./hi'),
});

/** English (tests compare it with the domain rules' and the shared tables' English). */
export const PANEL_EN = translator(PANEL_CATALOGUE, 'en-IN');

export type PanelT = typeof PANEL_EN;

/** mf-store-panel's `t` in the current language. */
export function usePanelT(): PanelT {
  return useT(PANEL_CATALOGUE);
}

/** A capability's state word in the shift bar (sound, notifications, screen awake). */
export function capabilityText(t: PanelT, capability: Capability): string {
  return t(`capability.${capability}`);
}

/** A section's name in the navigation (the route table's label in English). */
export function sectionText(t: PanelT, section: StoreSection): string {
  return t(`nav.${section}`);
}

/** " (3 unread)" / " (2 waiting)" after a nav entry for screen readers; '' at zero (unreadSuffix). */
export function unreadText(t: PanelT, count: number | null | undefined, waiting = false): string {
  return count && count > 0 ? t(waiting ? 'nav.waiting' : 'nav.unread', { count }) : '';
}

export function roleText(t: PanelT, role: StoreAdminRole): string {
  return t(`role.${role}`);
}

/** The shared status table's label (every status has its key: the test checks it); an unknown value as it is. */
export function statusText(t: PanelT, status: string): string {
  return isOrderStatus(status) ? t(`status.${status}`) : status;
}

/**
 * An order toast (STORE_ORDER_TOASTS: its variant and duration) titled in the panel's language,
 * so every toast text stays in a catalogue.
 */
export function orderToastText(
  t: PanelT,
  kind: 'accepted' | 'rejected' | 'actionFailed',
  reference: string,
): ToastEntry {
  return { ...STORE_ORDER_TOASTS[kind](reference), title: t(`toast.${kind}`, { reference }) };
}

/** The store's word for an order's prescription (RX_STATUS_MEANINGS.storeLabel), or null. */
export function rxText(t: PanelT, rxStatus: string | null | undefined): string | null {
  return rxStatus === 'pending' || rxStatus === 'verified' || rxStatus === 'rejected' ? t(`rx.${rxStatus}`) : null;
}

/** An instant as the panel writes it: India's time, the locale's month names (formatIstDateTime in English). */
export function dateTimeText(locale: Locale, iso: string): string {
  return locale === 'en-IN'
    ? formatIstDateTime(iso)
    : formatDate(new Date(iso), locale, { dateStyle: 'medium', timeStyle: 'short' });
}

export function timeText(locale: Locale, iso: string): string {
  return locale === 'en-IN' ? formatIstTime(iso) : formatDate(new Date(iso), locale, { timeStyle: 'short' });
}

/** domain/order-display.ts `deliveryLabel` in the current language. */
export function deliveryText(t: PanelT, locale: Locale, mode: string, slotStart?: string | null): string {
  const label = mode === 'express' || mode === 'standard' || mode === 'scheduled' ? t(`delivery.${mode}`) : mode;
  return slotStart ? t('delivery.withSlot', { label, when: dateTimeText(locale, slotStart) }) : label;
}

/** domain/order-display.ts `itemsAndTotal` in the current language (money stays formatINR). */
export function itemsAndTotalText(t: PanelT, itemCount: number, total: number): string {
  return t('order.itemsAndTotal', { count: itemCount, total: formatINR(total) });
}

/** orders/domain/countdown.ts's text of a countdown in the current language (null when there is none). */
export function countdownText(t: PanelT, countdown: Countdown): string | null {
  switch (countdown.kind) {
    case 'none':
      return null;
    case 'over':
      return t('countdown.over');
    case 'scheduled':
      return t('countdown.scheduled', { time: formatRemaining(countdown.opensInMs) });
    case 'paused':
      return t('countdown.paused', { time: formatRemaining(countdown.remainingMs) });
    case 'running':
      return t('countdown.running', { time: formatRemaining(countdown.remainingMs) });
  }
}

/** Why Accept is off, in the current language (canAccept's reason in English). */
export function acceptBlockText(t: PanelT, block: AcceptBlock): string | null {
  return block.ok ? null : t(`accept.${block.code}`);
}

/** An inbox tab's name (the shared inbox table's label in English). */
export function tabText(t: PanelT, tab: PanelInboxTab): string {
  return t(`tab.${tab}`);
}

/** What an empty tab says (the shared inbox table's words in English). */
export function emptyTabText(t: PanelT, tab: PanelInboxTab): string {
  return t(`empty.${tab}`);
}

export function rejectReasonText(t: PanelT, reason: RejectReason): string {
  return t(`reject.${reason}`);
}

/** A fulfilment step's button (order-detail's DETAIL_ACTION_LABELS in English; its test compares them). */
export function actionText(t: PanelT, action: DetailActionName): string {
  return t(`action.${action}`);
}

export type DetailActionName =
  | 'confirm'
  | 'start_processing'
  | 'ready_for_pickup'
  | 'out_for_delivery'
  | 'delivered'
  | 'delivery_failed'
  | 'redeliver'
  | 'approve_cancellation'
  | 'decline_cancellation'
  | 'cancel'
  | 'retry_refund';

/** Every order status the catalogue names (the test walks it). */
export const NAMED_STATUSES = ORDER_STATUSES;

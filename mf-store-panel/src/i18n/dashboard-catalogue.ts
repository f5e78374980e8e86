/**
 * The store panel's dashboard and inbox of notifications (issue 37; docs/decisions/0012-i18n.md):
 * the dashboard (today's figures, go-live checklist, store status switch, orders waiting, ratings,
 * quick links), the notifications page, and the section frame (a section not open to a role, not
 * built yet, loading). A catalogue of its own beside ./catalogue.ts, so its Hindi is one chunk.
 * English references the shared tables where their texts live; the test keeps the domain rules'
 * English (formatDuration, storeRatingText, countdown) equal to the functions below.
 */
import { GO_LIVE_LABELS, GO_LIVE_MIN_PRODUCTS, type GoLiveItem } from '@instamg/shared/domain/store-go-live';
import { STORE_STATUS_LABELS, type StoreStatus } from '@instamg/shared/domain/store-status';
import { EARNINGS_FORBIDDEN_TEXT } from '@instamg/shared/domain/settlement/earnings-access';
import { defineCatalogue, formatDate, translator, useT, type Locale } from '@instamg/shared/i18n';
import type { StorePanelRoute } from '../app/nav';
import { sectionText, type PanelT } from './catalogue';

export const en = {
  // dashboard/pages/DashboardPage.tsx
  'dash.retry': 'Try again',
  'dash.loadFailed': "We could not load today's figures. Check the connection and try again.",
  'dash.loading': "Loading today's figures",
  'dash.today': 'Today',
  'tile.orders': 'Orders today',
  'tile.waiting': 'Waiting to accept',
  'tile.rxWaiting': 'Rx waiting',
  'tile.rxService': 'Photo to priced cart (p50 / p90)',
  'tile.acceptance': 'Average acceptance time',
  'tile.sales': "Today's sales",
  'tile.notAvailable': 'Not available',
  'tile.p50p90': '{p50} / {p90}',
  // store-daily-stats.ts formatDuration's words.
  'duration.seconds': '{seconds} s',
  'duration.minutes': '{minutes} min',
  'duration.minutesSeconds': '{minutes} min {seconds} s',
  'dash.quietTitle': 'No orders yet today',
  'dash.checkInventory': 'Check your inventory',
  'dash.quietText':
    'When a customer nearby pays for an order, it appears here and in your orders inbox with the time left to accept it. Keep your store open and your stock up to date so orders can reach you.',
  'dash.waiting': 'Orders waiting',
  'dash.byState': "Today's orders by state",
  'dash.noneToday': 'No orders reached your store today.',
  'dash.stateCount': '{status}: {count}',
  'dash.declined': 'Rejected {rejected} · not accepted in time {timedOut} · moved to another pharmacy {rerouted}',
  'quick.label': 'Quick links',
  'quick.orders': 'Orders inbox',
  'quick.prescriptions': 'Prescriptions',
  'quick.inventory': 'Inventory',
  'quick.notifications': 'Notifications',

  // dashboard/components/GoLiveChecklist.tsx
  'golive.title': 'Go live',
  'golive.intro': 'Your store is closed to customers until you open it. Finish these first.',
  'golive.list': 'Go-live checklist',
  'golive.item.hours': GO_LIVE_LABELS.hours,
  // The minimum is an argument (GO_LIVE_MIN_PRODUCTS): the test checks it reads as GO_LIVE_LABELS.stock.
  'golive.item.stock': 'At least {count} products in stock',
  'golive.item.pharmacist': GO_LIVE_LABELS.pharmacist,
  'golive.item.bank': GO_LIVE_LABELS.bank,
  'golive.where.hours': 'Set hours',
  'golive.where.stock': 'Add stock',
  'golive.where.pharmacist': 'Staff',
  'golive.where.bank': 'Bank account',
  'golive.done': 'Done',
  'golive.todo': 'To do',
  'golive.open': 'Open the store',
  'golive.whoOpens': 'The store’s owner, admin or manager opens it.',

  // dashboard/components/StoreStatusSwitch.tsx
  'storeStatus.open': STORE_STATUS_LABELS.open,
  'storeStatus.busy': STORE_STATUS_LABELS.busy,
  'storeStatus.paused': STORE_STATUS_LABELS.paused,
  'explain.open': 'Customers nearby can order from your store.',
  'explain.busy': 'No new orders reach your store for now; orders you already have stay with you.',
  'explain.paused': 'Your store takes no new orders until you open it again.',
  'status.title': 'Store status',
  'status.loading': 'Loading store status',
  'status.loadFailed': "We could not load your store's status.",
  'status.forLabel': 'Busy or Paused for',
  'status.untilOpen': 'Until I open it again',
  'status.hours': '{hours} hour',
  'status.minutes': '{minutes} min',
  'status.timed': '{status} until {time}: no new orders reach your store; it opens again by itself.',
  'status.line': '{status}: {explain}',
  'status.resume': 'Resume now',
  'status.onlyManagers': "Only the store's owner, admin or manager can change this.",
  'status.changeFailed': 'We could not change the store’s status.',

  // dashboard/components/WaitingOrders.tsx
  'waiting.none': 'No orders waiting for you right now.',
  'waiting.rx': 'Rx to verify',
  'waiting.timeUp': 'Time is up',
  'waiting.left': 'Time left to accept: {time}',
  'waiting.leftPaused': 'Time left to accept: {time}, paused for prescription review',
  'waiting.paused': '{time} (paused)',

  // dashboard/components/StoreReviews.tsx (store-rating.ts storeRatingText's words)
  'reviews.title': 'Customer ratings',
  'reviews.loading': 'Loading customer ratings',
  'reviews.retry': 'Try again',
  'reviews.loadFailed': 'We could not load your ratings.',
  'reviews.stars': 'Pharmacy: {rating} of 5 stars',
  'reviews.meta': 'Delivery {rating}/5 · {name} · {date}',
  'reviews.aCustomer': 'A customer',
  'reviews.none':
    'After a delivery, customers can rate your pharmacy and the delivery for 7 days. Their ratings appear here and, averaged, on your store for customers.',
  'reviews.latest': 'Latest ratings',
  'reviews.showAll': 'Show all {count}',
  'rating.new': 'New',
  'rating.text': '{rating} ({count, plural, one {# review} other {# reviews}})',

  // notifications/pages/NotificationsPage.tsx
  'notes.loading': 'Loading notifications',
  'notes.retry': 'Try again',
  'notes.loadFailed': 'We could not load your notifications. Check the connection and try again.',
  'notes.emptyTitle': 'No notifications yet',
  'notes.emptyText':
    'New orders, prescriptions waiting for your pharmacist, orders moved to another pharmacy and cancellation requests appear here as they happen.',
  'notes.allRead': 'All read',
  'notes.unread': '{count} unread',
  'notes.markAll': 'Mark all read',
  'notes.markFailed': 'We could not mark your notifications read. Please try again.',
  'notes.unreadPrefix': 'Unread: ',
  'notes.openOrder': 'Open order',
  'notes.listingRequests': 'Your listing requests',
  'notes.markRead': 'Mark read',

  // app/SectionRoute.tsx, components/NotAvailableYet.tsx
  'section.denied': '{section} is not open to your role',
  'section.deniedText': "As {role} at {store} you cannot open this section. Ask the store's owner if you need it.",
  'section.loading': 'Loading {section}',
  'section.notYet': '{section}: not available yet',
  // The route table's rows under a section (exposes/StorePanelRoutes.tsx; a section's own row is nav.*).
  'route.order': 'Order',
  'route.addInventory': 'Add inventory',
  'route.customer': 'Customer',
  'denied.earnings': EARNINGS_FORBIDDEN_TEXT,
  'denied.payouts': 'Only the owner or a store admin can see payouts.',
  'section.notYetText':
    'This part of the store panel is still being built. It will appear here in a later update; nothing needs to be set up for it.',
} as const;

export const DASHBOARD_CATALOGUE = defineCatalogue('mf-store-panel-dashboard', {
  'en-IN': en,
  // Hindi is its own chunk: English pages never download it (ADR 0012).
  'hi-IN': () => import('./dashboard-hi'),
});

/** English (tests compare it with the domain rules' English). */
export const DASHBOARD_EN = translator(DASHBOARD_CATALOGUE, 'en-IN');
export type DashboardT = typeof DASHBOARD_EN;

export function useDashboardT(): DashboardT {
  return useT(DASHBOARD_CATALOGUE);
}

/** The route table's rows below a section, by path; every other row is its section's name (nav.*). */
const SUB_ROUTE_KEYS: Readonly<Record<string, 'route.order' | 'route.addInventory' | 'route.customer'>> = {
  'orders/:orderId': 'route.order',
  'inventory/add': 'route.addInventory',
  'customers/:customerId': 'route.customer',
};

/** A route's name in the current language (its `label` in English: the catalogue test compares them). */
export function routeText(t: DashboardT, panelT: PanelT, route: Pick<StorePanelRoute, 'path' | 'section'>): string {
  const key = SUB_ROUTE_KEYS[route.path];
  return key ? t(key) : sectionText(panelT, route.section);
}

/** What a role that may not open the route reads (its `deniedMessage` in English), or null for the general refusal. */
export function deniedText(t: DashboardT, route: Pick<StorePanelRoute, 'section' | 'deniedMessage'>): string | null {
  if (!route.deniedMessage) return null;
  if (route.section === 'earnings') return t('denied.earnings');
  if (route.section === 'payouts') return t('denied.payouts');
  return route.deniedMessage;
}

/** store-daily-stats.ts formatDuration in the current language ('—' before the first). */
export function durationText(t: DashboardT, seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return t('duration.seconds', { seconds });
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest ? t('duration.minutesSeconds', { minutes, seconds: rest }) : t('duration.minutes', { minutes });
}

/** store-rating.ts storeRatingText in the current language: '4.6 (12 reviews)', or 'New' with none. */
export function ratingText(t: DashboardT, store: { rating?: number | null; reviews?: number | null }): string {
  if (store.rating === undefined || store.rating === null || !store.reviews) return t('rating.new');
  return t('rating.text', { rating: store.rating.toFixed(1), count: store.reviews });
}

export function storeStatusText(t: DashboardT, status: StoreStatus): string {
  return t(`storeStatus.${status}`);
}

export function goLiveItemText(t: DashboardT, item: GoLiveItem): string {
  return t(`golive.item.${item}`, { count: GO_LIVE_MIN_PRODUCTS });
}

/** A rating's date as the dashboard writes it (India's day, the locale's month names). */
export function ratedOnText(locale: Locale, iso: string): string {
  return formatDate(new Date(iso), locale, { dateStyle: 'medium' });
}

/** A notification's time (notifications/domain/inbox.ts formatNotificationTime in English). */
export function notificationTimeText(locale: Locale, iso: string): string {
  return formatDate(new Date(iso), locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/**
 * mf-store-panel's insights messages (issue 37; docs/decisions/0012-i18n.md): the customers pages
 * and /store/analytics (totals, charts' titles and series, the day-by-day table, top products, lost
 * sales, expiring stock). A catalogue of its own, so only these pages load its Hindi. English
 * references the shared texts where they live (ANALYTICS_PRESET_LABELS, LOST_CAUSE_LABELS,
 * LOST_SALES_DEFINITION, EXPIRING_VALUE_DEFINITION) and the domain rules' English (formatDuration,
 * shortDay, the day-range refusals: the test compares them). Product and customer names are data;
 * the analytics CSV stays English (a file read by its column names).
 */
import { ANALYTICS_PRESET_LABELS, type AnalyticsPreset, type RangeProblem } from '@instamg/shared/domain/day-range';
import { LOST_CAUSE_LABELS, LOST_SALES_DEFINITION, type LostCause } from '@instamg/shared/domain/lost-sales';
import { EXPIRING_VALUE_DEFINITION } from '@instamg/shared/domain/expiring-stock';
import { defineCatalogue, formatDate, translator, useT, type Locale } from '@instamg/shared/i18n';

export const en = {
  // customers/pages/CustomersPage.tsx, customers/components/customer-columns.tsx
  'customers.title': 'Customers',
  'customers.intro':
    'Everyone who ordered from your store, with their area (city and PIN code). Total spent counts delivered orders, less refunds. A customer’s phone number is shown only while one of their orders is active.',
  'customers.ignored': 'Some filters in the link were ignored: {problems}.',
  'customers.noMatch': 'No customer matches that name.',
  'customers.none': 'No one has ordered from your store yet.',
  'customers.search': 'Search customers',
  'customers.searchName': 'Search by name',
  'customers.find': 'Find',
  'customerColumn.customer': 'Customer',
  'customerColumn.area': 'Area',
  'customerColumn.orders': 'Orders',
  'customerColumn.lastOrder': 'Last order',
  'customerColumn.spent': 'Total spent',
  // customers/pages/CustomerPage.tsx
  'customer.title': 'Customer',
  'customer.all': 'All customers',
  'customer.loading': 'Loading customer',
  'customer.noneTitle': 'No orders from this customer',
  'customer.noneText': 'This person has not ordered from your store, or their orders moved to another store.',
  'customer.summary': '{name} at your store',
  'customer.area': 'Area',
  'customer.orders': 'Orders',
  'customer.delivered': 'Delivered',
  'customer.cancelled': 'Cancelled or refunded',
  'customer.spent': 'Total spent',
  'customer.first': 'First order',
  'customer.last': 'Last order',
  'customer.active': 'Order {reference} is active: ',
  'customer.noPhone': 'no phone number given',
  'customer.ordersOf': 'Orders of {name}',
  'customer.ordersEmpty': 'No orders of this customer at your store.',
  // analytics/pages/AnalyticsPage.tsx and the range control (shared/src/day-range-control.ts).
  'analytics.title': 'Analytics',
  'analytics.intro':
    'Figures from your store’s daily totals, in India time. Sales count orders you accepted that were not cancelled or refunded.',
  'analytics.loading': 'Loading analytics',
  'analytics.totals': 'Totals, {range}',
  'range.label': 'Range',
  'range.today': ANALYTICS_PRESET_LABELS.today,
  'range.7': ANALYTICS_PRESET_LABELS['7'],
  'range.30': ANALYTICS_PRESET_LABELS['30'],
  'range.custom': ANALYTICS_PRESET_LABELS.custom,
  'range.from': 'From',
  'range.to': 'To',
  'range.span': '{from} – {to}',
  'range.incomplete': 'Choose both a first and a last day.',
  'range.reversed': 'The first day must not be after the last day.',
  'range.too_long': 'A range can be at most {days} days.',
  'range.showingWeek': '{problem} Showing the last 7 days.',
  // analytics/components/AnalyticsCharts.tsx
  'chart.sales': 'Sales per day (₹)',
  'chart.salesSeries': 'Sales',
  'chart.orders': 'Orders per day',
  'chart.received': 'Received',
  'chart.accepted': 'Accepted',
  'chart.rejected': 'Rejected',
  'chart.acceptance': 'Acceptance rate and average time to accept',
  'chart.rate': 'Acceptance rate (%)',
  'chart.time': 'Average time to accept (s)',
  'chart.rejections': 'Rejections by reason',
  'chart.noRejections': 'No rejections in this range.',
  'chart.rejectionsSeries': 'Rejections',
  // formatDuration (shared/src/domain/store-daily-stats.ts).
  'duration.seconds': '{s} s',
  'duration.minutes': '{m} min',
  'duration.minutesSeconds': '{m} min {s} s',
  // analytics/components/AnalyticsTables.tsx
  'totals.received': 'Orders received',
  'totals.sales': 'Sales',
  'totals.delivered': 'Delivered',
  'totals.accepted': 'Accepted',
  'totals.rejected': 'Rejected',
  'totals.timedOut': 'Timed out',
  'totals.rate': 'Acceptance rate',
  'totals.time': 'Average time to accept',
  'totals.rejectedFor': 'Rejected: {reason}',
  'daily.title': 'Day by day',
  'daily.csv': 'Download CSV',
  'daily.day': 'Day',
  'daily.orders': 'Orders',
  'daily.sales': 'Sales',
  'daily.accepted': 'Accepted',
  'daily.rejected': 'Rejected',
  'daily.rate': 'Acceptance rate',
  'daily.time': 'Average time to accept',
  // analytics/components/ProductInsights.tsx
  'top.chart': 'Top products by sales (₹)',
  'top.none': 'No sales in this range.',
  'top.series': 'Sales',
  'top.table': 'Top products',
  'top.product': 'Product',
  'top.units': 'Units',
  'top.sales': 'Sales',
  'lost.chart': 'Lost sales: items you lacked (₹)',
  'lost.definition': LOST_SALES_DEFINITION,
  'lost.none': 'No lost sales in this range.',
  'lost.out_of_stock': LOST_CAUSE_LABELS.out_of_stock,
  'lost.moved_away': LOST_CAUSE_LABELS.moved_away,
  'lost.substitute_declined': LOST_CAUSE_LABELS.substitute_declined,
  'lost.table': 'Lost sales by product',
  'lost.product': 'Product',
  'lost.quantity': 'Quantity',
  'lost.value': 'Value',
  'lost.why': 'Why',
  'lost.causeUnits': '{cause} {units}',
  'lost.total': 'Total',
  'expiring.title': 'Stock value expiring soon',
  'expiring.link': 'Near-expiry inventory',
  'expiring.definition': `${EXPIRING_VALUE_DEFINITION} Today’s stock, whatever the range above.`,
  'expiring.loading': 'Loading expiring stock',
  'expiring.failed': 'We could not read the expiring stock.',
  'expiring.table': 'Expiring stock value',
  'expiring.within': 'Expires within',
  'expiring.batches': 'Batches',
  'expiring.units': 'Units',
  'expiring.value': 'Value',
  'expiring.days': '{days} days',
  'expiring.soonest': 'The {shown} soonest of {count} batches',
  'expiring.product': 'Product',
  'expiring.batch': 'Batch',
  'expiring.expiry': 'Expiry',
  'expiring.price': 'Selling price',
  'expiring.dayLeft': '{day} ({days} d)',
} as const;

export const INSIGHTS_CATALOGUE = defineCatalogue('mf-store-panel-insights', {
  'en-IN': en,
  // Hindi is its own chunk, fetched only by the customers and analytics pages in Hindi (ADR 0012).
  'hi-IN': () => import('./insights-hi'),
});

export const INSIGHTS_EN = translator(INSIGHTS_CATALOGUE, 'en-IN');
export type InsightsT = typeof INSIGHTS_EN;

export function useInsightsT(): InsightsT {
  return useT(INSIGHTS_CATALOGUE);
}

export function presetText(t: InsightsT, preset: AnalyticsPreset): string {
  return t(`range.${preset}`);
}

/** The day-range rule's refusal (rangeFromParams' `problem` in English). */
export function rangeProblemText(t: InsightsT, problem: RangeProblem, maxDays: number): string {
  return problem === 'too_long' ? t('range.too_long', { days: maxDays }) : t(`range.${problem}`);
}

export function lostCauseText(t: InsightsT, cause: LostCause): string {
  return t(`lost.${cause}`);
}

/** formatDuration in the current language: '45 s', '2 min', '2 min 5 s'; '—' for none. */
export function durationText(t: InsightsT, seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return t('duration.seconds', { s: seconds });
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return s ? t('duration.minutesSeconds', { m, s }) : t('duration.minutes', { m });
}

/** shortDay in the locale: '24 Nov' (a chart axis or a table row). */
export function shortDayText(locale: Locale, day: string): string {
  return formatDate(new Date(`${day}T00:00:00Z`), locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** describeRange in the locale: '24 Nov 2026' or '1 Nov 2026 – 24 Nov 2026'. */
export function rangeText(t: InsightsT, locale: Locale, range: { from: string; to: string }): string {
  const day = (d: string) =>
    formatDate(new Date(`${d}T00:00:00Z`), locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  return range.from === range.to ? day(range.from) : t('range.span', { from: day(range.from), to: day(range.to) });
}

/** '24 Nov 2026' in India: a customer's order day, a batch's expiry. */
export function dayText(locale: Locale, iso: string): string {
  return formatDate(new Date(iso), locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

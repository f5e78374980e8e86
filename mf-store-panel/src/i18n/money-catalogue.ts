/**
 * mf-store-panel's money messages (issue 37; docs/decisions/0012-i18n.md): earnings (the range's
 * totals and the per-order grid) and payouts (the cycles' grid and a payout's statement). A
 * catalogue of its own, so only these pages load its Hindi. English references the shared tables
 * (PAYOUT_STATUS_LABELS, STATEMENT_LINE_LABELS, the range presets) and the day-range rule's
 * refusals (the test compares them). Money stays formatPaise (Latin digits, lakh grouping, as
 * Indian partner apps print amounts); the statement's CSV stays English (a file for accountants and
 * tax filings, read by its column names).
 */
import { PAYOUT_STATUS_LABELS, STATEMENT_LINE_LABELS } from '@instamg/shared/domain/settlement/payouts';
import type { PayoutStatus, StatementLineKind } from '@instamg/shared/domain/settlement/payouts';
import type { DayRange, RangeProblem } from '@instamg/shared/domain/day-range';
import { defineCatalogue, formatDate, translator, useT, type Locale } from '@instamg/shared/i18n';
import { RANGE_LABELS, type RangePreset } from '../earnings/api/range-words';

export const en = {
  // earnings/pages/EarningsPage.tsx
  'earnings.title': 'Earnings',
  'earnings.intro':
    'Each delivered order: its price less the platform commission (on the item value), 18% GST on the commission, GST TCS and income-tax TDS, at the rates in force on its delivery date. The delivery fee is yours. Amounts are rounded to the paisa on each line.',
  'earnings.range': 'Range',
  'range.7': RANGE_LABELS['7'],
  'range.30': RANGE_LABELS['30'],
  'range.custom': RANGE_LABELS.custom,
  'range.from': 'From',
  'range.to': 'To',
  'range.incomplete': 'Choose both a first and a last day.',
  'range.reversed': 'The first day must not be after the last day.',
  'range.too_long': 'A range can be at most {days} days.',
  'range.showingWeek': '{problem} Showing the last 7 days.',
  'range.span': '{from} – {to}',
  'earnings.ignored': 'Some filters in the link were ignored: {problems}.',
  'earnings.loadingTotals': 'Loading totals',
  'earnings.grid': 'Earnings per order',
  'earnings.empty': 'No orders were delivered in this range.',
  'totals.heading': 'Totals, {range}: {count, plural, one {# delivered order} other {# delivered orders}}',
  'totals.label': 'Earnings totals, {range}',
  'totals.gross': 'Gross (items, delivery fee, platform coupons)',
  'totals.commission': 'Platform commission',
  'totals.commissionGst': 'GST on commission',
  'totals.tcs': 'GST TCS',
  'totals.tds': 'Income-tax TDS',
  'totals.cod': 'Cash collected on delivery',
  'totals.ordersNet': 'Net of the orders',
  'totals.adjustments': 'Refund adjustments',
  'totals.payable': 'Net payable',
  // earnings/components/earnings-columns.tsx
  'earningsColumn.order': 'Order',
  'earningsColumn.delivered': 'Delivered (invoice date)',
  'earningsColumn.itemValue': 'Item value',
  'earningsColumn.deliveryFee': 'Delivery fee',
  'earningsColumn.gross': 'Gross',
  'earningsColumn.commission': 'Commission',
  'earningsColumn.commissionGst': 'GST on commission',
  'earningsColumn.tcs': 'GST TCS',
  'earningsColumn.tds': 'Income-tax TDS',
  'earningsColumn.net': 'Net payable',
  'earningsColumn.adjustment': 'Refund adjustment',
  // payouts/pages/PayoutsPage.tsx
  'payouts.title': 'Payouts',
  'payouts.intro':
    'Each settlement cycle pays the orders delivered in it, less commission, GST on it, TCS and TDS, with refunds made after an earlier payout as adjustments. A payout shows Processing while its bank transfer is on its way, then Paid with the bank’s UTR.',
  'payouts.ignored': 'Some filters in the link were ignored: {problems}.',
  'payouts.empty': 'No settlement cycle has closed yet.',
  // payouts/components/payout-columns.tsx
  'payoutColumn.cycle': 'Cycle',
  'payoutColumn.statementOf': 'Statement, {cycle}',
  'payoutColumn.orders': 'Orders',
  'payoutColumn.gross': 'Gross',
  'payoutColumn.commission': 'Commission',
  'payoutColumn.tcs': 'GST TCS',
  'payoutColumn.tds': 'Income-tax TDS',
  'payoutColumn.adjustments': 'Refund adjustments',
  'payoutColumn.net': 'Net payout',
  'payoutColumn.status': 'Status',
  'payoutColumn.utr': 'UTR',
  // shared/src/domain/settlement/payouts.ts PAYOUT_STATUS_LABELS, STATEMENT_LINE_LABELS.
  'payoutStatus.pending': PAYOUT_STATUS_LABELS.pending,
  'payoutStatus.processing': PAYOUT_STATUS_LABELS.processing,
  'payoutStatus.paid': PAYOUT_STATUS_LABELS.paid,
  'payoutStatus.nothing_due': PAYOUT_STATUS_LABELS.nothing_due,
  'line.sale': STATEMENT_LINE_LABELS.sale,
  'line.adjustment': STATEMENT_LINE_LABELS.adjustment,
  'line.redelivery_fee': STATEMENT_LINE_LABELS.redelivery_fee,
  'line.carried_in': STATEMENT_LINE_LABELS.carried_in,
  'line.carried_out': STATEMENT_LINE_LABELS.carried_out,
  // payouts/components/StatementDialog.tsx
  'statement.title': 'Payout statement',
  'statement.titleOf': 'Payout statement, {cycle}',
  'statement.loading': 'Loading statement',
  'statement.status': '{status} · net {net}',
  'statement.statusWithUtr': '{status} · UTR {utr} · net {net}',
  'statement.lines': 'Statement lines',
  'statement.line': 'Line',
  'statement.order': 'Order',
  'statement.date': 'Date',
  'statement.gross': 'Gross',
  'statement.commission': 'Commission',
  'statement.commissionGst': 'GST on commission',
  'statement.tcs': 'GST TCS',
  'statement.tds': 'Income-tax TDS',
  'statement.net': 'Net',
  'statement.total': 'Total',
  'statement.csv': 'Download statement (CSV)',
  'statement.print': 'Print',
  'statement.close': 'Close',
} as const;

export const MONEY_CATALOGUE = defineCatalogue('mf-store-panel-money', {
  'en-IN': en,
  // Hindi is its own chunk, fetched only by the earnings and payouts pages in Hindi (ADR 0012).
  'hi-IN': () => import('./money-hi'),
});

export const MONEY_EN = translator(MONEY_CATALOGUE, 'en-IN');
export type MoneyT = typeof MONEY_EN;

export function useMoneyT(): MoneyT {
  return useT(MONEY_CATALOGUE);
}

export function rangePresetText(t: MoneyT, preset: RangePreset): string {
  return t(`range.${preset}`);
}

/** The day-range rule's refusal (rangeFromParams' `problem` in English). */
export function rangeProblemText(t: MoneyT, problem: RangeProblem, maxDays: number): string {
  return problem === 'too_long' ? t('range.too_long', { days: maxDays }) : t(`range.${problem}`);
}

export function payoutStatusText(t: MoneyT, status: PayoutStatus): string {
  return t(`payoutStatus.${status}`);
}

export function statementLineText(t: MoneyT, kind: StatementLineKind): string {
  return t(`line.${kind}`);
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** '16 Nov 2026': an instant's day in India, in the locale. */
export function dayText(locale: Locale, ms: number | string): string {
  return formatDate(typeof ms === 'string' ? Date.parse(ms) : ms, locale, { ...DAY, timeZone: 'Asia/Kolkata' });
}

/** '16 Nov 2026 – 22 Nov 2026': a cycle's days in India (its end is the next cycle's first instant). */
export function cycleText(t: MoneyT, locale: Locale, start: string, end: string): string {
  return t('range.span', { from: dayText(locale, start), to: dayText(locale, Date.parse(end) - 1) });
}

/** describeRange in the locale: '24 Nov 2026' or '1 Nov 2026 – 24 Nov 2026' (IST calendar days). */
export function rangeText(t: MoneyT, locale: Locale, range: DayRange): string {
  const day = (d: string) => formatDate(new Date(`${d}T00:00:00Z`), locale, { ...DAY, timeZone: 'UTC' });
  return range.from === range.to ? day(range.from) : t('range.span', { from: day(range.from), to: day(range.to) });
}

/** '24 Nov 2026, 18:05' in India: an order's delivery (invoice) time. */
export function deliveredText(locale: Locale, iso: string): string {
  return formatDate(new Date(iso), locale, {
    ...DAY,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Asia/Kolkata',
  });
}

import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalogue, translator } from '@instamg/shared/i18n';
import { catalogueProblems, untranslatedStrings } from '@instamg/shared/testing/catalogue-checks';
import { MAX_ANALYTICS_DAYS, describeRange, rangeFromParams } from '@instamg/shared/domain/day-range';
import {
  PAYOUT_STATUS_LABELS,
  STATEMENT_LINE_LABELS,
  type PayoutStatus,
  type StatementLineKind,
} from '@instamg/shared/domain/settlement/payouts';
import { RANGE_LABELS, type RangePreset } from '../earnings/api/range-words';
import {
  MONEY_CATALOGUE,
  MONEY_EN,
  cycleText,
  dayText,
  deliveredText,
  payoutStatusText,
  rangePresetText,
  rangeProblemText,
  rangeText,
  statementLineText,
  type MoneyT,
} from './money-catalogue';

// Issue 37: the earnings and payouts pages' catalogue is complete in Hindi, its English is the
// shared tables' and the day-range rule's, and those pages show no English of their own.

const CONVERTED = [
  'earnings/pages/EarningsPage.tsx',
  'earnings/components/earnings-columns.tsx',
  'payouts/pages/PayoutsPage.tsx',
  'payouts/components/StatementDialog.tsx',
  'payouts/components/payout-columns.tsx',
];
const SRC = fileURLToPath(new URL('..', import.meta.url));
const DEVANAGARI = /[\u0900-\u097F]/;
/** Tax and bank terms as Indian statements print them (GST, TCS, UTR), and arguments only. */
const LATIN_ONLY = [
  'range.span',
  'payoutColumn.tcs',
  'payoutColumn.utr',
  'totals.tcs',
  'earningsColumn.tcs',
  'statement.tcs',
];

let hi: MoneyT;
beforeAll(async () => {
  await loadCatalogue(MONEY_CATALOGUE, 'hi-IN');
  hi = translator(MONEY_CATALOGUE, 'hi-IN');
});

describe('the money catalogue of mf-store-panel (earnings, payouts)', () => {
  it('has every English key in Hindi, with the same ICU arguments, in Devanagari', async () => {
    expect(await catalogueProblems(MONEY_CATALOGUE, { latinOnly: LATIN_ONLY })).toEqual([]);
  });

  it('names every payout state, statement line and range preset as the shared tables do, with distinct Hindi', () => {
    const statuses = Object.keys(PAYOUT_STATUS_LABELS) as PayoutStatus[];
    for (const status of statuses) {
      expect(payoutStatusText(MONEY_EN, status)).toBe(PAYOUT_STATUS_LABELS[status]);
      expect(payoutStatusText(hi, status)).toMatch(DEVANAGARI);
    }
    expect(new Set(statuses.map((status) => payoutStatusText(hi, status))).size).toBe(statuses.length);
    const kinds = Object.keys(STATEMENT_LINE_LABELS) as StatementLineKind[];
    for (const kind of kinds) {
      expect(statementLineText(MONEY_EN, kind)).toBe(STATEMENT_LINE_LABELS[kind]);
      expect(statementLineText(hi, kind)).toMatch(DEVANAGARI);
    }
    for (const preset of Object.keys(RANGE_LABELS) as RangePreset[]) {
      expect(rangePresetText(MONEY_EN, preset)).toBe(RANGE_LABELS[preset]);
      expect(rangePresetText(hi, preset)).toMatch(DEVANAGARI);
    }
  });

  it('gives the day-range rule’s English for every refused range, and Hindi for each', () => {
    const now = new Date('2026-11-25T06:00:00Z');
    for (const params of [
      { from: '2026-11-10', to: '2026-11-01' },
      { from: '2026-11-10' },
      { from: 'x', to: '2026-11-01' },
      { from: '2024-01-01', to: '2026-11-10' },
    ]) {
      const { problem, problemCode } = rangeFromParams(params, now);
      expect(problemCode).not.toBeNull();
      expect(rangeProblemText(MONEY_EN, problemCode!, MAX_ANALYTICS_DAYS)).toBe(problem);
      expect(rangeProblemText(hi, problemCode!, MAX_ANALYTICS_DAYS)).toMatch(DEVANAGARI);
    }
    expect(rangeProblemText(hi, 'too_long', 366)).toBe('अवधि ज़्यादा से ज़्यादा 366 दिन की हो सकती है।');
  });

  it('writes ranges, cycles and days as before in English and with Hindi month names in Hindi', () => {
    for (const range of [
      { from: '2026-11-24', to: '2026-11-24' },
      { from: '2026-11-01', to: '2026-11-24' },
    ])
      expect(rangeText(MONEY_EN, 'en-IN', range)).toBe(describeRange(range));
    // A cycle ends at the next one's first instant (midnight in India): its last day is the day before.
    expect(cycleText(MONEY_EN, 'en-IN', '2026-11-15T18:30:00.000Z', '2026-11-22T18:30:00.000Z')).toBe(
      '16 Nov 2026 – 22 Nov 2026',
    );
    expect(cycleText(hi, 'hi-IN', '2026-11-15T18:30:00.000Z', '2026-11-22T18:30:00.000Z')).toMatch(
      /^16 नव.* 2026 – 22 नव.* 2026$/,
    );
    expect(dayText('en-IN', '2026-11-24T10:00:00Z')).toBe('24 Nov 2026');
    expect(deliveredText('en-IN', '2026-11-24T12:35:00Z')).toBe('24 Nov 2026, 18:05');
    expect(MONEY_EN('totals.heading', { range: '24 Nov 2026', count: 1 })).toBe(
      'Totals, 24 Nov 2026: 1 delivered order',
    );
    expect(MONEY_EN('totals.heading', { range: '24 Nov 2026', count: 3 })).toBe(
      'Totals, 24 Nov 2026: 3 delivered orders',
    );
    expect(hi('totals.heading', { range: '24 नव॰ 2026', count: 3 })).toBe('कुल, 24 नव॰ 2026: 3 डिलीवर ऑर्डर');
  });

  it('the earnings and payouts files read their user-visible text from a catalogue', () => {
    expect(CONVERTED.flatMap((file) => untranslatedStrings(join(SRC, file)).map((hit) => `${file}:${hit}`))).toEqual(
      [],
    );
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalogue, translator } from '@instamg/shared/i18n';
import { catalogueProblems, untranslatedStrings } from '@instamg/shared/testing/catalogue-checks';
import {
  ANALYTICS_PRESET_LABELS,
  MAX_ANALYTICS_DAYS,
  describeRange,
  rangeFromParams,
  shortDay,
  type AnalyticsPreset,
} from '@instamg/shared/domain/day-range';
import { LOST_CAUSES, LOST_CAUSE_LABELS, LOST_SALES_DEFINITION } from '@instamg/shared/domain/lost-sales';
import { EXPIRING_VALUE_DEFINITION } from '@instamg/shared/domain/expiring-stock';
import { formatDuration } from '@instamg/shared/domain/store-daily-stats';
import {
  INSIGHTS_CATALOGUE,
  INSIGHTS_EN,
  dayText,
  durationText,
  lostCauseText,
  presetText,
  rangeProblemText,
  rangeText,
  shortDayText,
  type InsightsT,
} from './insights-catalogue';

// Issue 37: the customers and analytics pages' catalogue is complete in Hindi, its English is the
// shared texts' and the domain rules', and those pages show no English of their own.

const CONVERTED = [
  'customers/pages/CustomersPage.tsx',
  'customers/pages/CustomerPage.tsx',
  'customers/components/customer-columns.tsx',
  'analytics/pages/AnalyticsPage.tsx',
  'analytics/components/AnalyticsCharts.tsx',
  'analytics/components/AnalyticsTables.tsx',
  'analytics/components/ProductInsights.tsx',
];
const SRC = fileURLToPath(new URL('..', import.meta.url));
const DEVANAGARI = /[\u0900-\u097F]/;
/** Arguments and punctuation only. */
const LATIN_ONLY = ['range.span', 'lost.causeUnits'];

let hi: InsightsT;
beforeAll(async () => {
  await loadCatalogue(INSIGHTS_CATALOGUE, 'hi-IN');
  hi = translator(INSIGHTS_CATALOGUE, 'hi-IN');
});

describe('the insights catalogue of mf-store-panel (customers, analytics)', () => {
  it('has every English key in Hindi, with the same ICU arguments, in Devanagari', async () => {
    expect(await catalogueProblems(INSIGHTS_CATALOGUE, { latinOnly: LATIN_ONLY })).toEqual([]);
  });

  it('names the presets, lost-sales causes and definitions as the shared texts do', () => {
    for (const preset of Object.keys(ANALYTICS_PRESET_LABELS) as AnalyticsPreset[]) {
      expect(presetText(INSIGHTS_EN, preset)).toBe(ANALYTICS_PRESET_LABELS[preset]);
      expect(presetText(hi, preset)).toMatch(DEVANAGARI);
    }
    for (const cause of LOST_CAUSES) {
      expect(lostCauseText(INSIGHTS_EN, cause)).toBe(LOST_CAUSE_LABELS[cause]);
      expect(lostCauseText(hi, cause)).toMatch(DEVANAGARI);
    }
    expect(INSIGHTS_EN('lost.definition')).toBe(LOST_SALES_DEFINITION);
    expect(INSIGHTS_EN('expiring.definition')).toBe(
      `${EXPIRING_VALUE_DEFINITION} Today’s stock, whatever the range above.`,
    );
  });

  it('gives the domain rules’ English for durations, days, ranges and refused ranges', () => {
    for (const seconds of [null, 0, 45, 60, 125, 3600]) {
      expect(durationText(INSIGHTS_EN, seconds)).toBe(formatDuration(seconds));
      if (seconds !== null) expect(durationText(hi, seconds)).toMatch(DEVANAGARI);
    }
    expect(durationText(hi, 125)).toBe('2 मिनट 5 सेकंड');
    for (const day of ['2026-11-24', '2027-01-01']) expect(shortDayText('en-IN', day)).toBe(shortDay(day));
    expect(shortDayText('hi-IN', '2026-11-24')).toMatch(/^24 नव/);
    for (const range of [
      { from: '2026-11-24', to: '2026-11-24' },
      { from: '2026-11-01', to: '2026-11-24' },
    ])
      expect(rangeText(INSIGHTS_EN, 'en-IN', range)).toBe(describeRange(range));
    const now = new Date('2026-11-25T06:00:00Z');
    for (const params of [
      { from: '2026-11-10', to: '2026-11-01' },
      { from: '2026-11-10' },
      { from: '2024-01-01', to: '2026-11-10' },
    ]) {
      const { problem, problemCode } = rangeFromParams(params, now);
      expect(rangeProblemText(INSIGHTS_EN, problemCode!, MAX_ANALYTICS_DAYS)).toBe(problem);
      expect(rangeProblemText(hi, problemCode!, MAX_ANALYTICS_DAYS)).toMatch(DEVANAGARI);
    }
    expect(dayText('en-IN', '2026-11-24T20:00:00Z')).toBe('25 Nov 2026');
  });

  it('the customers and analytics files read their user-visible text from a catalogue', () => {
    expect(CONVERTED.flatMap((file) => untranslatedStrings(join(SRC, file)).map((hit) => `${file}:${hit}`))).toEqual(
      [],
    );
  });
});

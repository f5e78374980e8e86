import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalogue, translator } from '@instamg/shared/i18n';
import { H1_REGISTER_COLUMNS, RX_CHECKLIST, parseRegisterRange } from '@instamg/shared/domain/rx-review';
import { DECLINE_REASONS } from '@instamg/shared/domain/rx-request';
import {
  RX_REQUEST_STATUSES,
  RX_REQUEST_STATUS_MEANINGS,
  RX_REQUEST_TAB_LABELS,
  type RxRequestTab,
} from '@instamg/shared/domain/rx-request-status';
import { catalogueProblems, untranslatedStrings } from '@instamg/shared/testing/catalogue-checks';
import {
  RX_CATALOGUE,
  RX_EN,
  checklistText,
  declineReasonText,
  rangeErrorText,
  registerColumnText,
  requestStateText,
  requestTabText,
  type RxT,
} from './rx-catalogue';

// Issue 37: the prescriptions section is complete in Hindi, its English is the shared tables' and
// review-clock.ts's, and its files show no English of their own.

const RX_FILES = [
  'prescriptions/components/H1Register.tsx',
  'prescriptions/components/RxDecisionForm.tsx',
  'prescriptions/components/RxQueue.tsx',
  'prescriptions/components/RxRequestQueue.tsx',
  'prescriptions/components/RxReview.tsx',
  'prescriptions/pages/PrescriptionsPage.tsx',
];

/** Latin as printed or written (H1, CSV, YYYY-MM-DD stay as they are inside Hindi sentences). */
const LATIN_ONLY: string[] = [];

let hi: RxT;
beforeAll(async () => {
  await loadCatalogue(RX_CATALOGUE, 'hi-IN');
  hi = translator(RX_CATALOGUE, 'hi-IN');
});
const devanagari = /[\u0900-\u097F]/;

describe('the store panel’s prescriptions catalogue', () => {
  it('has every English key in Hindi, with the same ICU arguments, in Devanagari', async () => {
    expect(await catalogueProblems(RX_CATALOGUE, { latinOnly: LATIN_ONLY })).toEqual([]);
  });

  it('is a catalogue of its own', () => {
    expect(RX_CATALOGUE.name).toBe('mf-store-panel-rx');
  });

  it('gives the shared tables’ English by key: checklist, register columns, request tabs and states, declines', () => {
    for (const { key, label } of RX_CHECKLIST) {
      expect(checklistText(RX_EN, key)).toBe(label);
      expect(checklistText(hi, key)).toMatch(devanagari);
    }
    for (const { field, header } of H1_REGISTER_COLUMNS) expect(registerColumnText(RX_EN, field)).toBe(header);
    for (const tab of Object.keys(RX_REQUEST_TAB_LABELS) as RxRequestTab[])
      expect(requestTabText(RX_EN, tab)).toBe(RX_REQUEST_TAB_LABELS[tab]);
    for (const state of RX_REQUEST_STATUSES) {
      expect(requestStateText(RX_EN, state)).toBe(RX_REQUEST_STATUS_MEANINGS[state].storeLabel);
      expect(requestStateText(hi, state)).toMatch(devanagari);
    }
    for (const reason of Object.keys(DECLINE_REASONS) as (keyof typeof DECLINE_REASONS)[])
      expect(declineReasonText(RX_EN, reason)).toBe(DECLINE_REASONS[reason]);
  });

  it('says the register range’s errors as parseRegisterRange does, in Hindi too', () => {
    for (const [from, to] of [
      ['x', '2026-12-01'],
      ['2026-12-05', '2026-12-01'],
      ['2010-01-01', '2026-12-01'],
    ]) {
      const parsed = parseRegisterRange(from, to);
      expect('error' in parsed).toBe(true);
      if (!('error' in parsed)) continue;
      expect(rangeErrorText(RX_EN, parsed.error)).toBe(parsed.error);
      expect(rangeErrorText(hi, parsed.error)).toMatch(devanagari);
    }
  });

  it('leaves no user-visible English in the prescriptions section’s files', () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    expect(RX_FILES.flatMap((file) => untranslatedStrings(join(src, file)).map((hit) => `${file}:${hit}`))).toEqual([]);
  });
});

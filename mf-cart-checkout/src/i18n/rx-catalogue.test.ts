import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalogue, translator } from '@instamg/shared/i18n';
import { catalogueProblems, untranslatedStrings } from '@instamg/shared/testing/catalogue-checks';
import { DECLINE_REASONS, type DeclineReason } from '@instamg/shared/domain/rx-request';
import { RX_REQUEST_STATUSES, RX_REQUEST_STATUS_MEANINGS } from '@instamg/shared/domain/rx-request-status';
import { REFILL_STATE_VIEW, type RefillState } from '@instamg/shared/domain/refill';
import { formatDay } from '@instamg/shared/domain/india-time';
import { validateRefillForm } from '../domain/refill-form';
import { RX_CATALOGUE, RX_EN, dayText, declineReasonText, refillStateText, rxStateText } from './rx-catalogue';

// Issue 37: the prescription pages' catalogue (upload, photo orders, refills) is complete in
// Hindi, its English is the shared tables', and the pages converted to it show no English of their own.
beforeAll(() => loadCatalogue(RX_CATALOGUE, 'hi-IN'));

const CONVERTED = [
  'pages/UploadPrescriptionPage.tsx',
  'components/AttachPrescriptionDialog.tsx',
  'components/PrescriptionList.tsx',
  'components/RefillList.tsx',
  'components/RefillSetup.tsx',
  'components/RxRequestFlow.tsx',
];
const SRC = fileURLToPath(new URL('..', import.meta.url));
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the prescription catalogue of mf-cart-checkout', () => {
  it('has every English key in Hindi, with the same ICU arguments, in Devanagari', async () => {
    expect(await catalogueProblems(RX_CATALOGUE)).toEqual([]);
  });

  it('gives every rx-request state the shared table’s English, and distinct Hindi', () => {
    const hi = translator(RX_CATALOGUE, 'hi-IN');
    for (const state of RX_REQUEST_STATUSES) {
      const meaning = RX_REQUEST_STATUS_MEANINGS[state];
      expect(rxStateText(RX_EN, state)).toEqual({ label: meaning.customerLabel, message: meaning.customerMessage });
      expect(rxStateText(hi, state).label, state).toMatch(DEVANAGARI);
      expect(rxStateText(hi, state).message, state).toMatch(DEVANAGARI);
    }
    const labels = RX_REQUEST_STATUSES.map((state) => rxStateText(hi, state).label);
    expect(new Set(labels).size).toBe(RX_REQUEST_STATUSES.length);
    expect(rxStateText(hi, 'reading').label).toBe('फ़ार्मासिस्ट पढ़ रहे हैं');
  });

  it('gives every decline reason its English and natural Hindi (Schedule X and NDPS as printed)', () => {
    const hi = translator(RX_CATALOGUE, 'hi-IN');
    for (const reason of Object.keys(DECLINE_REASONS) as DeclineReason[]) {
      expect(declineReasonText(RX_EN, reason)).toBe(DECLINE_REASONS[reason]);
      expect(declineReasonText(hi, reason), reason).toMatch(DEVANAGARI);
    }
    expect(declineReasonText(hi, 'not_sold_online')).toMatch(/^Schedule X और NDPS दवाइयाँ/);
    expect(declineReasonText(hi, 'unreadable')).toMatch(/साफ़ फ़ोटो/);
  });

  it('gives the refill states, form errors and days the domain’s English', () => {
    const hi = translator(RX_CATALOGUE, 'hi-IN');
    for (const state of Object.keys(REFILL_STATE_VIEW) as RefillState[]) {
      expect(refillStateText(RX_EN, state)).toBe(REFILL_STATE_VIEW[state].label);
      expect(refillStateText(hi, state)).toMatch(DEVANAGARI);
    }
    const errors = validateRefillForm({ picked: [], interval_days: 999 }, [30]);
    expect(RX_EN('refill.errorLines')).toBe(errors.lines);
    expect(RX_EN('refill.errorInterval')).toBe(errors.interval);
    for (const day of ['2026-12-07', '2027-01-31']) expect(dayText('en-IN', day)).toBe(formatDay(day));
    expect(dayText('hi-IN', '2026-12-07')).toMatch(/दिस॰|दिसं/);
    expect(RX_EN('refills.schedule', { days: 30, day: '7 Dec 2026' })).toBe('Every 30 days · next run-out 7 Dec 2026');
    expect(hi('refills.days', { days: 30 })).toBe('30 दिन');
  });

  it('the converted prescription pages read their user-visible text from a catalogue', () => {
    expect(CONVERTED.flatMap((file) => untranslatedStrings(join(SRC, file)).map((hit) => `${file}:${hit}`))).toEqual(
      [],
    );
  });
});

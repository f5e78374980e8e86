import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalogue, translator } from '@instamg/shared/i18n';
import { catalogueProblems, untranslatedStrings } from '@instamg/shared/testing/catalogue-checks';
import {
  WEEKDAYS,
  WEEKDAY_LABELS,
  hoursProblemMessage,
  validateStoreHours,
  type HoursProblem,
} from '@instamg/shared/domain/store-hours';
import { formatDay } from '@instamg/shared/domain/india-time';
import { BANK_PROBLEM_MESSAGES, bankChangeProblems, type BankProblem } from '@instamg/shared/domain/partner/bank';
import { REQUEST_STATUS_LABELS, STORE_SETTINGS_TOASTS } from '../settings/api/settings-words';
import {
  SETTINGS_CATALOGUE,
  SETTINGS_EN,
  bankProblemText,
  calendarDayText,
  dateTimeText,
  hoursProblemText,
  pharmacistStatusText,
  requestStatusText,
  settingsToast,
  weekdayText,
  type SettingsT,
} from './settings-catalogue';

// Issue 37: the settings page's catalogue (profile, licences, bank, change requests, opening
// hours, staff) is complete in Hindi, its English is the tables' where they live, and the settings
// files show no English of their own.

const CONVERTED = [
  'settings/pages/SettingsPage.tsx',
  'settings/components/BankChangeForm.tsx',
  'settings/components/LicenceChangeForm.tsx',
  'settings/components/OpeningHoursEditor.tsx',
  'settings/components/StaffSection.tsx',
];
const SRC = fileURLToPath(new URL('..', import.meta.url));
const DEVANAGARI = /[\u0900-\u097F]/;
/** Arguments and punctuation only. */
const LATIN_ONLY = ['invitations.line'];

let hi: SettingsT;
beforeAll(async () => {
  await loadCatalogue(SETTINGS_CATALOGUE, 'hi-IN');
  hi = translator(SETTINGS_CATALOGUE, 'hi-IN');
});

describe('the settings catalogue of mf-store-panel', () => {
  it('has every English key in Hindi, with the same ICU arguments, in Devanagari', async () => {
    expect(await catalogueProblems(SETTINGS_CATALOGUE, { latinOnly: LATIN_ONLY })).toEqual([]);
  });

  it('names every weekday and request state as the tables do, with distinct Hindi', () => {
    for (const day of WEEKDAYS) {
      expect(weekdayText(SETTINGS_EN, day)).toBe(WEEKDAY_LABELS[day]);
      expect(weekdayText(hi, day)).toMatch(DEVANAGARI);
    }
    expect(new Set(WEEKDAYS.map((day) => weekdayText(hi, day))).size).toBe(WEEKDAYS.length);
    for (const status of ['pending', 'approved', 'rejected'] as const) {
      expect(requestStatusText(SETTINGS_EN, status)).toBe(REQUEST_STATUS_LABELS[status]);
      expect(requestStatusText(hi, status)).toMatch(DEVANAGARI);
    }
    expect(pharmacistStatusText(hi, 'pending')).toBe('फ़ार्मासिस्ट (पुष्टि बाकी)');
  });

  it('words every refusal of the opening hours as the shared rule does in English, and in Hindi', () => {
    const problems: HoursProblem[] = [
      { code: 'shape' },
      { code: 'holidays' },
      { code: 'closure' },
      ...WEEKDAYS.flatMap((day) =>
        (['too_many_ranges', 'range_fields', 'time_format', 'same_time', 'overlap', 'past_midnight'] as const).map(
          (code) => ({ code, day }),
        ),
      ),
    ];
    for (const problem of problems) {
      expect(hoursProblemText(SETTINGS_EN, problem)).toBe(hoursProblemMessage(problem));
      expect(hoursProblemText(hi, problem)).toMatch(DEVANAGARI);
    }
    // The rule's own refusal carries the code the panel words (an overlap on Tuesday).
    const overlap = validateStoreHours({
      week: {
        tue: [
          { open: '09:00', close: '13:00' },
          { open: '12:00', close: '18:00' },
        ],
      },
      holidays: [],
      closure: null,
    });
    expect(overlap).toMatchObject({ ok: false, problem: { code: 'overlap', day: 'tue' } });
    if (!overlap.ok)
      expect(hoursProblemText(hi, overlap.problem)).toBe(`${weekdayText(hi, 'tue')}: समय-खंड आपस में टकरा रहे हैं।`);
  });

  it('words every refusal of the bank form as the shared validator does in English, and in Hindi', () => {
    for (const problem of Object.keys(BANK_PROBLEM_MESSAGES) as BankProblem[]) {
      expect(bankProblemText(SETTINGS_EN, problem)).toBe(BANK_PROBLEM_MESSAGES[problem]);
      expect(bankProblemText(hi, problem)).toMatch(DEVANAGARI);
    }
    // The validator's own codes: a short IFSC and a mistyped repetition.
    const problems = bankChangeProblems({
      account_holder: 'Asha Medicos',
      account_number: '123456789012',
      account_number_confirm: '123456789013',
      ifsc: 'HDFC000',
      cheque_document_id: 'f1',
    });
    expect(problems).toEqual({ account_number_confirm: 'account_mismatch', ifsc: 'ifsc_length' });
    expect(bankProblemText(hi, 'account_mismatch')).toBe('दोनों खाता नंबर मेल नहीं खाते');
  });

  it('gives every settings toast its English title, description and variant, and Hindi words', () => {
    for (const kind of Object.keys(STORE_SETTINGS_TOASTS) as (keyof typeof STORE_SETTINGS_TOASTS)[]) {
      expect(settingsToast(SETTINGS_EN, kind)).toEqual(STORE_SETTINGS_TOASTS[kind]);
      const hindi = settingsToast(hi, kind);
      expect(hindi.variant).toBe(STORE_SETTINGS_TOASTS[kind].variant);
      expect(hindi.title).toMatch(DEVANAGARI);
      if (hindi.description !== undefined) expect(hindi.description).toMatch(DEVANAGARI);
    }
  });

  it('writes days and times as before in English, with Hindi month names in Hindi', () => {
    for (const day of ['2026-12-07', '2027-03-12']) {
      expect(calendarDayText('en-IN', day)).toBe(formatDay(day));
      expect(calendarDayText('en-IN', day, 'long')).toBe(formatDay(day, 'long'));
    }
    expect(calendarDayText('en-IN', '2027-03-12T00:00:00.000+00:00')).toBe('12 Mar 2027');
    expect(calendarDayText('en-IN', null)).toBe('—');
    expect(calendarDayText('hi-IN', '2026-12-07', 'long')).toBe('7 दिसंबर 2026');
    const instant = '2026-12-01T13:00:00.000Z';
    expect(dateTimeText('en-IN', instant)).toBe(
      new Date(instant).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }),
    );
    expect(SETTINGS_EN('hours.removeRange', { day: 'Monday', n: 2 })).toBe('Remove Monday hours 2');
    expect(hi('hours.closedUntilWhy', { until: '2026-12-03 09:30', reason: 'Diwali' })).toBe(
      '2026-12-03 09:30 तक बंद (Diwali)',
    );
  });

  it('the settings files read their user-visible text from a catalogue', () => {
    expect(CONVERTED.flatMap((file) => untranslatedStrings(join(SRC, file)).map((hit) => `${file}:${hit}`))).toEqual(
      [],
    );
  });
});

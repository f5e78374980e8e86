import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalogue, translator } from '@instamg/shared/i18n';
import { catalogueProblems, untranslatedStrings } from '@instamg/shared/testing/catalogue-checks';
import { CONSTITUTIONS, type Constitution } from '@instamg/shared/domain/partner/application';
import { STEP_LABELS, type FormStep } from '../partner-application/api/partner-words';
import {
  PARTNER_CATALOGUE,
  PARTNER_EN,
  constitutionText,
  stepText,
  submittedDayText,
  type PartnerT,
} from './partner-catalogue';

// Issue 37: the pharmacy sign-up's catalogue is complete in Hindi, its English is the shared
// tables', and the converted parts of /pharmacy-partner show no English of their own.

const CONVERTED = [
  'partner-application/pages/PharmacyPartnerPage.tsx',
  'partner-application/components/ApplicationForm.tsx',
  'partner-application/components/ApplicationStatus.tsx',
  'partner-application/components/BankStep.tsx',
  'partner-application/components/BusinessStep.tsx',
  'partner-application/components/GoogleMapPin.tsx',
  'partner-application/components/GuestInvitation.tsx',
  'partner-application/components/LicencesStep.tsx',
  'partner-application/components/PharmacistStep.tsx',
  'partner-application/components/PinCanvas.tsx',
  'partner-application/components/PremisesStep.tsx',
  'partner-application/components/ReviewStep.tsx',
  'partner-application/components/StaffInvitationAccept.tsx',
];
const SRC = fileURLToPath(new URL('..', import.meta.url));
const DEVANAGARI = /[\u0900-\u097F]/;
/** Arguments and punctuation only. */
const LATIN_ONLY = ['status.address', 'review.label'];

let hi: PartnerT;
beforeAll(async () => {
  await loadCatalogue(PARTNER_CATALOGUE, 'hi-IN');
  hi = translator(PARTNER_CATALOGUE, 'hi-IN');
});

describe('the pharmacy sign-up catalogue of mf-store-panel', () => {
  it('has every English key in Hindi, with the same ICU arguments, in Devanagari', async () => {
    expect(await catalogueProblems(PARTNER_CATALOGUE, { latinOnly: LATIN_ONLY })).toEqual([]);
  });

  it('names every step and type of business as the shared tables do, with distinct Hindi', () => {
    const steps = Object.keys(STEP_LABELS) as FormStep[];
    for (const step of steps) {
      expect(stepText(PARTNER_EN, step)).toBe(STEP_LABELS[step]);
      expect(stepText(hi, step)).toMatch(DEVANAGARI);
    }
    expect(new Set(steps.map((step) => stepText(hi, step))).size).toBe(steps.length);
    for (const value of Object.keys(CONSTITUTIONS) as Constitution[]) {
      expect(constitutionText(PARTNER_EN, value)).toBe(CONSTITUTIONS[value]);
      expect(constitutionText(hi, value)).toMatch(DEVANAGARI);
    }
  });

  it('words the page, the steps and the dates as before in English', () => {
    expect(PARTNER_EN('page.title')).toBe('Join as Pharmacy Partner');
    expect(PARTNER_EN('form.stepOf', { n: 2, total: 6 })).toBe('Step 2 of 6');
    expect(PARTNER_EN('licences.number', { form: '20' })).toBe('Form 20 licence number');
    expect(hi('form.stepOf', { n: 2, total: 6 })).toBe('6 में से चरण 2');
    expect(submittedDayText('en-IN', '2026-12-07T06:00:00Z')).toBe('7 December 2026');
    expect(submittedDayText('hi-IN', '2026-12-07T06:00:00Z')).toBe('7 दिसंबर 2026');
    expect(PARTNER_EN('premises.others', { count: 1, km: 5 })).toBe(
      '1 partner store already delivers within 5 km of this pin.',
    );
    expect(PARTNER_EN('premises.others', { count: 3, km: 5 })).toBe(
      '3 partner stores already deliver within 5 km of this pin.',
    );
    expect(PARTNER_EN('canvas.scale', { km: 0.6 })).toBe('0.6 km across; north is up.');
    expect(PARTNER_EN('invitation.joined', { store: 'Sharma Medicos', role: 'Staff' })).toBe(
      'You joined Sharma Medicos as Staff.',
    );
    expect(PARTNER_EN('review.licence', { number: 'KA-20', issued: '2025-01-01', expires: '2027-12-31' })).toBe(
      'KA-20 (2025-01-01 to 2027-12-31)',
    );
  });

  it('the converted sign-up files read their user-visible text from a catalogue', () => {
    expect(CONVERTED.flatMap((file) => untranslatedStrings(join(SRC, file)).map((hit) => `${file}:${hit}`))).toEqual(
      [],
    );
  });
});

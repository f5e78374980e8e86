import { describe, expect, it } from 'vitest';
import { VALID_APPLICATION } from '@instamg/shared/testing/partner-application';
import {
  EMPTY_APPLICATION_FORM,
  authPathFor,
  formToValues,
  isEditable,
  nextStep,
  previousStep,
  resumeStep,
  stepFromSearch,
  stepOfField,
  stepOfRefusal,
  validateStep,
  valuesToForm,
} from './application-form';

const NOW = new Date('2026-11-25T04:30:00Z');
const VALID_FORM = valuesToForm(VALID_APPLICATION);

describe('formToValues and valuesToForm', () => {
  it('round-trip a saved application', () => expect(formToValues(VALID_FORM)).toEqual(VALID_APPLICATION));
  it('normalises what people type', () => {
    const values = formToValues({
      ...VALID_FORM,
      gstin: ' 29aagcb7383j1z4 ',
      pan: 'aagcb 7383j',
      ifsc: 'hdfc0001234',
      account_number: '5010 0123 4567 89',
      legal_name: '  Green Cross Pharma LLP ',
      latitude: ' 12.9352 ',
    });
    expect(values).toEqual(VALID_APPLICATION);
  });
  it('reads an empty coordinate as no pin', () =>
    expect(formToValues({ ...VALID_FORM, latitude: '' }).latitude).toBeNull());
});

describe('validateStep', () => {
  it('passes every step of a valid form', () => {
    for (const step of ['business', 'licences', 'pharmacist', 'premises', 'bank', 'review'] as const)
      expect(validateStep(step, VALID_FORM, NOW)).toEqual({});
  });
  it('shows the GSTIN typo on the Business step', () => {
    expect(validateStep('business', { ...VALID_FORM, gstin: '29AAGCB7383J1Z5' }, NOW)).toEqual({
      gstin: 'This GSTIN has a typo: its last character does not match',
    });
  });
  it('refuses a different repeated account number on the Bank step and on Review', () => {
    const form = { ...VALID_FORM, account_number_confirm: '50100123456788' };
    expect(validateStep('bank', form, NOW)).toEqual({ account_number_confirm: 'The account numbers do not match' });
    expect(validateStep('review', form, NOW)).toEqual({ account_number_confirm: 'The account numbers do not match' });
  });
  it('accepts the repeated number typed with spaces', () => {
    expect(validateStep('bank', { ...VALID_FORM, account_number_confirm: '50100 1234 56789' }, NOW)).toEqual({});
  });
  it('says which coordinate is not a number', () => {
    expect(validateStep('premises', { ...VALID_FORM, longitude: '77.6x' }, NOW)).toEqual({
      latitude: 'The pin must be in India',
      longitude: 'Enter a number',
    });
  });
  it('checks only its own step', () => expect(validateStep('business', { ...VALID_FORM, ifsc: '' }, NOW)).toEqual({}));
});

describe('steps', () => {
  it('resumes an empty draft at Business and a complete one at Review', () => {
    expect(resumeStep(formToValues(EMPTY_APPLICATION_FORM), NOW)).toBe('business');
    expect(resumeStep(VALID_APPLICATION, NOW)).toBe('review');
  });
  it('resumes at the first step still needing something', () => {
    expect(resumeStep({ ...VALID_APPLICATION, pharmacist_certificate_id: '' }, NOW)).toBe('pharmacist');
  });
  it('reads the step from the URL and ignores others', () => {
    expect(stepFromSearch('?step=licences')).toBe('licences');
    expect(stepFromSearch('?step=admin')).toBeNull();
    expect(stepFromSearch('')).toBeNull();
  });
  it('moves between steps within bounds', () => {
    expect(nextStep('business')).toBe('licences');
    expect(nextStep('review')).toBe('review');
    expect(previousStep('business')).toBe('business');
    expect(previousStep('review')).toBe('bank');
  });
  it('knows the step of each field', () => {
    expect(stepOfField('form21_expires_on')).toBe('licences');
    expect(stepOfField('account_number_confirm')).toBe('bank');
    expect(stepOfField('postal_code')).toBe('premises');
  });
  it('is editable only as a draft or when changes were requested', () => {
    expect(
      ['draft', 'submitted', 'under_review', 'changes_requested', 'approved', 'rejected'].filter((s) =>
        isEditable(s as never),
      ),
    ).toEqual(['draft', 'changes_requested']);
  });
});

describe('authPathFor', () => {
  it('sends a guest to sign in or sign up and back to the same step', () => {
    expect(authPathFor('signin', 'licences')).toBe('/auth?from=%2Fpharmacy-partner%3Fstep%3Dlicences');
    expect(authPathFor('signup', 'business')).toBe('/auth?mode=signup&from=%2Fpharmacy-partner%3Fstep%3Dbusiness');
  });
  // The shell honours a same-site path that is not /auth (shell/src/domain/auth/route-guard.test.ts
  // checks this one): the remembered path decodes to the step's own page.
  it('remembers a same-site path the shell returns to after sign-in', () => {
    const from = new URLSearchParams(authPathFor('signin', 'bank').split('?')[1]).get('from');
    expect(from).toBe('/pharmacy-partner?step=bank');
    expect(from?.startsWith('//')).toBe(false);
  });
});

describe('stepOfRefusal', () => {
  it('reads the step store-onboarding names first', () => {
    expect(stepOfRefusal('Licences: This licence has expired. Renew it before applying')).toBe('licences');
    expect(stepOfRefusal('Bank: An IFSC is 4 letters')).toBe('bank');
    expect(stepOfRefusal('Something went wrong.')).toBeNull();
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import TermsPage from './TermsPage';
import { renderStaticPage } from './test-utils';

describe('TermsPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 10, 0));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('has exactly one h1, the page title', () => {
    renderStaticPage(<TermsPage />);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s.map((h) => h.textContent)).toEqual(['Terms and Conditions']);
  });

  it("shows today's date in Indian long format on the Last updated line", () => {
    renderStaticPage(<TermsPage />);
    expect(screen.getByText('Last updated: 22 November 2026')).toBeTruthy();
  });

  it('has the ten numbered sections of the SPEC, in order', () => {
    renderStaticPage(<TermsPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Introduction',
      '2. Service Description',
      '3. User Accounts',
      '4. Prescription Policy',
      '5. Pricing and Payment',
      '6. Delivery Policy',
      '7. Limitations of Liability',
      '8. User Obligations',
      '9. Changes to Terms',
      '10. Contact Information',
    ]);
  });

  it('states the marketplace model, the MRP ceiling and the schedule rules', () => {
    renderStaticPage(<TermsPage />);
    const text = (name: string) => screen.getByRole('region', { name }).textContent ?? '';
    expect(text('2. Service Description')).toContain(
      'partner pharmacies list their products on the platform and are the sellers',
    );
    expect(text('5. Pricing and Payment')).toContain('No product is ever sold above its Maximum Retail Price (MRP)');
    const prescription = text('4. Prescription Policy');
    expect(prescription).toContain(
      'Schedule H and Schedule H1 medicines are dispensed only against a valid prescription',
    );
    expect(prescription).toContain('verified by a registered pharmacist');
    expect(prescription).toContain(
      'Schedule X drugs and narcotic or psychotropic substances covered by the NDPS Act are never sold',
    );
    expect(text('6. Delivery Policy')).toContain('45-60 minutes after your order is confirmed');
  });
});

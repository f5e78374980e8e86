// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import { renderStaticPage } from './test-utils';

describe('PrivacyPolicyPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 10, 0));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('has exactly one h1, the page title', () => {
    renderStaticPage(<PrivacyPolicyPage />);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]?.textContent).toBe('Privacy Policy');
  });

  it("shows today's date in US long format on the Last Updated line", () => {
    renderStaticPage(<PrivacyPolicyPage />);
    expect(screen.getByText('Last Updated: November 22, 2026')).toBeTruthy();
  });

  it('has the SPEC sections in order, with the listed sub-sections', () => {
    renderStaticPage(<PrivacyPolicyPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Introduction',
      'Information We Collect',
      'How We Use Your Information',
      'Sharing Your Information',
      'Security of Your Information',
      'Contact Us',
    ]);
    const collect = screen.getByRole('region', { name: 'Information We Collect' });
    expect(
      within(collect)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Personal Data', 'Prescription Information']);
    const sharing = screen.getByRole('region', { name: 'Sharing Your Information' });
    expect(
      within(sharing)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['By Law or to Protect Rights', 'Third-Party Service Providers']);
  });

  it('states India storage, prescription confidentiality and the DPDP rights', () => {
    const { container } = renderStaticPage(<PrivacyPolicyPage />);
    const text = container.textContent ?? '';
    expect(text).toContain('stored on servers located in India');
    expect(text).toContain('Prescriptions are confidential health data');
    expect(text).toContain('Digital Personal Data Protection Act, 2023');
    for (const right of ['access a summary', 'corrected', 'erased', 'grievances redressed']) {
      expect(text).toContain(right);
    }
    expect(text).toContain('within 48 hours');
    expect(text).toContain('within 1 month');
  });
});

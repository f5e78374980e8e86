// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { SUPPORT } from '../domain/company';
import { renderWithShellProviders } from '@instamg/shared/testing/harness';
import Footer, { LEGAL_DISCLAIMER } from './Footer';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Footer', () => {
  it('prints the copyright with the current year', () => {
    vi.useFakeTimers({ now: new Date('2031-03-15T10:00:00+05:30'), toFake: ['Date'] });
    renderWithShellProviders(<Footer />);
    expect(screen.getByTestId('copyright').textContent).toBe(
      '© 2031 instamg Healthcare Private Limited. All rights reserved.',
    );
  });

  it('carries every point of the SPEC §1 disclaimer', () => {
    renderWithShellProviders(<Footer />);
    const text = screen.getByTestId('legal-disclaimer').textContent ?? '';
    expect(text).toContain(LEGAL_DISCLAIMER);
    expect(text).toMatch(/technology platform/);
    expect(text).toMatch(/does not stock or sell medicines/);
    expect(text).toMatch(/does not give medical advice/);
    expect(text).toMatch(/Prescriptions come from independent/);
    expect(text).toMatch(/pharmacy .* is responsible for compliance/);
  });

  it('has the Quick Links and Customer Service link groups', () => {
    renderWithShellProviders(<Footer />);
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(within(quick).getByRole('link', { name: 'Upload Prescription' }).getAttribute('href')).toBe(
      '/upload-prescription',
    );
    expect(within(quick).getByRole('link', { name: 'Find Stores' }).getAttribute('href')).toBe('/stores');
    const service = screen.getByRole('navigation', { name: 'Customer Service' });
    for (const [name, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Grievance Redressal', '/grievance'],
      ['Terms and Conditions', '/terms'],
      ['Refund and Cancellation Policy', '/refund-policy'],
      ['Shipping Policy', '/shipping-policy'],
      ['Contact Us', '/contact'],
      ['FAQ', '/faq'],
    ] as const) {
      expect(within(service).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('shows exactly one phone number and one e-mail address', () => {
    renderWithShellProviders(<Footer />);
    const links = screen.getAllByRole('link');
    expect(links.filter((link) => link.getAttribute('href')?.startsWith('tel:'))).toHaveLength(1);
    expect(links.filter((link) => link.getAttribute('href')?.startsWith('mailto:'))).toHaveLength(1);
    expect(screen.getByRole('link', { name: SUPPORT.phone }).getAttribute('href')).toBe(SUPPORT.phoneHref);
    expect(screen.getByRole('link', { name: SUPPORT.email }).getAttribute('href')).toBe(SUPPORT.emailHref);
  });

  it('names every social icon link and opens it safely in a new tab', () => {
    renderWithShellProviders(<Footer />);
    const social = screen.getAllByRole('link', { name: /^instamg on / });
    expect(social.map((link) => link.getAttribute('aria-label'))).toEqual([
      'instamg on Facebook',
      'instamg on Instagram',
      'instamg on X',
      'instamg on LinkedIn',
      'instamg on YouTube',
    ]);
    for (const link of social) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });
});

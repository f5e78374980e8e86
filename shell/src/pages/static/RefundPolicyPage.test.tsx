// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import RefundPolicyPage from './RefundPolicyPage';
import { renderStaticPage } from './test-utils';

const regionText = (name: string) => screen.getByRole('region', { name }).textContent ?? '';

describe('RefundPolicyPage', () => {
  afterEach(cleanup);

  it('has one h1 and the SPEC sections with the refund sub-sections', () => {
    renderStaticPage(<RefundPolicyPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Refund and Cancellation Policy',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Order Cancellation',
      'Refund Policy',
      'Contact Information',
    ]);
    const refund = screen.getByRole('region', { name: 'Refund Policy' });
    expect(
      within(refund)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Eligible Products', 'Non-Returnable Items', 'Refund Process', 'Refund Methods and Timelines']);
  });

  it('states the cancellation rules of SPEC §4', () => {
    renderStaticPage(<RefundPolicyPage />);
    const text = regionText('Order Cancellation');
    expect(text).toContain('before it is marked Processing');
    expect(text).toContain('There is no cancellation fee');
    expect(text).toContain('assigned to a partner pharmacy and cannot be cancelled');
    expect(text).toContain('may need extra verification before a cancellation is approved');
  });

  it('states the return windows of SPEC §5 and §9', () => {
    renderStaticPage(<RefundPolicyPage />);
    const text = regionText('Refund Policy');
    expect(text).toContain('within less than 3 months of expiry');
    expect(text).toContain('within 7 days of delivery if they are unopened and in their original packaging');
    expect(text).toContain('Report the problem within 24 hours of delivery');
    expect(text).toContain('need verification and approval by a pharmacist');
    for (const item of [
      'Opened or used',
      'without their original packaging',
      'Temperature-controlled',
      'Personal care',
      'marked non-returnable',
    ]) {
      expect(text).toContain(item);
    }
  });

  it('lists the refund process steps in order', () => {
    renderStaticPage(<RefundPolicyPage />);
    const steps = within(screen.getByRole('region', { name: 'Refund Policy' })).getAllByRole('listitem');
    const ordered = steps.filter((li) => li.parentElement?.tagName === 'OL').map((li) => li.textContent ?? '');
    expect(ordered).toHaveLength(4);
    expect(ordered[0]).toMatch(/^Report the problem within 24 hours/);
    expect(ordered[1]).toContain('may ask for photos');
    expect(ordered[2]).toContain('delivery staff collect the items');
    expect(ordered[3]).toContain('original payment method');
  });

  it('gives refund times by payment method', () => {
    renderStaticPage(<RefundPolicyPage />);
    const table = screen.getByRole('table', { name: 'Refund time by payment method' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
    expect(rows).toEqual([
      ['Credit or debit card', '5-7 business days'],
      ['UPI', '1-3 business days'],
      ['Net banking', '3-5 business days'],
      ['Cash on delivery', 'By bank transfer, with bank details requested'],
    ]);
    expect(regionText('Refund Policy')).toContain('within about 5-7 business days');
  });
});

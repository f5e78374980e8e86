// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import ShippingPolicyPage from './ShippingPolicyPage';
import { renderStaticPage } from './test-utils';

const regionText = (name: string) => screen.getByRole('region', { name }).textContent ?? '';

describe('ShippingPolicyPage', () => {
  afterEach(cleanup);

  it('has one h1 and the SPEC sections in order', () => {
    renderStaticPage(<ShippingPolicyPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Shipping Policy']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Delivery Areas',
      'Delivery Timeframes',
      'Delivery Charges',
      'Order Tracking',
      'Contactless Delivery',
      'Delivery Verification',
      'Failed Delivery Attempts',
      'Contact Us',
    ]);
  });

  it('quotes the radius, the delivery times and the charge rules of SPEC §9', () => {
    renderStaticPage(<ShippingPolicyPage />);
    expect(regionText('Delivery Areas')).toContain('within 5 km of your delivery location');
    const times = regionText('Delivery Timeframes');
    expect(times).toContain('Standard delivery: 45-60 minutes after your order is confirmed.');
    expect(times).toContain('Express delivery: within 30 minutes, in select areas.');
    expect(times).toContain('subject to availability');
    const charges = regionText('Delivery Charges');
    expect(charges).toContain('depend on the distance, your order value and the delivery type');
    expect(charges).toContain('threshold varies by location');
    expect(charges).toContain('redelivery fee may apply');
  });

  it('names the three notification stages and links to the orders page', () => {
    renderStaticPage(<ShippingPolicyPage />);
    expect(regionText('Order Tracking')).toContain('order confirmation, preparation and out for delivery');
    expect(screen.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/orders');
  });

  it('asks for OTP or ID on delivery verification', () => {
    renderStaticPage(<ShippingPolicyPage />);
    const text = regionText('Delivery Verification');
    expect(text).toContain('one-time password (OTP)');
    expect(text).toContain('Schedule H1');
    expect(text).toContain('photo ID');
  });

  it('explains a failed delivery: redelivery fee, then a refund under the refund policy', () => {
    renderStaticPage(<ShippingPolicyPage />);
    const section = screen.getByRole('region', { name: 'Failed Delivery Attempts' });
    expect(section.textContent).toContain('a redelivery fee may apply');
    expect(section.textContent).toContain('refunded to your original payment method');
    expect(section.querySelector('a')?.getAttribute('href')).toBe('/refund-policy');
  });
});

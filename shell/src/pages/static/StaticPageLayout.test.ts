import { describe, expect, it } from 'vitest';
import { sectionId } from './StaticPageLayout';

describe('sectionId', () => {
  it('slugs a heading and drops its section number', () => {
    expect(sectionId('4. Prescription Policy')).toBe('prescription-policy');
    expect(sectionId('10. Contact Information')).toBe('contact-information');
    expect(sectionId('Payments, cancellations and refunds')).toBe('payments-cancellations-and-refunds');
    expect(sectionId('Third-Party Service Providers')).toBe('third-party-service-providers');
  });

  it('rejects a heading with nothing to slug', () => {
    expect(() => sectionId('—')).toThrow('sectionId: title "—" has no letters or digits to build an id from');
  });
});

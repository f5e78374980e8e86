// Pins the SPEC §9 support and business-hours values the static pages show.
import { describe, expect, it } from 'vitest';
import { BUSINESS_HOURS, SUPPORT } from './company';

describe('support', () => {
  it('matches SPEC §9', () => {
    expect(SUPPORT).toMatchObject({
      phone: '+91 11 4084 7722',
      email: 'support@instamg.in',
      postalAddress: 'instamg Healthcare Pvt Ltd, Plot 12, Sector 7, Dwarka, South West Delhi, New Delhi, Delhi 110075',
    });
    expect(SUPPORT.phoneHref).toBe(`tel:${SUPPORT.phone.replace(/\s/g, '')}`);
    expect(BUSINESS_HOURS).toEqual([
      { days: 'Mon-Fri', hours: '9:00 AM-8:00 PM' },
      { days: 'Sat', hours: '10:00 AM-6:00 PM' },
      { days: 'Sun', hours: '10:00 AM-4:00 PM' },
    ]);
  });
});

// Every number and contact detail the policy pages quote, in one place, so the six pages
// cannot disagree with each other. Values come from SPEC §1, §4 "Other", §5 "Policy rules", §9
// and research/domain.md §2.
// TODO(constants): re-export these from @instamg/shared/constants once it provides them.

import type { Span } from './policy-format';

export const COMPANY = {
  brand: 'instamg',
  legalName: 'Instamg Healthcare Private Limited',
} as const;

// SPEC §1: fulfilled from partner stores within 5 km of the delivery location.
export const DELIVERY_RADIUS_KM = 5;

// SPEC §9 delivery rows.
export const DELIVERY_TIMES = {
  standardMinutes: { min: 45, max: 60 } satisfies Span,
  expressMaxMinutes: 30,
} as const;

// SPEC §9 "Returns" and §5 "Policy rules".
export const RETURNS = {
  nonMedicinalReturnDays: 7,
  reportWithinHours: 24,
  nearExpiryMonths: 3,
} as const;

// SPEC §9 "Refunds", in business days.
export const REFUND_BUSINESS_DAYS = {
  overall: { min: 5, max: 7 } satisfies Span,
  card: { min: 5, max: 7 } satisfies Span,
  upi: { min: 1, max: 3 } satisfies Span,
  netBanking: { min: 3, max: 5 } satisfies Span,
} as const;

// research/domain.md §2.6: Consumer Protection (E-Commerce) Rules 2020.
export const GRIEVANCE = {
  acknowledgeWithinHours: 48,
  resolveWithinMonths: 1,
} as const;

// research/domain.md §2.1: Schedule H1 register rows are kept 3 years.
export const H1_RECORD_RETENTION_YEARS = 3;

export const SUPPORT = {
  phone: '+91 11 4567 8900',
  email: 'support@instamg.in',
  addressLines: ['Plot 12, Sector 8, Dwarka', 'South West Delhi, New Delhi 110077', 'India'],
  availability: '24/7 by phone and e-mail',
} as const;

// SPEC §9 "Business hours".
export const BUSINESS_HOURS: readonly { readonly days: string; readonly hours: string }[] = [
  { days: 'Monday - Friday', hours: '9:00 AM - 8:00 PM' },
  { days: 'Saturday', hours: '10:00 AM - 6:00 PM' },
  { days: 'Sunday', hours: '10:00 AM - 4:00 PM' },
];

// Who runs instamg and how to reach it: the static pages' company, support and grievance facts
// (only the shell's static pages and FAQ show them).
/** SPEC §1: a private limited healthcare company in India. */
export const COMPANY_LEGAL_NAME = 'instamg Healthcare Private Limited';

/** research/domain.md §2.6: Consumer Protection (E-Commerce) Rules 2020 grievance deadlines. */
export const GRIEVANCE = {
  acknowledgeWithinHours: 48,
  resolveWithinMonths: 1,
} as const;

/** research/domain.md §2.1: Schedule H1 register rows are kept 3 years. */
export const H1_RECORD_RETENTION_YEARS = 3;

/** SPEC §9 "Support" and §2 "Contact". One phone, one e-mail, one postal address. */
export const SUPPORT = {
  phone: '+91 11 4084 7722',
  /** For tel: links. */
  phoneHref: 'tel:+911140847722',
  email: 'support@instamg.in',
  emailHref: 'mailto:support@instamg.in',
  postalAddress: 'instamg Healthcare Pvt Ltd, Plot 12, Sector 7, Dwarka, South West Delhi, New Delhi, Delhi 110075',
  availability: '24/7 by phone and e-mail',
} as const;

/** SPEC §9 "Business hours". */
export const BUSINESS_HOURS = [
  { days: 'Mon-Fri', hours: '9:00 AM-8:00 PM' },
  { days: 'Sat', hours: '10:00 AM-6:00 PM' },
  { days: 'Sun', hours: '10:00 AM-4:00 PM' },
] as const;

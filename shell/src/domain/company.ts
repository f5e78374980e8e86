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

/** SPEC §9 "Support" and "Business hours": one source, shared with the order page's help (issue 40 §4). */
export { BUSINESS_HOURS, SUPPORT } from '@instamg/shared/constants';

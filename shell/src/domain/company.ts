// Who runs instamg and how to reach it: the static pages' company, support and grievance facts
// (only the shell's static pages and FAQ show them).
import { GRIEVANCE_ACK_HOURS, GRIEVANCE_RESOLVE_MONTHS } from '@instamg/shared/domain/privacy/grievance';

/** SPEC §1: a private limited healthcare company in India. */
export const COMPANY_LEGAL_NAME = 'instamg Healthcare Private Limited';

/** research/domain.md §2.6: Consumer Protection (E-Commerce) Rules 2020 grievance deadlines (one source: the tickets use them). */
export const GRIEVANCE = {
  acknowledgeWithinHours: GRIEVANCE_ACK_HOURS,
  resolveWithinMonths: GRIEVANCE_RESOLVE_MONTHS,
} as const;

/** research/domain.md §2.1: Schedule H1 register rows are kept 3 years. */
export const H1_RECORD_RETENTION_YEARS = 3;

/** SPEC §9 "Support" and "Business hours": one source, shared with the order page's help (issue 40 §4). */
export { BUSINESS_HOURS, SUPPORT } from '@instamg/shared/constants';

// Policy facts the pages need that @instamg/shared/constants does not (yet) provide.
// Everything else (POLICY, SUPPORT, BUSINESS_HOURS, PRODUCT_NAME) is imported from there.
// TODO(constants): move these into @instamg/shared/constants and delete this file.

/** SPEC §1 names only "a private limited healthcare company in India"; SUPPORT.postalAddress abbreviates it. */
export const COMPANY_LEGAL_NAME = 'instamg Healthcare Private Limited';

/** research/domain.md §2.6: Consumer Protection (E-Commerce) Rules 2020 grievance deadlines. */
export const GRIEVANCE = {
  acknowledgeWithinHours: 48,
  resolveWithinMonths: 1,
} as const;

/** research/domain.md §2.1: Schedule H1 register rows are kept 3 years. */
export const H1_RECORD_RETENTION_YEARS = 3;

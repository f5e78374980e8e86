// The shell's own texts (the cross-app ones are TEXTS in @instamg/shared/constants).
/** SPEC §2 "Search box". */
const searchTexts = {
  mobilePlaceholder: 'Search medicines...',
  desktopPlaceholder: 'Search for medicines, health products...',
} as const;

/** SPEC §2 "Route guard". */
const routeGuardTexts = {
  verifying: 'Verifying authentication...',
} as const;

/** SPEC §2 "Whole-app error fallback". */
const appErrorTexts = {
  title: 'Something went wrong',
  message: "We're sorry, but there was a problem loading the application.",
  technicalDetails: 'Technical details',
  reload: 'Reload Application',
} as const;

/** SPEC §2 "Static pages" → Contact form. */
const contactTexts = {
  formTitle: 'Send Us a Message',
  name: 'Your Name',
  email: 'Email Address',
  subject: 'Subject',
  message: 'Message',
  messageRows: 4,
  submit: 'Send Message',
  contactInformation: 'Contact Information',
  businessHours: 'Business Hours',
} as const;

/** The shell's texts by where they appear: `SHELL_TEXTS.search.mobilePlaceholder`, … */
export const SHELL_TEXTS = {
  search: searchTexts,
  routeGuard: routeGuardTexts,
  appError: appErrorTexts,
  contact: contactTexts,
} as const;

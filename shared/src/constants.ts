// The single home of SPEC constants and user-facing texts. Apps import from here instead of
// retyping a number or a sentence, so a SPEC change is one edit. Texts are copied verbatim from
// SPEC.md (section noted on each group); do not "improve" the wording here.

/** The product name the SPEC anonymises as "the product". */
export const PRODUCT_NAME = 'instamg';

/** An inclusive numeric range, e.g. refund business days. */
export interface Span {
  readonly min: number;
  readonly max: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** SPEC §9 timings, all in milliseconds. */
export const TIMINGS = {
  /** High-accuracy geolocation: timeout 5 s, no cache. */
  highAccuracyTimeoutMs: 5 * SECOND,
  highAccuracyMaximumAgeMs: 0,
  /** Low-accuracy geolocation: timeout 10 s, max age 60 s. */
  lowAccuracyTimeoutMs: 10 * SECOND,
  lowAccuracyMaximumAgeMs: 60 * SECOND,
  geocoderRetryMs: 2 * SECOND,
  ipLocationToastMs: 5 * SECOND,
  /** Store and address toasts. */
  storeToastMs: 3 * SECOND,
  toastRemoveDelayMs: 3 * SECOND,
  storeAccessRecheckMs: 30 * SECOND,
  sessionRefreshMs: 15 * MINUTE,
  /** An external tab-sync message arriving sooner than this after the last check is ignored. */
  tabSyncIgnoreMs: 2 * SECOND,
  /** The cross-tab sync message is removed from storage after this delay (SPEC §4). */
  tabSyncMessageRemoveMs: 100,
  /** Store events: at most one per 300 ms, sent after 50 ms. */
  storeEventMinIntervalMs: 300,
  storeEventSendDelayMs: 50,
  currentLocationLookupDelayMs: 300,
  suggestionsHideAfterBlurMs: 200,
  /** Address search asks once typing pauses this long, not per keystroke (issue 22). */
  addressSearchDebounceMs: 250,
  mapsLibraryPollMs: 200,
  mapsLibraryGiveUpMs: 10 * SECOND,
  scrollAreaHideDelayMs: 600,
  storesCacheTtlMs: 5 * MINUTE,
} as const;

/** SPEC §7 "Client data cache" — React Query defaults. */
export const QUERY_CACHE = {
  staleTimeMs: 5 * MINUTE,
  gcTimeMs: 10 * MINUTE,
  retry: 1,
  refetchOnWindowFocus: false,
} as const;

/** SPEC §9 limits and sizes. */
export const LIMITS = {
  storeSearchRadiusKm: 5,
  /** Store result limit of the update-for-location variant of the store-locator call. */
  storeResultLimit: 10,
  storesCacheCoordinateDecimals: 4,
  coordinateDisplayDecimals: 6,
  toastLimit: 5,
  addressSearchMinChars: 3,
  /** Longest search text the catalog-search function takes (its MAX_QUERY_LENGTH; a test keeps them equal). */
  searchQueryMaxChars: 200,
  cartBadgeCapTopBar: 99,
  cartBadgeCapMobileBar: 9,
  paymentSessionIdMinLength: 20,
  paymentSessionIdPrefix: 'session_',
  amountDecimals: 2,
  progressDefaultMax: 100,
  /**
   * Order SMS per order, all events together (issue 35 §4; shared/src/domain/order-sms.ts): a
   * happy path sends 3 (confirmed, out for delivery, delivered); the rest covers a refund, a
   * prescription or substitute question and one redelivery's new code. SMS costs per message.
   */
  smsPerOrderMax: 6,
  generatedPassword: {
    length: 12,
    alphabet: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*',
  },
} as const;

/** SPEC §9 layout numbers. */
export const LAYOUT = {
  popoverWidthPx: 300,
  mobileBreakpointPx: 768,
  /** The shell's mobile bottom bar without the safe-area inset (the frame pads the page by it); the store panel's own bar sits above it. */
  mobileBottomBarHeightPx: 60,
  toastViewportMaxWidthPx: 420,
  suggestionsListMaxHeight: '15rem',
} as const;

/** SPEC §9 "Delivery minutes" = round(distance_km × 3) + 15. */
export const DELIVERY = {
  minutesPerKm: 3,
  baseMinutes: 15,
  defaultDeliveryTime: '30-40 min',
  modes: ['express', 'standard'],
  initialMode: 'express',
} as const;

export type DeliveryMode = (typeof DELIVERY.modes)[number];

/** SPEC §2/§9 static asset paths. */
export const ASSETS = {
  /** Shown when an image fails to load. */
  placeholderImage: '/placeholder.svg',
  /** Used when no favicon is stored under STORAGE_KEYS.favicon; the SPEC names no path. */
  defaultFavicon: '/favicon.ico',
} as const;

/** SPEC §3 device storage keys. */
export const STORAGE_KEYS = {
  /** localStorage: the selected store as JSON. */
  selectedStore: 'instamg-selected-store',
  /** localStorage: the cart (a JSON list of cart items). */
  cart: 'instamg-cart',
  /** sessionStorage: saved coordinates as JSON. */
  coordinates: 'instamg-coordinates',
  favicon: 'instamg-favicon',
  comingSoonDismissed: 'instamg-coming-soon-dismissed',
  passwordVerified: 'instamg-password-verified',
  /** sessionStorage: the profile tab to open. */
  profileActiveTab: 'profileActiveTab',
  /** localStorage: cross-tab sign-in/sign-out message (SPEC §4 "Authentication"). */
  authSync: 'instamg-auth-sync',
  /** localStorage: the pharmacy strip's last height and the width it was measured at (issue 40 §6; our own key). */
  pharmacyStripHeight: 'instamg-strip-height',
} as const;

/** Routes more than one app refers to (SPEC §2). */
export const ROUTES = {
  home: '/',
  auth: '/auth',
  search: '/search',
  account: '/account',
  profile: '/profile',
  cart: '/cart',
  checkout: '/checkout',
  medicines: '/medicines',
  stores: '/stores',
  /** Order by a prescription photo (issue 36 §1). */
  uploadPrescription: '/upload-prescription',
  adminRoot: '/admin',
  /** SPEC §9 "Admin root redirect". */
  adminRootRedirect: '/admin/dashboard',
} as const;

/** SPEC §9 "Support" and §2 "Contact" (footer): one phone, one e-mail, one postal address. */
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

/** SPEC §9 delivery, returns and refund policy numbers, quoted by the policy pages. */
export const POLICY = {
  storeRadiusKm: 5,
  delivery: {
    standard: '45-60 min after confirmation',
    standardMinutes: { min: 45, max: 60 } satisfies Span,
    express: 'within 30 min, select areas',
    expressMaxMinutes: 30,
    scheduled: 'chosen slot, subject to availability',
  },
  returns: {
    nonMedicinalReturnDays: 7,
    reportWithinHours: 24,
    nearExpiryMonths: 3,
  },
  /** Refund times in business days. */
  refundBusinessDays: {
    overall: { min: 5, max: 7 } satisfies Span,
    card: { min: 5, max: 7 } satisfies Span,
    upi: { min: 1, max: 3 } satisfies Span,
    netBanking: { min: 3, max: 5 } satisfies Span,
  },
  cashOnDeliveryRefund: 'bank transfer, with bank details requested',
} as const;

const deliveredFrom = (storeName: string): string => `Your medicines will be delivered from ${storeName}`;

/** How long the SPEC §9 "Store and address toasts" stay. */
const storeToast = { durationMs: TIMINGS.storeToastMs } as const;

/**
 * SPEC §8 toasts, shown through `useToast` (shared/src/toast.ts). Destructive ones are marked
 * `variant: 'destructive'`; `durationMs` where SPEC §9 times them (else the 3 s removal delay).
 */
const toastTexts = {
  // Destructive.
  /** Description: the server message. */
  signInFailed: { title: 'Sign in failed', variant: 'destructive' },
  signUpFailed: { title: 'Sign up failed', variant: 'destructive' },
  googleSignInFailed: { title: 'Google Sign In Failed', variant: 'destructive' },
  oneTapAuthError: {
    title: 'Authentication Error',
    description: 'Failed to authenticate with Google One Tap',
    variant: 'destructive',
  },
  googleAuthError: {
    title: 'Authentication Error',
    description: 'There was an error authenticating with Google',
    variant: 'destructive',
  },
  signOutFailed: {
    title: 'Sign out failed',
    description: 'There was an error signing out.',
    variant: 'destructive',
  },
  accessDeniedRole: {
    title: 'Access Denied',
    description: "You don't have permission to access this page",
    variant: 'destructive',
  },
  accessDeniedStore: {
    title: 'Access Denied',
    description: "You don't have access to the store panel",
    variant: 'destructive',
  },
  locationNotAvailable: {
    title: 'Location not available',
    description: 'Please manually enter your delivery address for the best experience.',
    variant: 'destructive',
  },
  areaNotServiceable: {
    title: 'Area Not Serviceable',
    description: "We don't have partner stores within 5km of this location yet.",
    variant: 'destructive',
    ...storeToast,
  },
  addressMissingCoordinates: {
    title: 'Address Selected',
    description: 'Please update this address to include location details for better delivery estimates.',
    variant: 'destructive',
    ...storeToast,
  },
  savedAddressesLoadFailed: {
    title: 'Error',
    description: 'Failed to load your saved addresses',
    variant: 'destructive',
  },
  /** Retry of the store lookup failed. */
  noStoresNearbyRetry: {
    title: 'No Stores Nearby',
    description: 'We could not find any partner pharmacies near this location.',
    variant: 'destructive',
    ...storeToast,
  },
  /** "Use Current Location" found no store. */
  noStoresNearbyCurrent: {
    title: 'No Stores Nearby',
    description: 'We could not find any partner stores near your current location.',
    variant: 'destructive',
    ...storeToast,
  },
  /** 'Use Current Location' while the browser's location permission is off (issue 22). */
  locationPermissionOff: {
    title: 'Location permission is off',
    description:
      'Your browser blocks location for this site. To allow it, open the site settings from the icon beside the address bar, set Location to Allow, then try again.',
    variant: 'destructive',
  },
  locationError: {
    title: 'Location Error',
    description: 'Unable to detect your current location. Please try again or search for an address.',
    variant: 'destructive',
  },

  // Success.
  signedIn: { title: 'Signed in successfully', description: 'Welcome back!', variant: 'default' },
  /** First sign-in of a new account ("Welcome to the product!" in the SPEC). */
  signedInNewUser: {
    title: 'Signed in successfully',
    description: `Welcome to ${PRODUCT_NAME}!`,
    variant: 'default',
  },
  /** After sign-up, the one toast: account created, with the new user's welcome (issue 22: not two toasts). */
  accountCreated: { title: 'Account created', description: `Welcome to ${PRODUCT_NAME}!`, variant: 'default' },
  signedOut: { title: 'Signed out', variant: 'default' },
  usingApproximateLocation: {
    title: 'Using approximate location',
    variant: 'default',
    durationMs: TIMINGS.ipLocationToastMs,
  },
  storeSelected: { title: 'Store Selected', variant: 'default', ...storeToast },
  /** Description via `describe(storeName)`. */
  deliveryAddressUpdated: {
    title: 'Delivery Address Updated',
    describe: deliveredFrom,
    variant: 'default',
    ...storeToast,
  },
  /** Retry success; description via `describe(storeName)`. */
  storeFound: { title: 'Store Found', describe: deliveredFrom, variant: 'default', ...storeToast },
  usingCurrentLocation: { title: 'Using Current Location', variant: 'default', ...storeToast },
} as const;

/** The store panel's order toasts: the inbox (issue 15) and the order page (issue 16). */
export const STORE_ORDER_TOASTS = {
  accepted: (reference: string) => ({ title: `Order ${reference} accepted`, variant: 'default' }) as const,
  rejected: (reference: string) =>
    ({ title: `Order ${reference} rejected: it moves to the next store`, variant: 'default' }) as const,
  /** Description: the function's message. */
  actionFailed: (reference: string) =>
    ({ title: `Order ${reference} was not changed`, variant: 'destructive' }) as const,
  /** Not in the SPEC: a substitute sent to the customer (issue 16 §5). */
  substituteOffered: { title: 'Substitute sent to the customer', variant: 'default' },
  updated: {
    title: 'Order updated',
    describe: (status: string) => `The order is now ${status}.`,
    variant: 'default',
  },
  /** Not in the SPEC: a step of a return (issue 16 §6); the detail is the return's new status. */
  returnUpdated: {
    title: 'Return updated',
    describe: (status: string) => `The return is now: ${status}.`,
    variant: 'default',
  },
} as const;

export type ToastVariant = 'default' | 'destructive';

/** SPEC §8 "Location messages" (browser geolocation errors, by GeolocationPositionError code). */
const locationTexts = {
  /** Code 1. */
  permissionDenied: 'Unable to retrieve your location.',
  permissionDeniedHint: 'Please enable location services in your browser.',
  /** Code 2. */
  positionUnavailable: 'Location information is unavailable.',
  /** Code 3. */
  timeout: 'Location request timed out.',
  unsupported: 'Geolocation is not supported by your browser.',
  unexpected: 'An unexpected error occurred while trying to get your location.',
} as const;

/** SPEC §4 "Location": the address line's display texts and placeholders. */
const addressTexts = {
  detecting: 'Detecting location...',
  resolving: 'Resolving address...',
  detectedResolving: 'Location detected, resolving address...',
  selectPrompt: 'Select a delivery address',
  unknownLocation: 'Unknown location',
  locationNotAvailable: 'Location not available',
  locatingAddress: 'Locating your address...',
} as const;

/** SPEC §2 "Delivery selector". */
const deliverySelectorTexts = {
  calculating: 'Calculating...',
  deliveryIn: (estimatedTime: string): string => `Delivery in ${estimatedTime}`,
  /** Serviceable, but no estimate yet. */
  noEstimate: '...',
  notServiceable: 'Not serviceable',
  /** The address line while location loads. */
  detecting: 'Detecting...',
  popoverTitle: 'Select Delivery Address',
  useCurrentLocation: 'Use Current Location',
  searchForAddress: 'Search for address',
  back: 'Back',
  addressSearchPlaceholder: 'Enter street, city, or postal code',
  addressSearchHint: 'Select an address from the dropdown',
  savedAddresses: 'Saved Addresses',
  addNewAddress: '+ Add New Address',
  loginToSaveAddresses: 'Login to save addresses',
  addressNeedsLocation: 'Address needs location update',
  /** SPEC §3 "Place picked from search". */
  searchedLocationName: 'Searched location',
  searchedLocationIdPrefix: 'search-',
} as const;

/** SPEC §2 "Page frame". */
const pageFrameTexts = {
  signIn: 'Sign in',
  licensedPharmacy: 'Licensed Pharmacy',
  drugLicence: (number: string): string => `DL: ${number}`,
  gstin: (gstin: string): string => `GST: ${gstin}`,
  mobileTabs: {
    home: 'Home',
    categories: 'Categories',
    search: 'Search',
    cart: 'Cart',
    profile: 'Profile',
  },
  quickLinks: 'Quick Links',
  customerService: 'Customer Service',
} as const;

/** SPEC §9 "Distance display". */
const distanceTexts = {
  unknown: 'Unknown distance',
} as const;

/** SPEC §8 "Other messages" and §5 validation errors. */
const errorsTexts = {
  failedToLocateStores: 'Failed to locate nearby stores.',
  failedToLoadUserRole: 'Failed to load user role.',
  addressSearchInitFailed: 'Failed to initialize address search',
  mapsLoadFailed: 'Failed to load Google Maps API',
  rootElementMissing: 'Failed to find the root element',
  missingPaymentSessionId: 'Missing payment session ID',
  invalidPaymentSessionIdFormat: 'Invalid payment session ID format',
  /** Client connection setup (SPEC §5). */
  supplyingUrlRequired: 'supplyingUrl is required',
  keyRequired: 'key is required',
} as const;

/**
 * Not in the SPEC: what the customer reads when a function call fails without a message of its
 * own (shared/src/appwrite/function-reply.ts).
 */
const functionErrorTexts = {
  generic: 'Something went wrong on our side. Please try again.',
  timeout: 'This is taking longer than it should. Please try again.',
  unreachable: `We could not reach ${PRODUCT_NAME}. Check your internet connection and try again.`,
} as const;

/**
 * The customer's and the frame's texts, grouped by where they appear: `TEXTS.toast.accessDeniedRole`,
 * `TEXTS.location.timeout`, `TEXTS.deliverySelector.popoverTitle`, … Only texts more than one app (or
 * a function) shows live here; one app's own texts and toasts live in that app (`shell/src/domain/texts.ts`,
 * `<app>/src/domain/toasts.ts`): an object is bundled whole, and the partner widget (≤ 150 kB, issue 5)
 * carries TEXTS.
 */
export const TEXTS = {
  toast: toastTexts,
  location: locationTexts,
  address: addressTexts,
  deliverySelector: deliverySelectorTexts,
  pageFrame: pageFrameTexts,
  distance: distanceTexts,
  errors: errorsTexts,
  functionErrors: functionErrorTexts,
} as const;

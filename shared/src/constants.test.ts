// Pins the SPEC values, so an accidental edit here (which every app would pick up) fails a test
// that names the SPEC rule.
import { describe, expect, it } from 'vitest';
import { DELIVERY, LAYOUT, LIMITS, POLICY, QUERY_CACHE, ROUTES, STORAGE_KEYS, TEXTS, TIMINGS } from './constants';

describe('SPEC §9 timings', () => {
  it('are in milliseconds', () => {
    expect(TIMINGS).toMatchObject({
      highAccuracyTimeoutMs: 5000,
      highAccuracyMaximumAgeMs: 0,
      lowAccuracyTimeoutMs: 10000,
      lowAccuracyMaximumAgeMs: 60000,
      geocoderRetryMs: 2000,
      ipLocationToastMs: 5000,
      storeToastMs: 3000,
      toastRemoveDelayMs: 3000,
      storeAccessRecheckMs: 30000,
      sessionRefreshMs: 900000,
      tabSyncIgnoreMs: 2000,
      tabSyncMessageRemoveMs: 100,
      storeEventMinIntervalMs: 300,
      storeEventSendDelayMs: 50,
      currentLocationLookupDelayMs: 300,
      suggestionsHideAfterBlurMs: 200,
      mapsLibraryPollMs: 200,
      mapsLibraryGiveUpMs: 10000,
      scrollAreaHideDelayMs: 600,
      storesCacheTtlMs: 300000,
    });
    expect(QUERY_CACHE).toEqual({ staleTimeMs: 300000, gcTimeMs: 600000, retry: 1, refetchOnWindowFocus: false });
  });
});

describe('SPEC §9 limits and layout', () => {
  it('match the table', () => {
    expect(LIMITS).toMatchObject({
      storeSearchRadiusKm: 5,
      storeResultLimit: 10,
      storesCacheCoordinateDecimals: 4,
      coordinateDisplayDecimals: 6,
      toastLimit: 5,
      addressSearchMinChars: 3,
      cartBadgeCapTopBar: 99,
      cartBadgeCapMobileBar: 9,
      paymentSessionIdMinLength: 20,
      paymentSessionIdPrefix: 'session_',
      amountDecimals: 2,
      progressDefaultMax: 100,
    });
    expect(LAYOUT).toEqual({
      popoverWidthPx: 300,
      mobileBreakpointPx: 768,
      mobileBottomBarHeightPx: 60,
      toastViewportMaxWidthPx: 420,
      suggestionsListMaxHeight: '15rem',
    });
    expect(DELIVERY).toMatchObject({
      minutesPerKm: 3,
      baseMinutes: 15,
      defaultDeliveryTime: '30-40 min',
      initialMode: 'express',
    });
  });

  it('generated passwords are 12 of letters, digits and !@#$%^&*', () => {
    const { length, alphabet } = LIMITS.generatedPassword;
    expect(length).toBe(12);
    expect(new Set(alphabet).size).toBe(26 + 26 + 10 + 8);
    expect(alphabet).toMatch(/^[A-Za-z0-9!@#$%^&*]+$/);
  });
});

describe('SPEC §3 storage keys', () => {
  it('are the documented names', () => {
    expect(STORAGE_KEYS).toMatchObject({
      selectedStore: 'instamg-selected-store',
      cart: 'instamg-cart',
      coordinates: 'instamg-coordinates',
      favicon: 'instamg-favicon',
      comingSoonDismissed: 'instamg-coming-soon-dismissed',
      passwordVerified: 'instamg-password-verified',
      profileActiveTab: 'profileActiveTab',
    });
    expect(new Set(Object.values(STORAGE_KEYS)).size).toBe(Object.values(STORAGE_KEYS).length);
  });
});

describe('routes and policy', () => {
  it('match SPEC §2 and §9', () => {
    expect(ROUTES.adminRootRedirect).toBe('/admin/dashboard');
    expect(ROUTES.auth).toBe('/auth');
    expect(POLICY.returns).toEqual({ nonMedicinalReturnDays: 7, reportWithinHours: 24, nearExpiryMonths: 3 });
    expect(POLICY.refundBusinessDays).toEqual({
      overall: { min: 5, max: 7 },
      card: { min: 5, max: 7 },
      upi: { min: 1, max: 3 },
      netBanking: { min: 3, max: 5 },
    });
  });
});

describe('texts', () => {
  it('fill in store names', () => {
    expect(TEXTS.toast.deliveryAddressUpdated.describe('Apollo Pharmacy')).toBe(
      'Your medicines will be delivered from Apollo Pharmacy',
    );
    expect(TEXTS.toast.storeFound.describe('MedPlus')).toBe('Your medicines will be delivered from MedPlus');
    expect(TEXTS.deliverySelector.deliveryIn('25 mins')).toBe('Delivery in 25 mins');
    expect(TEXTS.pageFrame.drugLicence('DL-123')).toBe('DL: DL-123');
    expect(TEXTS.pageFrame.gstin('07AAAAA0000A1Z5')).toBe('GST: 07AAAAA0000A1Z5');
  });

  it('mark every SPEC §8 destructive toast as destructive', () => {
    const destructive = Object.entries(TEXTS.toast)
      .filter(([, toast]) => toast.variant === 'destructive')
      .map(([name]) => name);
    expect(destructive).toEqual([
      'signInFailed',
      'signUpFailed',
      'googleSignInFailed',
      'oneTapAuthError',
      'googleAuthError',
      'signOutFailed',
      'accessDeniedRole',
      'accessDeniedStore',
      'locationNotAvailable',
      'areaNotServiceable',
      'addressMissingCoordinates',
      'savedAddressesLoadFailed',
      'noStoresNearbyRetry',
      'noStoresNearbyCurrent',
      'locationPermissionOff', // not in SPEC §8: issue 22's denied-permission explanation
      'locationError',
    ]);
  });
});

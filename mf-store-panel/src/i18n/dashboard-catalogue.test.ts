import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalogue, translator } from '@instamg/shared/i18n';
import { GO_LIVE_ITEMS, GO_LIVE_LABELS } from '@instamg/shared/domain/store-go-live';
import { STORE_STATUSES, STORE_STATUS_LABELS } from '@instamg/shared/domain/store-status';
import { formatDuration } from '@instamg/shared/domain/store-daily-stats';
import { storeRatingText } from '@instamg/shared/domain/store-rating';
import { catalogueProblems, untranslatedStrings } from '@instamg/shared/testing/catalogue-checks';
import { STORE_PANEL_ROUTES } from '../exposes/StorePanelRoutes';
import { PANEL_CATALOGUE, PANEL_EN } from './catalogue';
import {
  DASHBOARD_CATALOGUE,
  DASHBOARD_EN,
  deniedText,
  durationText,
  goLiveItemText,
  notificationTimeText,
  ratedOnText,
  ratingText,
  routeText,
  storeStatusText,
  type DashboardT,
} from './dashboard-catalogue';

// Issue 37: the dashboard, notifications and the section frame are complete in Hindi, their English
// is the domain rules' and the shared tables', and the files converted to it show no English of their own.

const DASHBOARD_FILES = [
  'dashboard/pages/DashboardPage.tsx',
  'dashboard/components/GoLiveChecklist.tsx',
  'dashboard/components/StoreReviews.tsx',
  'dashboard/components/StoreStatusSwitch.tsx',
  'dashboard/components/WaitingOrders.tsx',
  'notifications/pages/NotificationsPage.tsx',
  'app/SectionRoute.tsx',
  'components/NotAvailableYet.tsx',
  'exposes/StorePanelRoutes.tsx',
];

/** Arguments and punctuation only. */
const LATIN_ONLY = ['tile.p50p90', 'dash.stateCount', 'status.line'];

let hi: DashboardT;
beforeAll(async () => {
  await Promise.all([loadCatalogue(DASHBOARD_CATALOGUE, 'hi-IN'), loadCatalogue(PANEL_CATALOGUE, 'hi-IN')]);
  hi = translator(DASHBOARD_CATALOGUE, 'hi-IN');
});
const devanagari = /[\u0900-\u097F]/;

describe('the store panel’s dashboard catalogue', () => {
  it('has every English key in Hindi, with the same ICU arguments, in Devanagari', async () => {
    expect(await catalogueProblems(DASHBOARD_CATALOGUE, { latinOnly: LATIN_ONLY })).toEqual([]);
  });

  it('is a catalogue of its own', () => {
    expect(DASHBOARD_CATALOGUE.name).toBe('mf-store-panel-dashboard');
  });

  it('gives the domain rules’ English: durations, ratings, go-live items, store states', () => {
    for (const seconds of [null, 0, 42, 60, 61, 125, 3600])
      expect(durationText(DASHBOARD_EN, seconds)).toBe(formatDuration(seconds));
    expect(durationText(hi, 125)).toBe('2 मिनट 5 सेकंड');
    for (const store of [
      {},
      { rating: null, reviews: 3 },
      { rating: 4.2, reviews: 0 },
      { rating: 4.56, reviews: 1 },
      { rating: 4, reviews: 12 },
    ])
      expect(ratingText(DASHBOARD_EN, store)).toBe(storeRatingText(store));
    expect(ratingText(hi, { rating: 4.56, reviews: 12 })).toBe('4.6 (12 रिव्यू)');
    for (const item of GO_LIVE_ITEMS) {
      expect(goLiveItemText(DASHBOARD_EN, item)).toBe(GO_LIVE_LABELS[item]);
      expect(goLiveItemText(hi, item)).toMatch(devanagari);
    }
    for (const status of STORE_STATUSES) {
      expect(storeStatusText(DASHBOARD_EN, status)).toBe(STORE_STATUS_LABELS[status]);
      expect(storeStatusText(hi, status)).toMatch(devanagari);
    }
  });

  it('names every route as the route table does in English, and in Hindi', () => {
    const panelHi = translator(PANEL_CATALOGUE, 'hi-IN');
    for (const route of STORE_PANEL_ROUTES) {
      expect(routeText(DASHBOARD_EN, PANEL_EN, route)).toBe(route.label);
      expect(routeText(hi, panelHi, route)).toMatch(devanagari);
      expect(deniedText(DASHBOARD_EN, route)).toBe(route.deniedMessage ?? null);
      if (route.deniedMessage) expect(deniedText(hi, route)).toMatch(devanagari);
    }
  });

  it('writes dates as the English pages did, with Hindi month names in Hindi', () => {
    const iso = '2026-12-07T10:30:00Z';
    // notifications/domain/inbox.ts formatNotificationTime's format (the lint keeps that folder's domain to itself).
    expect(notificationTimeText('en-IN', iso)).toBe(
      new Date(iso).toLocaleString('en-IN', {
        timeZone: 'Asia/Kolkata',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
    );
    expect(ratedOnText('en-IN', iso)).toBe(
      new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(new Date(iso)),
    );
    expect(notificationTimeText('hi-IN', iso)).toMatch(/दिस/);
  });

  it('leaves no user-visible English in the dashboard’s, notifications’ and section frame’s files', () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    expect(
      DASHBOARD_FILES.flatMap((file) => untranslatedStrings(join(src, file)).map((hit) => `${file}:${hit}`)),
    ).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalogue, translator } from '@instamg/shared/i18n';
import { STORE_ORDER_TOASTS } from '@instamg/shared/constants';
import { ORDER_STATUSES, STATUS_LABELS } from '@instamg/shared/domain/order';
import { INBOX_TABS, INBOX_TAB_DEFS, CLOSED_TAB } from '@instamg/shared/domain/order-inbox';
import { REJECT_REASONS, REJECT_REASON_CODES } from '@instamg/shared/domain/order-intake';
import { catalogueProblems, componentFiles, untranslatedStrings } from '@instamg/shared/testing/catalogue-checks';
import { deliveryLabel, itemsAndTotal } from '../domain/order-display';
import { STORE_ROLE_LABELS } from '../domain/store-membership';
import { STORE_PANEL_ROUTES } from '../exposes/StorePanelRoutes';
import {
  PANEL_CATALOGUE,
  PANEL_EN,
  capabilityText,
  deliveryText,
  emptyTabText,
  itemsAndTotalText,
  rejectReasonText,
  roleText,
  sectionText,
  statusText,
  tabText,
  unreadText,
  type PanelT,
} from './catalogue';

// Issue 37: the store panel's catalogue is complete in Hindi, its English is the shared tables' and
// the domain rules', and the files converted to it show no English of their own.

/**
 * The store panel's components not converted to the catalogue yet (issue 37). Every other .tsx
 * file of the app — including any new one — must show no English of its own; a file here must
 * still have some (so the list only shrinks: convert a file, then take it off).
 */
const NOT_CONVERTED: string[] = [];

const SRC = fileURLToPath(new URL('..', import.meta.url));
/** Every component file of the app (tests excluded), relative to src/, with / separators. */
const COMPONENT_FILES = componentFiles(SRC);

/** Messages that are arguments and punctuation only, or printed in Latin (Rx, as on the strip). */
const LATIN_ONLY = ['frame.storeOption', 'delivery.withSlot', 'inbox.tabCount', 'sheet.rx'];

let hi: PanelT;
beforeAll(async () => {
  await loadCatalogue(PANEL_CATALOGUE, 'hi-IN');
  hi = translator(PANEL_CATALOGUE, 'hi-IN');
});
const devanagari = /[\u0900-\u097F]/;

describe('the mf-store-panel catalogue', () => {
  it('has every English key in Hindi, with the same ICU arguments, in Devanagari', async () => {
    expect(await catalogueProblems(PANEL_CATALOGUE, { latinOnly: LATIN_ONLY })).toEqual([]);
  });

  it('names every section, role, tab and reject reason as the route table and the shared tables do', () => {
    for (const route of STORE_PANEL_ROUTES.filter((row) => row.icon)) {
      expect(sectionText(PANEL_EN, route.section)).toBe(route.label);
      expect(sectionText(hi, route.section)).toMatch(devanagari);
    }
    for (const role of Object.keys(STORE_ROLE_LABELS) as (keyof typeof STORE_ROLE_LABELS)[])
      expect(roleText(PANEL_EN, role)).toBe(STORE_ROLE_LABELS[role]);
    for (const tab of INBOX_TABS) {
      expect(tabText(PANEL_EN, tab)).toBe(INBOX_TAB_DEFS[tab].label);
      expect(emptyTabText(PANEL_EN, tab)).toBe(INBOX_TAB_DEFS[tab].empty);
    }
    expect(tabText(PANEL_EN, CLOSED_TAB.value)).toBe(CLOSED_TAB.label);
    expect(emptyTabText(PANEL_EN, CLOSED_TAB.value)).toBe(CLOSED_TAB.empty);
    const hiTabs = [...INBOX_TABS, CLOSED_TAB.value].map((tab) => tabText(hi, tab));
    expect(new Set(hiTabs).size).toBe(hiTabs.length);
    for (const code of REJECT_REASON_CODES) {
      expect(rejectReasonText(PANEL_EN, code)).toBe(REJECT_REASONS[code]);
      expect(rejectReasonText(hi, code)).toMatch(devanagari);
    }
  });

  it('translates every status of the shared table by key, with its English label', () => {
    for (const status of ORDER_STATUSES) {
      expect(statusText(PANEL_EN, status)).toBe(STATUS_LABELS[status]);
      expect(statusText(hi, status)).toMatch(devanagari);
    }
    expect(new Set(ORDER_STATUSES.map((status) => statusText(hi, status))).size).toBe(ORDER_STATUSES.length);
    expect(statusText(hi, 'some_future_status')).toBe('some_future_status');
  });

  it('gives the domain rules’ English for an order’s summary, delivery, unread counts and toasts', () => {
    for (const [count, total] of [
      [1, 120],
      [2, 98.5],
      [12, 1234.5],
    ] as const) {
      expect(itemsAndTotalText(PANEL_EN, count, total)).toBe(itemsAndTotal(count, total));
    }
    expect(itemsAndTotalText(hi, 3, 1234.5)).toBe('3 आइटम · ₹1,234.50');
    for (const mode of ['express', 'standard', 'scheduled', 'drone'])
      for (const slot of [null, '2026-12-07T10:30:00Z'])
        expect(deliveryText(PANEL_EN, 'en-IN', mode, slot)).toBe(deliveryLabel(mode, slot));
    expect(deliveryText(hi, 'hi-IN', 'scheduled', '2026-12-07T10:30:00Z')).toMatch(/^तय स्लॉट · .*दिस/);
    for (const count of [null, 0]) expect(unreadText(PANEL_EN, count)).toBe('');
    expect(unreadText(PANEL_EN, 7)).toBe(' (7 unread)');
    expect(unreadText(PANEL_EN, 2, true)).toBe(' (2 waiting)');
    expect(unreadText(hi, 2, true)).toBe(' (2 इंतज़ार में)');
    expect(PANEL_EN('toast.accepted', { reference: 'IMG-1' })).toBe(STORE_ORDER_TOASTS.accepted('IMG-1').title);
    expect(PANEL_EN('toast.rejected', { reference: 'IMG-1' })).toBe(STORE_ORDER_TOASTS.rejected('IMG-1').title);
    expect(PANEL_EN('toast.actionFailed', { reference: 'IMG-1' })).toBe(STORE_ORDER_TOASTS.actionFailed('IMG-1').title);
  });

  it('counts with ICU plurals and words the shift’s states per locale', () => {
    expect(PANEL_EN('sheet.othersWaiting', { count: 1 })).toBe('1 more order is waiting after this one.');
    expect(PANEL_EN('sheet.othersWaiting', { count: 3 })).toBe('3 more orders are waiting after this one.');
    expect(hi('sheet.othersWaiting', { count: 1 })).toBe('इसके बाद 1 और ऑर्डर इंतज़ार में है।');
    expect(hi('sheet.othersWaiting', { count: 3 })).toBe('इसके बाद 3 और ऑर्डर इंतज़ार में हैं।');
    expect(PANEL_EN('shift.sound', { state: capabilityText(PANEL_EN, 'denied') })).toBe('Sound blocked');
    expect(PANEL_EN('shift.wakeLock', { state: capabilityText(PANEL_EN, 'unsupported') })).toBe(
      'Screen awake not available',
    );
    expect(hi('shift.sound', { state: capabilityText(hi, 'on') })).toBe('आवाज़ चालू');
  });

  it('every component file outside NOT_CONVERTED reads its user-visible text from the catalogue', () => {
    const converted = COMPONENT_FILES.filter((file) => !NOT_CONVERTED.includes(file));
    // The frame, the alert and the inbox this slice converted are among them (the walk found the app's files).
    for (const file of [
      'app/PanelTopBar.tsx',
      'app/PhoneNav.tsx',
      'app/ShiftControl.tsx',
      'orders/components/AcceptSheet.tsx',
      'orders/components/NewOrderCard.tsx',
      'orders/pages/OrdersPage.tsx',
    ])
      expect(converted).toContain(file);
    expect(converted.flatMap((file) => untranslatedStrings(join(SRC, file)).map((hit) => `${file}:${hit}`))).toEqual(
      [],
    );
  });

  it('each file still listed as not converted does have English of its own (the list only shrinks)', () => {
    for (const file of NOT_CONVERTED) {
      expect(COMPONENT_FILES).toContain(file);
      expect(untranslatedStrings(join(SRC, file)), file).not.toEqual([]);
    }
  });
});

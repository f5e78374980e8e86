import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalogue, translator } from '@instamg/shared/i18n';
import { SUPPORT } from '@instamg/shared/constants';
import { DELIVERY_FAILURE_REASONS, REFUND_STATUS_MEANINGS } from '@instamg/shared/domain/order';
import {
  RETURN_EVENT_LABELS,
  RETURN_REASONS,
  RETURN_STATUSES,
  RETURN_STATUS_MEANINGS,
} from '@instamg/shared/domain/returns';
import { TRACKING_LINK, riderDistanceText } from '@instamg/shared/domain/tracking-link';
import { catalogueProblems, untranslatedStrings } from '@instamg/shared/testing/catalogue-checks';
import { paymentMethodText } from '@instamg/shared/domain/payment-method';
import { CART_CATALOGUE, CART_EN } from './catalogue';
import {
  ORDERS_CATALOGUE,
  ORDERS_EN,
  distanceText,
  en,
  orderToast,
  paymentText,
  refundText,
  returnBlockText,
} from './orders-catalogue';
import { refundLabel } from '../domain/order-status';
import { returnBlock, returnEligibility } from '../domain/return-eligibility';
import { ORDER_TOASTS } from '../domain/toasts';
import { DEFAULT_RETURN_WINDOWS, NON_RETURNABLE_KEYS } from '@instamg/shared/domain/returns';

// Issue 37: the order pages' catalogue is complete in Hindi, its English is the shared tables',
// and the order files converted to it show no English of their own.
beforeAll(() => Promise.all([loadCatalogue(ORDERS_CATALOGUE, 'hi-IN'), loadCatalogue(CART_CATALOGUE, 'hi-IN')]));

/** The order pages' files this catalogue serves (catalogue.test.ts checks every file of the app too). */
const ORDER_FILES = [
  'pages/OrderDetailPage.tsx',
  'pages/TrackPage.tsx',
  'components/OrderHelp.tsx',
  'components/RateOrder.tsx',
  'components/ReturnPanel.tsx',
  'components/RefundBankForm.tsx',
  'components/ReportProblemDialog.tsx',
  'components/SubstitutionOffer.tsx',
  'components/CreditNoteButton.tsx',
  'components/InvoiceDialog.tsx',
  'components/RiderTracking.tsx',
  'components/ShareTracking.tsx',
];

/** Messages that are arguments and punctuation only, or Latin as the law and the pack print it. */
const LATIN_ONLY = [
  'order.failedReason',
  'order.failedNote',
  'return.line',
  'return.event',
  'invoice.cardMrp',
  'invoice.cardGst',
];

describe('the order pages’ catalogue', () => {
  it('has every English key in Hindi, with the same ICU arguments, in Devanagari', async () => {
    expect(await catalogueProblems(ORDERS_CATALOGUE, { latinOnly: LATIN_ONLY })).toEqual([]);
  });

  it('is a catalogue of its own, so only the order routes load its Hindi (issue 37 §5)', () => {
    expect(ORDERS_CATALOGUE.name).toBe('mf-cart-checkout-orders');
    expect(ORDERS_CATALOGUE.loaded['hi-IN']).toBeDefined();
  });

  it('gives the shared tables’ English by key: failures, refunds, returns, tracking', () => {
    for (const [reason, text] of Object.entries(DELIVERY_FAILURE_REASONS))
      expect(ORDERS_EN(`failure.${reason as keyof typeof DELIVERY_FAILURE_REASONS}`)).toBe(text);
    for (const status of ['pending', 'refunded', 'failed'] as const)
      expect(ORDERS_EN(`refundRow.${status}`)).toBe(REFUND_STATUS_MEANINGS[status].rowLabel);
    for (const status of RETURN_STATUSES)
      expect(ORDERS_EN(`returnStatus.${status}`)).toBe(RETURN_STATUS_MEANINGS[status].label);
    for (const [reason, text] of Object.entries(RETURN_REASONS))
      expect(ORDERS_EN(`returnReason.${reason as keyof typeof RETURN_REASONS}`)).toBe(text);
    for (const [type, text] of Object.entries(RETURN_EVENT_LABELS))
      expect(ORDERS_EN(`returnEvent.${type}` as keyof typeof en)).toBe(text);
    expect(ORDERS_EN('share.label')).toBe(TRACKING_LINK.shareLabel);
    expect(ORDERS_EN('track.ended')).toBe(TRACKING_LINK.endedText);
    expect(ORDERS_EN('help.availability')).toBe(`Support: ${SUPPORT.availability}.`);
  });

  it('says how an order was paid as paymentMethodText does in English, and in Hindi', () => {
    const orders = [
      { payment_method: 'cod', payment_status: 'cod_pending' },
      { payment_method: 'online', payment_group: 'upi', payment_status: 'paid' },
      { payment_method: 'online', payment_group: null, payment_status: 'refunded' },
      { payment_method: 'online', payment_group: 'mystery', payment_status: 'paid' },
      { payment_method: 'online', payment_status: 'pending' },
    ];
    for (const order of orders) expect(paymentText(ORDERS_EN, CART_EN, order)).toBe(paymentMethodText(order));
    const hi = translator(ORDERS_CATALOGUE, 'hi-IN');
    expect(paymentText(hi, translator(CART_CATALOGUE, 'hi-IN'), orders[1]!)).toBe('ऑनलाइन पेमेंट हो गया (UPI)');
  });

  it('says a rider’s distance as tracking-link.ts does in English, and in Hindi with Hindi directions', () => {
    const destination = { latitude: 28.6139, longitude: 77.209 };
    const hi = translator(ORDERS_CATALOGUE, 'hi-IN');
    for (const rider of [
      { latitude: 28.62, longitude: 77.215 },
      { latitude: 28.6, longitude: 77.209 },
      { latitude: 28.6139, longitude: 77.2 },
    ]) {
      const english = riderDistanceText('Ravi', rider, destination);
      const [, distance, compass] = /^Ravi is (.+) away, (.+)$/.exec(english)!;
      expect(ORDERS_EN('track.distance', { name: 'Ravi', distance: distance!, compass: compass! })).toBe(english);
      expect(
        hi('track.distance', {
          name: 'Ravi',
          distance: distance!,
          compass: hi(`compass.${compass}` as keyof typeof en),
        }),
      ).toMatch(/^Ravi .+ दूर हैं, (उत्तर|दक्षिण|पूर्व|पश्चिम)/);
    }
    expect(distanceText(0.35)).toBe('350 m');
    expect(distanceText(1.24)).toBe('1.2 km');
  });

  it('writes the invoice bilingually in Hindi: the legal English beside Hindi, GSTIN and HSN in Latin', () => {
    const hi = translator(ORDERS_CATALOGUE, 'hi-IN');
    expect(ORDERS_EN('invoice.title', { ref: 'IMG-2026-000123' })).toBe('Tax invoice · Order IMG-2026-000123');
    expect(hi('invoice.title', { ref: 'IMG-2026-000123' })).toBe('Tax Invoice / कर चालान · ऑर्डर IMG-2026-000123');
    expect(hi('invoice.licenceGstin', { licence: 'DL-1', gstin: '07AAAAA0000A1Z5' })).toContain(
      'GSTIN: 07AAAAA0000A1Z5',
    );
    expect(hi('invoice.hsn')).toMatch(/^HSN/);
    expect(hi('invoice.mrp')).toMatch(/^MRP/);
    expect(hi('invoice.number', { number: '2026-27/000001', date: '07/12/2026' })).toMatch(
      /^Invoice no\. \/ चालान नंबर/,
    );
  });

  it('leaves no user-visible English in the order pages’ files', () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    expect(ORDER_FILES.flatMap((file) => untranslatedStrings(join(src, file)).map((hit) => `${file}:${hit}`))).toEqual(
      [],
    );
  });
});

describe('the order pages’ domain English in the catalogue (issue 37: domain/ gives codes, the catalogue words them)', () => {
  it('words every refund notice as refundLabel does, and in Hindi', () => {
    const hi = translator(ORDERS_CATALOGUE, 'hi-IN');
    for (const refund_status of [null, undefined, 'pending', 'refunded', 'failed'] as const)
      for (const payment_method of ['online', 'cod', null]) {
        const order = { refund_status, payment_method };
        expect(refundText(ORDERS_EN, order)).toBe(refundLabel(order));
        if (refund_status) expect(refundText(hi, order)).toMatch(/[\u0900-\u097F]/);
      }
  });

  it('words every reason an item cannot be reported as returnEligibility does', () => {
    const delivered = '2026-11-20T10:00:00.000Z';
    const hi = translator(ORDERS_CATALOGUE, 'hi-IN');
    const products = [
      { medicinal: true },
      { medicinal: false },
      {},
      ...[...NON_RETURNABLE_KEYS, 'something_new'].map((non_returnable) => ({ medicinal: true, non_returnable })),
    ];
    for (const hours of [1, 30, 24 * 8])
      for (const product of products) {
        const now = new Date(Date.parse(delivered) + hours * 3600_000);
        const block = returnBlock(product, delivered, now, DEFAULT_RETURN_WINDOWS);
        expect(returnBlockText(ORDERS_EN, block)).toBe(
          returnEligibility(product, delivered, now, DEFAULT_RETURN_WINDOWS),
        );
        if (block) expect(returnBlockText(hi, block)).toMatch(/[\u0900-\u097F]/);
      }
  });

  it('gives every order toast its English title and variant, and a Hindi title', () => {
    const hi = translator(ORDERS_CATALOGUE, 'hi-IN');
    for (const name of Object.keys(ORDER_TOASTS) as (keyof typeof ORDER_TOASTS)[]) {
      expect(orderToast(ORDERS_EN, name)).toEqual(ORDER_TOASTS[name]);
      expect(orderToast(hi, name).title).toMatch(/[\u0900-\u097F]/);
    }
  });
});

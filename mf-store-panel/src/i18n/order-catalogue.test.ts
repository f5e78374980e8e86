import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalogue, translator } from '@instamg/shared/i18n';
import { STORE_ORDER_TOASTS } from '@instamg/shared/constants';
import { toastToShow } from '@instamg/shared/toast';
import { DELIVERY_FAILURE_REASONS, PAYMENT_STATUS_LABELS } from '@instamg/shared/domain/order';
import { PARTNER_STATUSES, PARTNER_STATUS_MEANING } from '@instamg/shared/domain/delivery-partner';
import { RETURN_REASONS, RETURN_STATUSES, RETURN_STATUS_LABELS } from '@instamg/shared/domain/returns';
import { ORDER_EVENT_TYPES, orderEventWords } from '@instamg/shared/domain/order-event-words';
import { paymentWords } from '@instamg/shared/domain/payment-method';
import { refundedText } from '@instamg/shared/domain/ledger/order-money';
import { catalogueProblems, untranslatedStrings } from '@instamg/shared/testing/catalogue-checks';
import { LOCATION_STATE_TEXT, type LocationState } from '../deliveries/api/rider-location';
import { CLOSED_TAB } from '@instamg/shared/domain/order-inbox';
import { STORE_DECISION_MEANINGS, decisionLabel } from '@instamg/shared/domain/store-decisions';
import { PANEL_CATALOGUE, PANEL_EN } from './catalogue';
import {
  ORDER_CATALOGUE,
  ORDER_EN,
  detailToastText,
  decisionText,
  failureReasonText,
  locationStateText,
  orderEventText,
  partnerStatusText,
  paymentStatusText,
  paymentWordsText,
  refundedLine,
  returnReasonText,
  returnStatusText,
  type OrderT,
} from './order-catalogue';

// Issue 37: the store panel's order flow is complete in Hindi, its English is the shared tables'
// and the domain rules', and the files converted to it show no English of their own.

/** The files this catalogue serves (catalogue.test.ts walks every file of the app too). */
const ORDER_FILES = [
  'order-detail/pages/OrderDetailPage.tsx',
  'order-detail/components/ActionDialog.tsx',
  'order-detail/components/AssignRider.tsx',
  'order-detail/components/OrderTimeline.tsx',
  'order-detail/components/PrintDocs.tsx',
  'order-detail/components/ReturnsPanel.tsx',
  'order-detail/components/Substitution.tsx',
  'components/PartnerBookingLine.tsx',
  'deliveries/components/DeliveryCard.tsx',
  'deliveries/pages/DeliveriesPage.tsx',
  'orders/components/ClosedOrders.tsx',
];

/** Arguments and punctuation only, or Latin as the strip, the law and the gateway print them. */
const LATIN_ONLY = [
  'detail.fefo',
  'detail.fefoSuffix',
  'detail.rx',
  'detail.mrp',
  'refund.join',
  'rider.quote',
  'rider.option',
  'actor.named',
  'print.hsn',
  'print.gstRate',
  'print.cgst',
  'print.sgst',
  'payGroup.upi',
  'closed.placeholder',
];

let hi: OrderT;
beforeAll(async () => {
  await Promise.all([loadCatalogue(ORDER_CATALOGUE, 'hi-IN'), loadCatalogue(PANEL_CATALOGUE, 'hi-IN')]);
  hi = translator(ORDER_CATALOGUE, 'hi-IN');
});
const devanagari = /[\u0900-\u097F]/;

describe('the store panel’s order catalogue', () => {
  it('has every English key in Hindi, with the same ICU arguments, in Devanagari', async () => {
    expect(await catalogueProblems(ORDER_CATALOGUE, { latinOnly: LATIN_ONLY })).toEqual([]);
  });

  it('is a catalogue of its own (its Hindi is one chunk, loaded by panel pages in Hindi)', () => {
    expect(ORDER_CATALOGUE.name).toBe('mf-store-panel-orders');
  });

  it('gives the shared tables’ English by key: payments, failures, partners, returns', () => {
    for (const [status, label] of Object.entries(PAYMENT_STATUS_LABELS)) {
      expect(paymentStatusText(ORDER_EN, status)).toBe(label);
      expect(paymentStatusText(hi, status)).toMatch(devanagari);
    }
    expect(paymentStatusText(hi, 'mystery')).toBe('mystery');
    for (const reason of Object.keys(DELIVERY_FAILURE_REASONS) as (keyof typeof DELIVERY_FAILURE_REASONS)[])
      expect(failureReasonText(ORDER_EN, reason)).toBe(DELIVERY_FAILURE_REASONS[reason]);
    for (const status of PARTNER_STATUSES) {
      expect(partnerStatusText(ORDER_EN, status)).toBe(PARTNER_STATUS_MEANING[status].label);
      expect(partnerStatusText(hi, status)).toMatch(devanagari);
    }
    for (const status of RETURN_STATUSES) expect(returnStatusText(ORDER_EN, status)).toBe(RETURN_STATUS_LABELS[status]);
    for (const reason of Object.keys(RETURN_REASONS) as (keyof typeof RETURN_REASONS)[])
      expect(returnReasonText(ORDER_EN, reason)).toBe(RETURN_REASONS[reason]);
  });

  it('words the rider’s phone view: location states, counts, and one Hindi word for “not moving”', async () => {
    for (const state of Object.keys(LOCATION_STATE_TEXT) as LocationState[]) {
      expect(locationStateText(ORDER_EN, state)).toBe(LOCATION_STATE_TEXT[state]);
      expect(locationStateText(hi, state)).toMatch(devanagari);
    }
    expect(ORDER_EN('card.itemsFor', { count: 1, name: 'Asha' })).toBe('1 item · for Asha');
    expect(ORDER_EN('card.itemsFor', { count: 2, name: 'Asha' })).toBe('2 items · for Asha');
    expect(hi('card.itemsFor', { count: 2, name: 'Asha' })).toBe('2 आइटम · Asha के लिए');
    // The dashboard's chip, its summary and the rider card's flag say the same word (a delivery: feminine).
    const panelHi = translator(PANEL_CATALOGUE, 'hi-IN');
    expect(panelHi('deliveriesNow.stalled')).toBe(hi('flag.stalled'));
    expect(panelHi('deliveriesNow.summary', { count: 3, late: 1, stalled: 1 })).toContain(hi('flag.stalled'));
  });

  it('words the Closed tab as the shared CLOSED_TAB and decision tables do', () => {
    expect(ORDER_EN('closed.panel')).toBe(CLOSED_TAB.panelLabel);
    expect(ORDER_EN('closed.noMatch')).toBe(CLOSED_TAB.noMatch);
    expect(ORDER_EN('closed.search')).toBe(CLOSED_TAB.searchLabel);
    expect(ORDER_EN('closed.invalid')).toBe(CLOSED_TAB.invalidNumber);
    expect(ORDER_EN('closed.ignored', { problems: ['a', 'b'].join('; ') })).toBe(CLOSED_TAB.ignored(['a', 'b']));
    for (const kind of [...Object.keys(STORE_DECISION_MEANINGS), 'future_kind']) {
      expect(decisionText(ORDER_EN, kind)).toBe(decisionLabel(kind));
      if (kind !== 'future_kind') expect(decisionText(hi, kind)).toMatch(devanagari);
    }
  });

  it('words the order toasts as STORE_ORDER_TOASTS does in English, with its variants', () => {
    expect(toastToShow(detailToastText(ORDER_EN, 'updated'), 'Processing')).toEqual(
      toastToShow(STORE_ORDER_TOASTS.updated, 'Processing'),
    );
    expect(toastToShow(detailToastText(ORDER_EN, 'returnUpdated'), 'approved')).toEqual(
      toastToShow(STORE_ORDER_TOASTS.returnUpdated, 'approved'),
    );
    expect(toastToShow(detailToastText(ORDER_EN, 'substituteOffered'))).toEqual(
      toastToShow(STORE_ORDER_TOASTS.substituteOffered),
    );
    expect(toastToShow(detailToastText(hi, 'updated'), 'तैयार हो रहा है').description).toBe(
      'ऑर्डर अब इस स्थिति में है: तैयार हो रहा है।',
    );
  });

  it('says what was refunded as refundedText does in English', () => {
    for (const totals of [
      { refunded_paise: 0, pending_paise: 0 },
      { refunded_paise: 12_050, pending_paise: 0 },
      { refunded_paise: 0, pending_paise: 5_000 },
      { refunded_paise: 12_050, pending_paise: 5_000 },
    ])
      expect(refundedLine(ORDER_EN, totals as never)).toBe(refundedText(totals as never));
    expect(refundedLine(hi, { refunded_paise: 12_050, pending_paise: 0 } as never)).toBe('₹120.50 रिफ़ंड हुए');
  });

  it('writes every timeline line as order-event-words.ts does in English, and in Hindi', () => {
    const roles = ['customer', 'store', 'pharmacist', 'admin', 'gateway', 'system', 'robot'];
    const statuses = [
      null,
      'placed',
      'confirmed',
      'processing',
      'ready_for_pickup',
      'delivered',
      'cancelled',
      'returned',
      'cancel_requested',
    ];
    const orders = [
      { payment_method: 'cod' },
      { payment_method: 'online', payment_group: 'upi' },
      { payment_method: 'online' },
    ];
    for (const type of [...ORDER_EVENT_TYPES, 'some_new_event'])
      for (const actor_role of roles)
        for (const actorName of [null, ' Ravi '])
          for (const to_status of type === 'status_changed' || type === 'payment_outcome' ? statuses : [null])
            for (const note of type === 'delivery_code_tried' || type.endsWith('assigned') || type === 'partner_update'
              ? [null, 'right code', 'Ravi']
              : [null])
              for (const order of type === 'payment_succeeded' ? orders : [orders[0]!]) {
                const event = { type, actor_role, to_status, note };
                const context = { actorName, paymentMethod: paymentWords(order) };
                expect(
                  orderEventText(ORDER_EN, PANEL_EN, event, {
                    actorName,
                    paymentMethod: paymentWordsText(ORDER_EN, order),
                  }),
                  JSON.stringify({ event, context }),
                ).toBe(orderEventWords(event, context));
              }
    const panelHi = translator(PANEL_CATALOGUE, 'hi-IN');
    expect(
      orderEventText(
        hi,
        panelHi,
        { type: 'status_changed', to_status: 'confirmed', actor_role: 'store' },
        { actorName: 'Ravi' },
      ),
    ).toBe('स्वीकार किया — Ravi (स्टाफ़) द्वारा');
    expect(
      orderEventText(
        hi,
        panelHi,
        { type: 'payment_succeeded', actor_role: 'gateway' },
        { paymentMethod: paymentWordsText(hi, { payment_method: 'cod' }) },
      ),
    ).toBe('पेमेंट मिला (कैश ऑन डिलीवरी)');
  });

  it('makes the tax invoice bilingual in Hindi and keeps GSTIN, HSN and the numbers in Latin', () => {
    expect(ORDER_EN('print.invoice')).toBe('Tax invoice');
    expect(hi('print.invoice')).toBe('Tax Invoice / कर चालान');
    expect(hi('print.licences', { gstin: '07AAAAA0000A1Z5', licence: 'DL-1' })).toContain('GSTIN: 07AAAAA0000A1Z5');
    expect(hi('print.number', { id: 'o1', date: '7 दिस॰ 2026' })).toMatch(/^Invoice no\. \/ चालान नंबर INV-o1/);
  });

  it('leaves no user-visible English in the order flow’s files', () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    expect(ORDER_FILES.flatMap((file) => untranslatedStrings(join(src, file)).map((hit) => `${file}:${hit}`))).toEqual(
      [],
    );
  });
});

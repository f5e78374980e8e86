import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalogue, translator } from '@instamg/shared/i18n';
import { TEXTS } from '@instamg/shared/constants';
import { catalogueProblems, componentFiles, untranslatedStrings } from '@instamg/shared/testing/catalogue-checks';
import { deliveryFeeRuleText, freeDeliveryHint } from '../domain/delivery-fee';
import { holdRemaining } from '../domain/order-status';
import { deliveryEta, type EtaOrder } from '../domain/delivery-eta';
import { unavailableSentence } from '../domain/checkout-quote';
import { scheduledSlots, slotLabel } from '../domain/slots';
import { deliveryOptionPromise } from '@instamg/shared/domain/delivery-promise';
import { GATEWAY_METHODS, PAYMENT_METHOD_LABELS } from '@instamg/shared/domain/payment-method';
import {
  ORDER_STATUSES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUS_MEANINGS,
  RX_STATUS_MEANINGS,
  STATUS_LABELS,
} from '@instamg/shared/domain/order';
import {
  CART_CATALOGUE,
  CART_EN,
  deliveryEtaText,
  deliveryPromise,
  feeRuleText,
  freeHintText,
  holdRemainingText,
  slotText,
  statusLabel,
  unavailableText,
} from './catalogue';

// Issue 37: mf-cart-checkout's catalogue is complete in Hindi, its English is the SPEC's and the
// domain rules', and the files converted to it show no English of their own.
beforeAll(() => loadCatalogue(CART_CATALOGUE, 'hi-IN'));

/**
 * mf-cart-checkout's components not converted to the catalogue yet (issue 37). Every other .tsx
 * file of the app — including any new one — must show no English of its own; a file here must
 * still have some (so the list only shrinks: convert a file, then take it off).
 */
const NOT_CONVERTED: string[] = [];

const SRC = fileURLToPath(new URL('..', import.meta.url));
/** Every component file of the app (tests excluded), relative to src/, with / separators. */
const COMPONENT_FILES = componentFiles(SRC);

/** Messages that are arguments and punctuation only, or names printed in Latin (MRP, UPI). */
const LATIN_ONLY = [
  'eta.slotRange',
  'order.itemLine',
  'order.gstin',
  'cart.mrp',
  'mode.option',
  'mode.optionUnavailable',
  'mode.price',
  'pay.gatewayUpi',
  'summary.line',
];

describe('the mf-cart-checkout catalogue', () => {
  it('has every English key in Hindi, with the same ICU arguments, in Devanagari', async () => {
    // "MRP" is printed as MRP on Indian packs, in Hindi too.
    expect(await catalogueProblems(CART_CATALOGUE, { latinOnly: LATIN_ONLY })).toEqual([]);
  });

  it('keeps the SPEC texts in English and counts with ICU plurals per locale', () => {
    const hi = translator(CART_CATALOGUE, 'hi-IN');
    const notServiceable = TEXTS.toast.areaNotServiceable;
    expect(CART_EN('cart.blocked')).toBe(
      `${notServiceable.title}: ${notServiceable.description} Choose another delivery address to check out.`,
    );
    expect(CART_EN('cart.unavailable', { count: 1, store: 'Apollo' })).toBe(
      'One item is not available at Apollo. Remove them, or checkout will look for another nearby store.',
    );
    expect(CART_EN('cart.unavailable', { count: 3, store: 'Apollo' })).toMatch(
      /^3 items are not available at Apollo\./,
    );
    expect(hi('cart.unavailable', { count: 1, store: 'Apollo' })).toMatch(/^एक आइटम Apollo पर/);
    expect(hi('cart.unavailable', { count: 12, store: 'Apollo' })).toMatch(/^12 आइटम Apollo पर/);
    expect(hi('cart.itemCount', { count: 3 })).toBe('आइटम (3)');
  });

  it('gives the domain rules’ English for the fee rule, the free-delivery hint and the hold', () => {
    expect(feeRuleText(CART_EN)).toBe(deliveryFeeRuleText());
    for (const total of [0, 120.5, 498.99, 499, 500, 10_000])
      expect(freeHintText(CART_EN, total)).toBe(freeDeliveryHint(total));
    const now = new Date('2026-12-07T10:00:00Z');
    for (const seconds of [-5, 0, 30, 60, 59 * 60, 60 * 60, 61 * 60, 3 * 3600 + 5 * 60])
      expect(holdRemainingText(CART_EN, new Date(now.getTime() + seconds * 1000).toISOString(), now)).toBe(
        holdRemaining(new Date(now.getTime() + seconds * 1000).toISOString(), now),
      );
    expect(holdRemainingText(CART_EN, null, now)).toBeNull();
    expect(feeRuleText(translator(CART_CATALOGUE, 'hi-IN'))).toMatch(/डिलीवरी मुफ़्त/);
  });

  it('gives the domain rules’ English for checkout: delivery promises, slots, unavailable lines, payment names', () => {
    for (const mode of ['express', 'standard', 'scheduled'] as const)
      for (const km of [null, 0.4, 2.5, 4.9])
        expect(deliveryPromise(CART_EN, mode, km)).toBe(deliveryOptionPromise(mode, km));
    for (const names of [[], ['Dolo 650'], ['Dolo 650', 'Azee 500'], ['A', 'B', 'C']])
      expect(unavailableText(CART_EN, names, 'Apollo')).toBe(unavailableSentence(names, 'Apollo'));
    const slots = scheduledSlots(new Date('2026-12-07T04:00:00Z'));
    for (const slot of slots) expect(slotText('en-IN', slot)).toBe(slotLabel(slot));
    expect(slotText('hi-IN', slots[0]!)).toMatch(/[\u0900-\u097F]/);
    expect(CART_EN('pay.online')).toBe(PAYMENT_METHOD_LABELS.online);
    expect(CART_EN('pay.cod')).toBe(PAYMENT_METHOD_LABELS.cod);
    expect([CART_EN('pay.gatewayUpi'), CART_EN('pay.gatewayCard'), CART_EN('pay.gatewayNetBanking')]).toEqual(
      GATEWAY_METHODS.map((m) => m.label),
    );
    const hi = translator(CART_CATALOGUE, 'hi-IN');
    expect(unavailableText(hi, ['Dolo 650', 'Azee 500'], 'Apollo')).toBe(
      'Dolo 650 और Azee 500 अभी Apollo पर उपलब्ध नहीं हैं। इन्हें कार्ट से हटाएँ या कोई दूसरा स्टोर चुनें।',
    );
  });

  it('translates every status of the shared table by key, with its English label', () => {
    const hi = translator(CART_CATALOGUE, 'hi-IN');
    for (const status of ORDER_STATUSES) {
      expect(statusLabel(CART_EN, status)).toBe(STATUS_LABELS[status]);
      expect(statusLabel(hi, status)).toMatch(/[\u0900-\u097F]/);
    }
    expect(new Set(ORDER_STATUSES.map((status) => statusLabel(hi, status))).size).toBe(ORDER_STATUSES.length);
    expect(CART_EN('status.awaitingPayment')).toBe(PAYMENT_STATUS_MEANINGS.pending.label);
    expect(CART_EN('orders.line', { date: '7 Dec', count: 1, store: 'Apollo' })).toBe('7 Dec · 1 item · Apollo');
    expect(hi('orders.line', { date: '7 Dec', count: 3, store: 'Apollo' })).toBe('7 Dec · 3 आइटम · Apollo');
  });

  it('gives the shared tables’ English for payment and prescription labels on the order page', () => {
    for (const status of ['pending', 'paid', 'failed', 'refunded', 'cod_pending'] as const)
      expect(CART_EN(`paymentStatus.${status}`)).toBe(PAYMENT_STATUS_LABELS[status]);
    for (const status of ['pending', 'verified', 'rejected'] as const)
      expect(CART_EN(`rxLabel.${status}`)).toBe(RX_STATUS_MEANINGS[status].label);
  });

  it('gives deliveryEta’s English for every kind of order, and Hindi with Hindi words', () => {
    const now = new Date('2026-12-07T08:00:00Z');
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
    const orders: EtaOrder[] = [
      { status: 'placed', delivery_mode: 'standard' },
      { status: 'placed', delivery_mode: 'express' },
      { status: 'confirmed', delivery_mode: 'standard', accepted_at: at(-10) },
      { status: 'confirmed', delivery_mode: 'express', accepted_at: at(-10) },
      { status: 'processing', delivery_mode: 'standard', accepted_at: at(-90) },
      { status: 'confirmed', delivery_mode: 'scheduled', slot_start: at(200), slot_end: at(320) },
      { status: 'confirmed', delivery_mode: 'scheduled', slot_start: at(200) },
      { status: 'delivered', delivery_mode: 'standard', accepted_at: at(-30) },
      { status: 'cancelled', delivery_mode: 'standard' },
    ];
    for (const order of orders) expect(deliveryEtaText(CART_EN, 'en-IN', order, now)).toBe(deliveryEta(order, now));
    const hi = translator(CART_CATALOGUE, 'hi-IN');
    expect(deliveryEtaText(hi, 'hi-IN', orders[2]!, now)).toMatch(/^डिलीवरी का अनुमानित समय: .+ से .+ के बीच$/);
  });

  it('every component file outside NOT_CONVERTED reads its user-visible text from the catalogue', () => {
    const converted = COMPONENT_FILES.filter((file) => !NOT_CONVERTED.includes(file));
    // The pages this slice converted are among them (the walk found the app's files).
    for (const file of ['pages/CartPage.tsx', 'pages/checkout/PaymentSection.tsx', 'pages/PaymentStatusPage.tsx'])
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

import { beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadCatalogue, translator } from '@instamg/shared/i18n';
import { TEXTS } from '@instamg/shared/constants';
import { catalogueProblems, untranslatedStrings } from '@instamg/shared/testing/catalogue-checks';
import { deliveryFeeRuleText, freeDeliveryHint } from '../domain/delivery-fee';
import { holdRemaining } from '../domain/order-status';
import { CART_CATALOGUE, CART_EN, feeRuleText, freeHintText, holdRemainingText } from './catalogue';

// Issue 37: mf-cart-checkout's catalogue is complete in Hindi, its English is the SPEC's and the
// domain rules', and the files converted to it show no English of their own.
beforeAll(() => loadCatalogue(CART_CATALOGUE, 'hi-IN'));

/** The files that read every user-visible text from the catalogue (grows as pages are converted). */
const CONVERTED = ['pages/CartPage', 'components/AwaitingPayment'];

describe('the mf-cart-checkout catalogue', () => {
  it('has every English key in Hindi, with the same ICU arguments, in Devanagari', async () => {
    // "MRP" is printed as MRP on Indian packs, in Hindi too.
    expect(await catalogueProblems(CART_CATALOGUE, { latinOnly: ['cart.mrp'] })).toEqual([]);
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

  it('the converted files read every user-visible text from the catalogue', () => {
    const files = CONVERTED.map((name) => fileURLToPath(new URL(`../${name}.tsx`, import.meta.url)));
    expect(files.flatMap((file) => untranslatedStrings(file).map((hit) => `${file}:${hit}`))).toEqual([]);
  });

  it('the check does find English in a file not converted yet', () => {
    const hits = untranslatedStrings(fileURLToPath(new URL('../components/RefundBankForm.tsx', import.meta.url)));
    expect(hits.length).toBeGreaterThan(0);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalogue, translator } from '@instamg/shared/i18n';
import { catalogueProblems, untranslatedStrings } from '@instamg/shared/testing/catalogue-checks';
import {
  ADJUSTMENT_REASONS,
  ADJUSTMENT_REASON_LABELS,
  EXPIRY_BANDS,
  EXPIRY_BAND_LABELS,
  adjustmentProblem,
  sellingPriceProblem,
} from '@instamg/shared/domain/inventory';
import {
  INVENTORY_CATALOGUE,
  INVENTORY_EN,
  adjustmentProblemText,
  adjustmentReasonLabel,
  expiryBandText,
  expiryDayText,
  movementText,
  sellingPriceProblemText,
  type InventoryT,
} from './inventory-catalogue';

// Issue 37: the inventory pages' catalogue is complete in Hindi, its English is the shared tables'
// and the domain rules', and the inventory files show no English of their own.

const CONVERTED = [
  'inventory/components/AddBatchForm.tsx',
  'inventory/components/CsvImport.tsx',
  'inventory/components/ListingRequests.tsx',
  'inventory/components/ProductSheet.tsx',
  'inventory/components/RequestListingForm.tsx',
  'inventory/components/inventory-columns.tsx',
  'inventory/pages/AddInventoryPage.tsx',
  'inventory/pages/InventoryPage.tsx',
];
const SRC = fileURLToPath(new URL('..', import.meta.url));
const DEVANAGARI = /[\u0900-\u097F]/;
/** Arguments and punctuation only, or printed in Latin (OTC and MRP as on the strip). */
const LATIN_ONLY = ['column.otc', 'batch.match', 'sheet.mrpHeader', 'ledger.priceTo', 'ledger.actor'];

let hi: InventoryT;
beforeAll(async () => {
  await loadCatalogue(INVENTORY_CATALOGUE, 'hi-IN');
  hi = translator(INVENTORY_CATALOGUE, 'hi-IN');
});

describe('the inventory catalogue of mf-store-panel', () => {
  it('has every English key in Hindi, with the same ICU arguments, in Devanagari', async () => {
    expect(await catalogueProblems(INVENTORY_CATALOGUE, { latinOnly: LATIN_ONLY })).toEqual([]);
  });

  it('names every expiry band and adjustment reason as the shared tables do, with distinct Hindi', () => {
    for (const band of EXPIRY_BANDS) {
      expect(expiryBandText(INVENTORY_EN, band)).toBe(EXPIRY_BAND_LABELS[band]);
      expect(expiryBandText(hi, band)).toMatch(DEVANAGARI);
    }
    expect(new Set(EXPIRY_BANDS.map((band) => expiryBandText(hi, band))).size).toBe(EXPIRY_BANDS.length);
    for (const reason of ADJUSTMENT_REASONS) {
      expect(adjustmentReasonLabel(INVENTORY_EN, reason)).toBe(ADJUSTMENT_REASON_LABELS[reason]);
      expect(adjustmentReasonLabel(hi, reason)).toMatch(DEVANAGARI);
    }
  });

  it('gives the domain rules’ English for every refused price and adjustment, and Hindi for each', () => {
    for (const [price, mrp] of [
      [30, 30],
      [27.45, 30],
      [30.01, 30],
      [0, 30],
      [-1, 30],
      [Number.NaN, 30],
      [10.005, 30],
      [1234.5, 999],
    ] as [number, number][]) {
      expect(sellingPriceProblemText(INVENTORY_EN, price, mrp)).toBe(sellingPriceProblem(price, mrp));
      const hindi = sellingPriceProblemText(hi, price, mrp);
      if (hindi !== null) expect(hindi).toMatch(DEVANAGARI);
    }
    expect(sellingPriceProblemText(hi, 1234.5, 999)).toBe('बिक्री कीमत ₹1,234.50 इस बैच की MRP ₹999 से ज़्यादा है।');
    for (const reason of ADJUSTMENT_REASONS)
      for (const change of [5, -5, 0, 1.5, 3, -3]) {
        expect(adjustmentProblemText(INVENTORY_EN, reason, change)).toBe(adjustmentProblem(reason, change));
        const hindi = adjustmentProblemText(hi, reason, change);
        if (hindi !== null) expect(hindi).toMatch(DEVANAGARI);
      }
    expect(adjustmentProblemText(hi, 'damaged', 2)).toBe('खराब स्टॉक यूनिट घटाता है: ऋणात्मक संख्या डालें।');
  });

  it('words the ledger’s movements, an unknown one as it is, and dates per locale', () => {
    expect(movementText(INVENTORY_EN, 'price_set')).toBe('Price changed');
    expect(movementText(hi, 'order_released')).toMatch(DEVANAGARI);
    expect(movementText(hi, 'some_future_kind')).toBe('some_future_kind');
    expect(expiryDayText('en-IN', '2027-08-31T00:00:00.000Z')).toBe('31 Aug 2027');
    expect(expiryDayText('hi-IN', '2027-08-31T00:00:00.000Z')).toMatch(/^31 अग/);
    expect(INVENTORY_EN('csv.import', { count: 12 })).toBe('Import 12 lines');
    expect(hi('csv.invalid', { invalid: 2, total: 10 })).toMatch(/^10 में से 2 लाइनों/);
  });

  it('the inventory files read their user-visible text from a catalogue', () => {
    expect(CONVERTED.flatMap((file) => untranslatedStrings(join(SRC, file)).map((hit) => `${file}:${hit}`))).toEqual(
      [],
    );
  });
});

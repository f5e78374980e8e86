/**
 * mf-store-panel's inventory messages (issue 37; docs/decisions/0012-i18n.md): the stock grid and its
 * filters, a product's sheet (batches, adjustments, prices, low-stock level, ledger), adding a batch,
 * listing requests and the CSV import. A catalogue of its own, so only the inventory pages load its
 * Hindi. English references the shared tables (EXPIRY_BAND_LABELS, ADJUSTMENT_REASON_LABELS) and
 * the domain rules' English (sellingPriceProblem, adjustmentProblem: the test compares them case by
 * case). Medicine names, salts, manufacturers and batch codes are arguments, as printed.
 */
import {
  ADJUSTMENT_REASON_LABELS,
  EXPIRY_BAND_LABELS,
  adjustmentCheck,
  sellingPriceCheck,
  type AdjustmentReason,
  type ExpiryBand,
} from '@instamg/shared/domain/inventory';
import { formatINR } from '@instamg/shared/domain/money';
import { defineCatalogue, formatDate, formatNumber, translator, useT, type Locale } from '@instamg/shared/i18n';

export const en = {
  // pages/InventoryPage.tsx: the grid's filters and chrome.
  'page.title': 'Inventory',
  'page.add': 'Add stock',
  'page.ignored': 'Some filters in the link were ignored: {problems}.',
  'page.empty': 'No products match these filters.',
  'filter.search': 'Search brand or salt',
  'filter.category': 'Category',
  'filter.allCategories': 'All categories',
  'filter.schedule': 'Schedule',
  'filter.allSchedules': 'All schedules',
  'filter.otc': 'OTC (no schedule)',
  'filter.stock': 'Stock',
  'filter.allStock': 'All stock',
  'filter.low': 'Low stock',
  'filter.expiry': 'Expiry',
  'filter.anyExpiry': 'Any expiry',
  // components/inventory-columns.tsx: the grid's headers and cells.
  'column.product': 'Product',
  'column.schedule': 'Schedule',
  'column.stock': 'Stock',
  'column.nextExpiry': 'Next expiry',
  'column.batches': 'Batches',
  'column.priceFrom': 'Price from',
  'column.openProduct': ': batches and ledger',
  'column.otc': 'OTC',
  'column.lowStock': 'Low stock',
  // shared/src/domain/inventory.ts EXPIRY_BAND_LABELS.
  'band.expired': EXPIRY_BAND_LABELS.expired,
  'band.under_3_months': EXPIRY_BAND_LABELS.under_3_months,
  'band.under_6_months': EXPIRY_BAND_LABELS.under_6_months,
  'band.ok': EXPIRY_BAND_LABELS.ok,
  // ADJUSTMENT_REASON_LABELS (the ledger's reason starts with the English label: data, as written).
  'reason.received': ADJUSTMENT_REASON_LABELS.received,
  'reason.damaged': ADJUSTMENT_REASON_LABELS.damaged,
  'reason.expired': ADJUSTMENT_REASON_LABELS.expired,
  'reason.correction': ADJUSTMENT_REASON_LABELS.correction,
  // The domain rules' refusals (sellingPriceProblem, adjustmentProblem).
  'price.not_positive': 'Enter a selling price above ₹0.',
  'price.not_to_the_paisa': 'Enter the price to the paisa (at most 2 decimals).',
  'price.above_mrp': "The selling price {price} is above this batch's MRP of {mrp}.",
  'adjust.not_whole': 'Enter a whole number of units other than 0.',
  'adjust.must_add': 'Received stock adds units: enter a positive number.',
  'adjust.must_remove': '{reason} stock takes units away: enter a negative number.',
  'error.generic': 'That did not work. Please try again.',
  // pages/AddInventoryPage.tsx
  'add.title': 'Add stock',
  'add.back': 'Back to inventory',
  'add.batchHeading': 'Add a batch',
  'add.requestsHeading': 'Your listing requests',
  'add.csvHeading': 'Import a CSV file',
  // components/AddBatchForm.tsx
  'batch.search': 'Search the catalogue',
  'batch.searchHelp': 'Brand or salt, at least 2 letters',
  'batch.searchDown': 'Search is unavailable right now. Please try again.',
  'batch.matches': 'Catalogue matches',
  'batch.match': '{pack} · {manufacturer} · MRP {mrp}',
  'batch.noMatch': 'No catalogue product matches.',
  'batch.notInList': 'Not in the list?',
  'batch.requestListing': 'Request a listing',
  'batch.form': 'Add a batch',
  'batch.change': 'Change product',
  'batch.batch': 'Batch',
  'batch.expiry': 'Expiry',
  'batch.quantity': 'Quantity',
  'batch.mrp': 'MRP on the pack (₹)',
  'batch.price': 'Selling price (₹)',
  'batch.atMostMrp': 'At most the MRP',
  'batch.expiresSoon': 'This batch expires within 3 months. It can still be added.',
  'batch.submit': 'Add batch',
  'batch.added': 'Batch {batch} of {product} added.',
  'batch.needExpiry': 'Enter the expiry date printed on the pack.',
  'batch.expired': 'This batch has already expired.',
  'batch.wholeQuantity': 'Quantity must be a whole number.',
  'batch.needMrp': 'Enter the MRP printed on the pack.',
  // components/RequestListingForm.tsx
  'request.title': 'Request a listing',
  'request.name': 'Medicine name',
  'request.manufacturer': 'Manufacturer',
  'request.packSize': 'Pack size',
  'request.note': 'Note',
  'request.failed': 'Could not send the request. Please try again.',
  'request.send': 'Send request',
  'request.cancel': 'Cancel',
  'request.sent': 'Listing requested for {name}. Our team will add it to the catalogue.',
  // components/ListingRequests.tsx
  'requests.loadFailed': 'Your listing requests could not be loaded.',
  'requests.none':
    'No listing requests yet. Search for a medicine above; if the catalogue lacks it, request a listing.',
  'requests.label': 'Your listing requests',
  'requests.requested': 'Requested',
  'requests.medicine': 'Medicine',
  'requests.status': 'Status',
  'requests.open': 'Waiting for review',
  'requests.listed': 'Listed',
  'requests.declined': 'Declined',
  'requests.view': 'View in the catalogue',
  // components/CsvImport.tsx (the column names are the file's header: English, as the parser reads them).
  'csv.help':
    'Columns: {columns}. Expiry as YYYY-MM-DD or MM/YYYY; amounts in rupees; up to {max} lines. The file is checked first: nothing is written until every line is right.',
  'csv.template': 'Download template',
  'csv.choose': 'Choose CSV file',
  'csv.file': 'CSV file',
  'csv.check': 'Check file',
  'csv.result': 'Check result',
  'csv.invalid': '{invalid} of {total} lines have errors. Fix them and check the file again; nothing was imported.',
  'csv.valid': 'All {total} lines are ready to import.',
  'csv.problems': 'Lines with errors or warnings',
  'csv.line': 'Line',
  'csv.product': 'Product',
  'csv.batch': 'Batch',
  'csv.problem': 'Problem',
  'csv.warning': 'Warning: {warning}',
  'csv.import': 'Import {count} lines',
  'csv.importing': 'Importing: {processed} of {total} lines staged…',
  'csv.queued': 'Import queued…',
  'csv.progress': 'Import progress',
  'csv.done': 'Import finished: {total} batches are now in your inventory.',
  'csv.failed': 'The import failed; nothing was imported.',
  'csv.progressFailed': "Could not read the import's progress. Please reload the page.",
  // components/ProductSheet.tsx
  'sheet.batches': 'Batches',
  'sheet.batchesFailed': 'Could not load the batches. Please try again.',
  'sheet.batch': 'Batch {batch}',
  'sheet.stock': 'Stock {stock}',
  'sheet.expiry': 'Expiry',
  'sheet.mrpAndPrice': 'MRP {mrp} · Price {price}',
  'sheet.adjust': 'Adjust stock',
  'sheet.editPrice': 'Edit price',
  'sheet.batchHeader': 'Batch',
  'sheet.stockHeader': 'Stock',
  'sheet.mrpHeader': 'MRP',
  'sheet.priceHeader': 'Price',
  'sheet.actions': 'Actions',
  'sheet.stockSaved': 'Stock of batch {batch} saved.',
  'sheet.priceSaved': 'Price of batch {batch} saved.',
  'sheet.ledger': 'Ledger',
  'sheet.ledgerFailed': 'Could not load the ledger. Please try again.',
  'sheet.close': 'Close',
  'adjustForm.label': 'Adjust stock of batch {batch}',
  'adjustForm.reason': 'Reason',
  'adjustForm.units': 'Units (+ adds, − removes)',
  'adjustForm.note': 'Note (optional)',
  'adjustForm.save': 'Save adjustment',
  'priceForm.label': 'Edit price of batch {batch}',
  'priceForm.price': 'Selling price (₹)',
  'priceForm.help': 'MRP {mrp}: the price may not be higher',
  'priceForm.save': 'Save price',
  'threshold.label': 'Low-stock level (units)',
  'threshold.help': 'You are notified when stock falls to this level.',
  'threshold.invalid': 'A whole number from 0.',
  'threshold.save': 'Save level',
  'threshold.saved': 'Saved.',
  'ledger.none': 'No changes yet.',
  'ledger.label': 'Stock ledger',
  'ledger.when': 'When',
  'ledger.batch': 'Batch',
  'ledger.what': 'What',
  'ledger.change': 'Change',
  'ledger.after': 'Stock after',
  'ledger.why': 'Why',
  'ledger.who': 'Who',
  'ledger.priceTo': ' to {price}',
  'ledger.storeTeam': 'Store team',
  'ledger.actor': '{actor} · {id}',
  'movement.batch_added': 'Batch added',
  'movement.stock_adjusted': 'Stock adjusted',
  'movement.price_set': 'Price changed',
  'movement.order_reserved': 'Order',
  'movement.order_released': 'Order returned',
} as const;

export const INVENTORY_CATALOGUE = defineCatalogue('mf-store-panel-inventory', {
  'en-IN': en,
  // Hindi is its own chunk, fetched only by inventory pages in Hindi (ADR 0012).
  'hi-IN': () => import('./inventory-hi'),
});

export const INVENTORY_EN = translator(INVENTORY_CATALOGUE, 'en-IN');
export type InventoryT = typeof INVENTORY_EN;

export function useInventoryT(): InventoryT {
  return useT(INVENTORY_CATALOGUE);
}

export function expiryBandText(t: InventoryT, band: ExpiryBand): string {
  return t(`band.${band}`);
}

export function adjustmentReasonLabel(t: InventoryT, reason: AdjustmentReason): string {
  return t(`reason.${reason}`);
}

/** sellingPriceProblem in the current language (money stays formatINR). */
export function sellingPriceProblemText(t: InventoryT, price: number, mrp: number): string | null {
  const problem = sellingPriceCheck(price, mrp);
  if (problem !== 'above_mrp') return problem && t(`price.${problem}`);
  // Only an amount above the MRP is a finite one worth printing (formatINR refuses NaN).
  return t('price.above_mrp', { price: formatINR(price), mrp: formatINR(mrp) });
}

/** adjustmentProblem in the current language. */
export function adjustmentProblemText(t: InventoryT, reason: AdjustmentReason, change: number): string | null {
  const problem = adjustmentCheck(reason, change);
  return problem && t(`adjust.${problem}`, { reason: adjustmentReasonLabel(t, reason) });
}

const MOVEMENTS = ['batch_added', 'stock_adjusted', 'price_set', 'order_reserved', 'order_released'] as const;

/** A ledger row's kind; an unknown kind as it is. */
export function movementText(t: InventoryT, kind: string): string {
  return (MOVEMENTS as readonly string[]).includes(kind) ? t(`movement.${kind as (typeof MOVEMENTS)[number]}`) : kind;
}

/** A listing request's state. */
export function listingStatusText(t: InventoryT, status: 'open' | 'listed' | 'declined'): string {
  return t(`requests.${status}`);
}

/** '31 Aug 2027' / '31 अग॰ 2027': an expiry day (stored as midnight UTC). */
export function expiryDayText(locale: Locale, iso: string): string {
  return formatDate(new Date(iso), locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** A whole count with Indian grouping (1,23,456) in the locale. */
export function countText(locale: Locale, value: number): string {
  return formatNumber(value, locale);
}

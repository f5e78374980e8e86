import { describe, expect, it } from 'vitest';
import { loadCatalogue, translator } from '@instamg/shared/i18n';
import { PANEL_CATALOGUE, PANEL_EN, actionText } from '../../i18n/catalogue';
import {
  DETAIL_ACTION_LABELS,
  changedPicks,
  detailActions,
  expiryMonth,
  invoiceLine,
  pickOptions,
  splitActions,
} from './order-detail';

const now = new Date('2026-11-25T10:00:00Z');

describe('order page actions', () => {
  it('follows the contract for the store, offering retry only after a failed refund', () => {
    expect(detailActions('processing', false)).toEqual(['ready_for_pickup', 'cancel']);
    expect(detailActions('ready_for_pickup', false)).toEqual(['out_for_delivery', 'cancel']);
    expect(detailActions('out_for_delivery', false)).toEqual(['delivered', 'delivery_failed']);
    expect(detailActions('delivery_failed', true)).toEqual(['redeliver', 'cancel', 'retry_refund']);
    expect(detailActions('delivered', false)).toEqual([]);
    // Reject needs the intake reasons: the inbox offers it.
    expect(detailActions('placed', false)).toEqual(['confirm', 'cancel']);
  });
});

describe('pick options', () => {
  const batches = [
    { $id: 'a1', product_id: 'p', batch: 'A1', expiry: '2028-01-01T00:00:00Z', stock: 10 },
    { $id: 'soon', product_id: 'p', batch: 'S', expiry: '2027-06-01T00:00:00Z', stock: 0 },
    { $id: 'near', product_id: 'p', batch: 'N', expiry: '2027-01-10T00:00:00Z', stock: 50 },
    { $id: 'old', product_id: 'p', batch: 'O', expiry: '2026-01-01T00:00:00Z', stock: 50 },
    { $id: 'other', product_id: 'q', batch: 'Q', expiry: '2027-03-01T00:00:00Z', stock: 50 },
  ];
  it('proposes FEFO, counting the reserved units as the reserved batch’s own; never near-expiry or expired', () => {
    const item = { product_id: 'p', inventory_id: 'soon', quantity: 2 };
    expect(pickOptions(item, batches, now).map((b) => b.$id)).toEqual(['soon', 'a1']);
    expect(pickOptions({ ...item, inventory_id: 'a1' }, batches, now).map((b) => b.$id)).toEqual(['a1']);
    expect(pickOptions({ ...item, quantity: 11, inventory_id: 'near' }, batches, now)).toEqual([]);
  });
  it('sends only the changed lines', () => {
    const items = [
      { $id: 'i1', inventory_id: 'soon' },
      { $id: 'i2', inventory_id: 'a1' },
    ];
    expect(changedPicks(items, { i1: 'a1', i2: 'a1' })).toEqual([{ item_id: 'i1', inventory_id: 'a1' }]);
    expect(changedPicks(items, {})).toEqual([]);
  });
});

describe('tax invoice', () => {
  it('taxable value is the GST-inclusive total less GST, split CGST/SGST to the paisa', () => {
    expect(invoiceLine({ line_total: 54.9, gst_amount: 5.89 })).toEqual({
      taxable: 49.01,
      cgst: 2.94,
      sgst: 2.95,
      total: 54.9,
    });
    expect(expiryMonth('2027-06-01T00:00:00.000+00:00')).toBe('2027-06');
    expect(expiryMonth(null)).toBe('—');
  });
});

describe('splitActions (the sticky bar takes the next step)', () => {
  it('puts the forward step in the bar and the rest in the page', () => {
    expect(splitActions(detailActions('placed', false))).toEqual({
      next: 'confirm',
      others: detailActions('placed', false).filter((a) => a !== 'confirm'),
    });
    expect(splitActions(['out_for_delivery', 'cancel']).next).toBe('out_for_delivery');
    expect(splitActions(['delivered', 'delivery_failed'])).toEqual({ next: 'delivered', others: ['delivery_failed'] });
    expect(splitActions(['approve_cancellation', 'decline_cancellation'])).toEqual({
      next: null,
      others: ['approve_cancellation', 'decline_cancellation'],
    });
  });
});

describe('the fulfilment steps in the panel catalogue (issue 37)', () => {
  it('words every step as DETAIL_ACTION_LABELS in English, and in Hindi with Hindi words', async () => {
    await loadCatalogue(PANEL_CATALOGUE, 'hi-IN');
    const hi = translator(PANEL_CATALOGUE, 'hi-IN');
    for (const action of Object.keys(DETAIL_ACTION_LABELS) as (keyof typeof DETAIL_ACTION_LABELS)[]) {
      expect(actionText(PANEL_EN, action)).toBe(DETAIL_ACTION_LABELS[action]);
      expect(actionText(hi, action)).toMatch(/[\u0900-\u097F]/);
    }
  });
});

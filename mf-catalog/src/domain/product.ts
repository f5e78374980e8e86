// The catalogue's product as mf-catalog reads it from the products table, and the rules the law
// puts on showing and selling it (research/domain.md §2: Schedule H / H1 / X / NDPS).
import { isFiniteNumber, isNonEmptyString, isRecord } from '@instamg/shared/domain/guards';

export const SCHEDULES = ['none', 'H', 'H1', 'X', 'NDPS'] as const;
export type Schedule = (typeof SCHEDULES)[number];

export interface Product {
  id: string;
  name: string;
  salt_composition: string;
  strength: string | null;
  salt_key: string | null;
  dosage_form: string;
  pack_size: string;
  manufacturer: string;
  /** Maximum retail price in ₹, inclusive of all taxes. */
  mrp: number;
  /** Catalogue selling price in ₹ (a store may sell at its own price). */
  price: number;
  schedule: Schedule;
  rx_required: boolean;
  category_id: string;
  image_url: string | null;
  description: string | null;
  gst_rate: number | null;
}

function isSchedule(value: unknown): value is Schedule {
  return typeof value === 'string' && (SCHEDULES as readonly string[]).includes(value);
}

const optionalString = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * A products row (TablesDB `$id`) or a catalog-search product (`id`) as a Product. Throws a
 * clear error for a row that is not a product, so a schema drift shows up as a message, not NaN.
 */
export function toProduct(raw: unknown): Product {
  if (!isRecord(raw)) throw new TypeError('Product row must be an object');
  const id = raw.$id ?? raw.id;
  if (!isNonEmptyString(id)) throw new TypeError('Product row has no id');
  if (!isNonEmptyString(raw.name)) throw new TypeError(`Product ${id} has no name`);
  if (!isFiniteNumber(raw.mrp) || !isFiniteNumber(raw.price)) throw new TypeError(`Product ${id} has no MRP or price`);
  if (!isSchedule(raw.schedule)) throw new TypeError(`Product ${id} has an unknown schedule "${String(raw.schedule)}"`);
  return {
    id,
    name: raw.name,
    salt_composition: typeof raw.salt_composition === 'string' ? raw.salt_composition : '',
    strength: optionalString(raw.strength),
    salt_key: optionalString(raw.salt_key),
    dosage_form: typeof raw.dosage_form === 'string' ? raw.dosage_form : '',
    pack_size: typeof raw.pack_size === 'string' ? raw.pack_size : '',
    manufacturer: typeof raw.manufacturer === 'string' ? raw.manufacturer : '',
    mrp: raw.mrp,
    price: raw.price,
    schedule: raw.schedule,
    rx_required: raw.rx_required === true,
    category_id: typeof raw.category_id === 'string' ? raw.category_id : '',
    image_url: optionalString(raw.image_url),
    description: optionalString(raw.description),
    gst_rate: isFiniteNumber(raw.gst_rate) ? raw.gst_rate : null,
  };
}

/** What the catalogue must show for a schedule, and whether it may be sold online at all. */
export type PrescriptionNotice =
  /** Over the counter: nothing to show. */
  | 'none'
  /** Schedule H (or any Rx-only product): the 'Prescription required' label. */
  | 'prescription-required'
  /** Schedule H1: the red boxed Rx warning printed on the strip. */
  | 'h1-warning'
  /** Schedule X / NDPS: listed for information, never sold online. */
  | 'not-sold-online';

export interface SaleRules {
  sellable: boolean;
  rxRequired: boolean;
  notice: PrescriptionNotice;
}

export function saleRules(product: Pick<Product, 'schedule' | 'rx_required'>): SaleRules {
  switch (product.schedule) {
    case 'X':
    case 'NDPS':
      return { sellable: false, rxRequired: true, notice: 'not-sold-online' };
    case 'H1':
      return { sellable: true, rxRequired: true, notice: 'h1-warning' };
    case 'H':
      return { sellable: true, rxRequired: true, notice: 'prescription-required' };
    case 'none':
      return product.rx_required
        ? { sellable: true, rxRequired: true, notice: 'prescription-required' }
        : { sellable: true, rxRequired: false, notice: 'none' };
  }
}

export const CATALOG_TEXTS = {
  prescriptionRequired: 'Prescription required',
  /** The words of the H1 box on the strip (Drugs and Cosmetics Rules, Schedule H1). */
  h1WarningTitle: 'Schedule H1 Drug - Warning',
  h1WarningBody:
    'It is dangerous to take this preparation except in accordance with the medical advice. Not to be sold by retail without the prescription of a Registered Medical Practitioner.',
  notSoldOnline: 'Not sold online',
  notSoldOnlineBody:
    'Schedule X and narcotic (NDPS) medicines cannot be ordered online. Please buy them at a pharmacy against your original prescription.',
  mrpInclusive: 'MRP inclusive of all taxes',
  addToCart: 'Add to cart',
} as const;

/** '1 medicine', '23 medicines': result counts and the filter sheet's Show button. */
export function medicineCount(count: number): string {
  return `${count} ${count === 1 ? 'medicine' : 'medicines'}`;
}

/** '650 mg Tablet · strip of 15 tablets' — the line under a product name. */
export function productSubtitle(product: Pick<Product, 'strength' | 'dosage_form' | 'pack_size'>): string {
  const form = [product.strength, product.dosage_form].filter(Boolean).join(' ');
  return [form, product.pack_size].filter(Boolean).join(' · ');
}

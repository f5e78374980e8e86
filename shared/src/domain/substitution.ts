// Substitution with consent (issue 16 §5): when a line is out of stock the store may offer another
// product of the same salt, strength and form; the customer accepts or declines within the consent
// window. The matcher, the offer's price and the window are here, once; order-state and the
// sweeper (appwrite/functions/lib/orders/substitution.ts) and both pages use them. Pure: time is an argument.

import { saltKey } from './catalog/salt-key';
import { isSoldOnline, type ProductSchedule } from './catalog/product';
import { roundAmount } from './money';

/** The consent window, a row of the `settings` table an admin may change (/admin/settings). */
export const SUBSTITUTION_SETTINGS = {
  consentMinutes: { key: 'substitution_consent_minutes', min: 1, max: 120, fallback: 10 },
} as const;

/** Where a proposal stands: open, or how it ended (withdrawn: the order was cancelled while it was open). */
export const SUBSTITUTION_STATUSES = ['proposed', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type SubstitutionStatus = (typeof SUBSTITUTION_STATUSES)[number];

/** What the matcher reads of a product row. */
export interface SubstitutableProduct {
  $id: string;
  salt_composition: string;
  strength?: string | null;
  dosage_form: string;
  schedule: ProductSchedule | string;
  is_active?: boolean | null;
}

const normaliseForm = (form: string): string =>
  form
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** Why `candidate` cannot replace `original`, or null when it can: same salts with the same strengths, same dosage form, another product, listed and sold online. */
export function substituteProblem(
  original: SubstitutableProduct,
  candidate: SubstitutableProduct,
): 'same_product' | 'different_salt' | 'different_form' | 'not_available' | null {
  if (candidate.$id === original.$id) return 'same_product';
  if (candidate.is_active === false || !isSoldOnline(candidate.schedule as ProductSchedule)) return 'not_available';
  if (saltKey(candidate.salt_composition, candidate.strength) !== saltKey(original.salt_composition, original.strength))
    return 'different_salt';
  if (normaliseForm(candidate.dosage_form) !== normaliseForm(original.dosage_form)) return 'different_form';
  return null;
}

export const isSubstituteFor = (original: SubstitutableProduct, candidate: SubstitutableProduct): boolean =>
  substituteProblem(original, candidate) === null;

/** The sentence a store sees when a product cannot be offered. */
export const SUBSTITUTE_PROBLEM_TEXT = {
  same_product: 'Choose another product than the one ordered.',
  different_salt: 'A substitute must have the same salts at the same strength.',
  different_form: 'A substitute must be the same dosage form (tablet for tablet, syrup for syrup).',
  not_available: 'That product is not sold online.',
} as const;

export interface SubstituteOffer {
  /** What the customer pays per unit: the substitute's price, never more than the original line's. */
  unitPrice: number;
  lineTotal: number;
  /** What the customer gets back on accepting (the original line's total less the new one). */
  refund: number;
  /** What the store gives up per line when the substitute is dearer (its price above the original's). */
  storeAbsorbs: number;
}

/**
 * The price of a substitute for a line of `quantity` at `originalUnitPrice`: a cheaper one at its own
 * price (the difference refunded), a dearer one at the original price (the difference the store's).
 */
export function substituteOffer(originalUnitPrice: number, substitutePrice: number, quantity: number): SubstituteOffer {
  const unitPrice = roundAmount(Math.min(originalUnitPrice, substitutePrice));
  const lineTotal = roundAmount(unitPrice * quantity);
  return {
    unitPrice,
    lineTotal,
    refund: roundAmount(roundAmount(originalUnitPrice * quantity) - lineTotal),
    storeAbsorbs: roundAmount(Math.max(0, substitutePrice - originalUnitPrice) * quantity),
  };
}

/** When the customer's answer is due. */
export const consentDeadline = (proposedAt: Date, minutes: number): Date =>
  new Date(proposedAt.getTime() + minutes * 60_000);

/** Whether the window has passed: then the proposal counts as declined (the line is removed and refunded). */
export const consentWindowPassed = (expiresAt: string, now: Date): boolean => Date.parse(expiresAt) <= now.getTime();

/** Whole seconds left to answer (for the countdown), never below 0. */
export const consentSecondsLeft = (expiresAt: string, now: Date): number =>
  Math.max(0, Math.ceil((Date.parse(expiresAt) - now.getTime()) / 1000));

/** A proposal as the pages read it (the `order_substitutions` row; written only by the order functions). */
export interface SubstitutionView {
  $id: string;
  $createdAt: string;
  order_id: string;
  item_id: string;
  number: number;
  status: SubstitutionStatus;
  original_product_name: string;
  original_unit_price: number;
  original_line_total: number;
  product_id: string;
  product_name: string;
  pack_size: string | null;
  manufacturer: string | null;
  rx_required: boolean;
  batch: string;
  quantity: number;
  mrp: number;
  unit_price: number;
  line_total: number;
  refund_amount: number;
  expires_at: string;
  decided_at: string | null;
}

/** A refund of an order as the pages read it (the `order_refunds` row). */
export interface RefundView {
  $id: string;
  $createdAt: string;
  refund_id: string;
  amount: number;
  status: 'pending' | 'refunded' | 'failed';
  note: string | null;
}

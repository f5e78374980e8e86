// A cash-on-delivery refund goes by bank transfer after asking the customer for bank details
// (SPEC §9 "Refunds"; issue 22 §6). The customer gives them on the order page; order-state
// `submit_refund_bank_details` checks them with the same validators as a partner's payout account
// (partner/bank.ts) and keeps the full number where only admins and functions read it.
import { accountNumberErrors, bankNameOf, ifscError } from './partner/bank';

export interface RefundBankDetails {
  account_holder: string;
  account_number: string;
  account_number_confirm: string;
  ifsc: string;
}
export type RefundBankField = keyof RefundBankDetails;
export const REFUND_BANK_FIELDS: readonly RefundBankField[] = [
  'account_holder',
  'account_number',
  'account_number_confirm',
  'ifsc',
];
const LIMITS: Readonly<Record<RefundBankField, number>> = {
  account_holder: 128,
  account_number: 18,
  account_number_confirm: 18,
  ifsc: 11,
};
export const EMPTY_REFUND_BANK_DETAILS: RefundBankDetails = {
  account_holder: '',
  account_number: '',
  account_number_confirm: '',
  ifsc: '',
};

/** SPEC §9: refunds take about 5-7 business days. */
export const REFUND_TRANSFER_DAYS = '5–7 business days';

export type ReadRefundBankDetails = { ok: true; values: RefundBankDetails } | { ok: false; message: string };

/**
 * Reads bank details from untrusted JSON (the form's or order-state's body): exactly the known
 * fields, as text of their size; spaces dropped from the numbers and the IFSC, IFSC upper-cased.
 */
export function readRefundBankDetails(input: unknown): ReadRefundBankDetails {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, message: 'bank_details must be an object.' };
  const values: RefundBankDetails = { ...EMPTY_REFUND_BANK_DETAILS };
  for (const [field, raw] of Object.entries(input)) {
    if (!(REFUND_BANK_FIELDS as readonly string[]).includes(field))
      return { ok: false, message: `Unknown field ${field}.` };
    const key = field as RefundBankField;
    if (typeof raw !== 'string') return { ok: false, message: `${key} must be text.` };
    const text = key === 'account_holder' ? raw.trim().replace(/\s+/g, ' ') : raw.replace(/\s+/g, '');
    if (text.length > LIMITS[key]) return { ok: false, message: `${key} must be at most ${LIMITS[key]} characters.` };
    values[key] = key === 'ifsc' ? text.toUpperCase() : text;
  }
  return { ok: true, values };
}

/** The form's and the function's checks (the partner bank validators: IFSC format, 9–18 digits, typed twice). */
export function refundBankErrors(v: RefundBankDetails): Partial<Record<RefundBankField, string>> {
  const errors: Partial<Record<RefundBankField, string>> = {};
  if (v.account_holder.trim() === '') errors.account_holder = 'Enter the account holder’s name';
  Object.assign(errors, accountNumberErrors(v.account_number, v.account_number_confirm));
  const ifsc = ifscError(v.ifsc);
  if (ifsc) errors.ifsc = ifsc;
  return errors;
}

/** What the customer may read back (refund_bank_details): never the full number. */
export interface MaskedRefundBank {
  account_holder: string;
  account_last4: string;
  ifsc: string;
  bank_name: string | null;
}

export function maskRefundBank(
  v: Pick<RefundBankDetails, 'account_holder' | 'account_number' | 'ifsc'>,
): MaskedRefundBank {
  return {
    account_holder: v.account_holder,
    account_last4: v.account_number.slice(-4),
    ifsc: v.ifsc,
    bank_name: bankNameOf(v.ifsc),
  };
}

/** The order page's line once the details are in: "A/c ••••1234, IFSC HDFC0001234 — we transfer within 5–7 business days". */
export function refundBankSummary(masked: Pick<MaskedRefundBank, 'account_last4' | 'ifsc'>): string {
  return `A/c ••••${masked.account_last4}, IFSC ${masked.ifsc} — we transfer within ${REFUND_TRANSFER_DAYS}`;
}

/** Whether an order waits for a bank transfer refund (the customer may give or change the details). */
export function awaitsRefundBankDetails(order: {
  payment_method?: string | null;
  refund_status?: string | null;
}): boolean {
  return order.payment_method === 'cod' && order.refund_status === 'pending';
}

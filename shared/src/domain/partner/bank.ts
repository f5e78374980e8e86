// Bank details for payouts (research/supply-side.md §C "IFSC"): IFSC and account number checks.

/** IFSC: 4-letter bank code, '0' (reserved), 6-character branch code. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers are 9–18 digits (no bank issues shorter or longer ones). */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

/** Why bank details are refused, as codes a panel words in its reader's language (BANK_PROBLEM_MESSAGES is the English). */
export type BankProblem =
  | 'ifsc_missing'
  | 'ifsc_length'
  | 'ifsc_format'
  | 'account_missing'
  | 'account_format'
  | 'account_mismatch'
  | 'holder_missing'
  | 'cheque_missing';

export const BANK_PROBLEM_MESSAGES: Readonly<Record<BankProblem, string>> = {
  ifsc_missing: 'Enter the IFSC',
  ifsc_length: 'An IFSC has 11 characters',
  ifsc_format: 'An IFSC is 4 letters, 0, then 6 letters or digits, e.g. HDFC0001234',
  account_missing: 'Enter the account number',
  account_format: 'An account number is 9 to 18 digits',
  account_mismatch: 'The account numbers do not match',
  holder_missing: 'Enter the account holder’s name',
  cheque_missing: 'Upload a cancelled cheque',
};

export function ifscProblem(ifsc: string): BankProblem | null {
  if (ifsc === '') return 'ifsc_missing';
  if (ifsc.length !== 11) return 'ifsc_length';
  if (!IFSC_PATTERN.test(ifsc)) return 'ifsc_format';
  return null;
}

export function ifscError(ifsc: string): string | null {
  const problem = ifscProblem(ifsc);
  return problem && BANK_PROBLEM_MESSAGES[problem];
}

/** The account number's and its repetition's problem (typed twice so a slip cannot send payouts elsewhere). */
export function accountNumberProblems(
  accountNumber: string,
  confirmation: string,
): { account_number?: BankProblem; account_number_confirm?: BankProblem } {
  if (accountNumber === '') return { account_number: 'account_missing' };
  if (!ACCOUNT_NUMBER_PATTERN.test(accountNumber)) return { account_number: 'account_format' };
  if (confirmation !== accountNumber) return { account_number_confirm: 'account_mismatch' };
  return {};
}

/** Errors for the account number and its repetition, in English (the functions' and the admin console's). */
export function accountNumberErrors(
  accountNumber: string,
  confirmation: string,
): { account_number?: string; account_number_confirm?: string } {
  return englishOf(accountNumberProblems(accountNumber, confirmation));
}

function englishOf<K extends string>(problems: Partial<Record<K, BankProblem>>): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const [field, problem] of Object.entries(problems) as [K, BankProblem][])
    out[field] = BANK_PROBLEM_MESSAGES[problem];
  return out;
}

/**
 * What a store's owner sees of its payout account (issue 17/18 §8): never the full number, only
 * `XXXXXX` and the last four digits (the same width whatever the length, so the length is not shown).
 */
export function maskAccountNumber(accountNumber: string): string {
  return `XXXXXX${accountNumber.slice(-4)}`;
}

/** The bank of an IFSC's 4-letter code, for the banks most partner pharmacies use; null otherwise. */
const BANK_CODES: Readonly<Record<string, string>> = {
  SBIN: 'State Bank of India',
  HDFC: 'HDFC Bank',
  ICIC: 'ICICI Bank',
  UTIB: 'Axis Bank',
  KKBK: 'Kotak Mahindra Bank',
  PUNB: 'Punjab National Bank',
  BARB: 'Bank of Baroda',
  CNRB: 'Canara Bank',
  UBIN: 'Union Bank of India',
  IDIB: 'Indian Bank',
  BKID: 'Bank of India',
  IOBA: 'Indian Overseas Bank',
  YESB: 'Yes Bank',
  INDB: 'IndusInd Bank',
  IDFB: 'IDFC FIRST Bank',
};

export function bankNameOf(ifsc: string): string | null {
  return BANK_CODES[ifsc.slice(0, 4)] ?? null;
}

/** A store's request to change its payout account (store-admin `request_bank_change`). */
export interface BankChange {
  account_holder: string;
  account_number: string;
  account_number_confirm: string;
  ifsc: string;
  cheque_document_id: string;
}
export type BankChangeField = keyof BankChange;
export const BANK_CHANGE_FIELDS: readonly BankChangeField[] = [
  'account_holder',
  'account_number',
  'account_number_confirm',
  'ifsc',
  'cheque_document_id',
];
const BANK_CHANGE_LIMITS: Readonly<Record<BankChangeField, number>> = {
  account_holder: 128,
  account_number: 18,
  account_number_confirm: 18,
  ifsc: 11,
  cheque_document_id: 36,
};
export const EMPTY_BANK_CHANGE: BankChange = {
  account_holder: '',
  account_number: '',
  account_number_confirm: '',
  ifsc: '',
  cheque_document_id: '',
};

export type ReadBankChange = { ok: true; values: BankChange } | { ok: false; message: string };

/** Reads a bank change from untrusted JSON: exactly the known fields, as text of their size; IFSC upper-cased. */
export function readBankChange(input: unknown): ReadBankChange {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, message: 'values must be an object.' };
  const values: BankChange = { ...EMPTY_BANK_CHANGE };
  for (const [field, raw] of Object.entries(input)) {
    if (!(BANK_CHANGE_FIELDS as readonly string[]).includes(field))
      return { ok: false, message: `Unknown field ${field}.` };
    const key = field as BankChangeField;
    if (typeof raw !== 'string') return { ok: false, message: `${key} must be text.` };
    const text = raw.trim().replace(/\s+/g, key === 'account_holder' ? ' ' : '');
    if (text.length > BANK_CHANGE_LIMITS[key])
      return { ok: false, message: `${key} must be at most ${BANK_CHANGE_LIMITS[key]} characters.` };
    values[key] = key === 'ifsc' ? text.toUpperCase() : text;
  }
  return { ok: true, values };
}

/** The problems of a bank change, as codes (the same validators as the application). */
export function bankChangeProblems(v: BankChange): Partial<Record<BankChangeField, BankProblem>> {
  const problems: Partial<Record<BankChangeField, BankProblem>> = {};
  if (v.account_holder.trim() === '') problems.account_holder = 'holder_missing';
  Object.assign(problems, accountNumberProblems(v.account_number, v.account_number_confirm));
  const ifsc = ifscProblem(v.ifsc);
  if (ifsc) problems.ifsc = ifsc;
  if (v.cheque_document_id === '') problems.cheque_document_id = 'cheque_missing';
  return problems;
}

/** The form's and the function's checks of a bank change, in English (store-admin's refusal). */
export function bankChangeErrors(v: BankChange): Partial<Record<BankChangeField, string>> {
  return englishOf(bankChangeProblems(v));
}

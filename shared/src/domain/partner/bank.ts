// Bank details for payouts (research/supply-side.md §C "IFSC"): IFSC and account number checks.

/** IFSC: 4-letter bank code, '0' (reserved), 6-character branch code. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers are 9–18 digits (no bank issues shorter or longer ones). */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

export function ifscError(ifsc: string): string | null {
  if (ifsc === '') return 'Enter the IFSC';
  if (ifsc.length !== 11) return 'An IFSC has 11 characters';
  if (!IFSC_PATTERN.test(ifsc)) return 'An IFSC is 4 letters, 0, then 6 letters or digits, e.g. HDFC0001234';
  return null;
}

/** Errors for the account number and its repetition (typed twice so a slip cannot send payouts elsewhere). */
export function accountNumberErrors(
  accountNumber: string,
  confirmation: string,
): { account_number?: string; account_number_confirm?: string } {
  if (accountNumber === '') return { account_number: 'Enter the account number' };
  if (!ACCOUNT_NUMBER_PATTERN.test(accountNumber)) return { account_number: 'An account number is 9 to 18 digits' };
  if (confirmation !== accountNumber) return { account_number_confirm: 'The account numbers do not match' };
  return {};
}

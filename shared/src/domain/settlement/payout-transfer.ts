// A payout's bank transfer through the payout gateway (issue 18 §6; docs/research-payouts.md).
// Pure: amounts between integer paise and the gateway's rupee amounts, the ids we send (transfer
// id = payout id, so a second start of the same attempt can never transfer twice), and what a
// gateway transfer status means for our payout.

/** The gateway takes rupees with at most two decimals; a payout under ₹1 is not sent. */
export const MIN_TRANSFER_PAISE = 100;

/**
 * `123456` paise → `1234.56`: built from the decimal digits, never by dividing a float, so the
 * number's shortest form (what JSON.stringify writes) is exactly the rupees and paise.
 */
export function rupeesFromPaise(paise: number): number {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not a paise amount: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise - rupees * 100;
  return Number(`${rupees}.${String(rest).padStart(2, '0')}`);
}

/** A gateway amount in rupees → integer paise; null when it has more than two decimals or is not a number. */
export function paiseFromRupees(amount: unknown): number | null {
  if (typeof amount !== 'number' && typeof amount !== 'string') return null;
  const text = String(amount).trim();
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The gateway transfer id of a payout's attempt: the payout id itself for the first attempt,
 * `{payout id}_r{n}` for a retry after a failure (the gateway refuses a transfer id it has seen, and
 * a failed transfer can't be sent again).
 */
export function transferIdFor(payoutId: string, attempt: number): string {
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError(`attempt ${attempt}`);
  return attempt === 1 ? payoutId : `${payoutId}_r${attempt}`;
}

/** The payout a transfer id belongs to (inverse of transferIdFor). */
export function payoutIdOfTransfer(transferId: string): { payoutId: string; attempt: number } {
  const retry = /^(.+)_r(\d{1,4})$/.exec(transferId);
  return retry ? { payoutId: retry[1]!, attempt: Number(retry[2]) } : { payoutId: transferId, attempt: 1 };
}

/** Cashfree Payouts v2 transfer statuses (docs/research-payouts.md §4). */
export const GATEWAY_TRANSFER_STATUSES = [
  'RECEIVED',
  'APPROVAL_PENDING',
  'PENDING',
  'SUCCESS',
  'FAILED',
  'REJECTED',
  'REVERSED',
] as const;
export type GatewayTransferStatus = (typeof GATEWAY_TRANSFER_STATUSES)[number];

/** What a gateway status means for the payout: still on its way, paid, or not paid (retry or record a UTR). */
export type TransferOutcome = 'processing' | 'paid' | 'failed';

export function transferOutcome(status: string): TransferOutcome {
  if (status === 'SUCCESS') return 'paid';
  if (status === 'FAILED' || status === 'REJECTED' || status === 'REVERSED') return 'failed';
  return 'processing';
}

/** The reason shown to the admin and the store when a transfer did not pay. */
export function failureText(status: string, description: string | null | undefined): string {
  const why = (description ?? '').trim().slice(0, 200);
  const head =
    status === 'REVERSED'
      ? 'Reversed by the beneficiary bank'
      : status === 'REJECTED'
        ? 'Rejected by the payout gateway'
        : 'The bank transfer failed';
  return why ? `${head}: ${why}` : head;
}

/**
 * The gateway beneficiary of a store's bank account: one per store and account, so a changed
 * account is a new beneficiary (never a transfer to the old one). `{store id}_{8 hex of the
 * account}`; the caller passes the account's hash.
 */
export function beneficiaryIdFor(storeId: string, accountHash: string): string {
  return `${storeId.replace(/[^A-Za-z0-9]/g, '').slice(0, 36)}_${accountHash.slice(0, 8)}`;
}

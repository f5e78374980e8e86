import { createHash } from 'node:crypto';
import {
  beneficiaryIdFor,
  rupeesFromPaise,
  type GatewayTransferStatus,
} from '@instamg/shared/domain/settlement/payout-transfer';
import { isValidWebhookSignature } from './gateway.ts';

/**
 * The payout gateway (issue 18 §6; docs/research-payouts.md): Cashfree Payouts v2 behind an
 * interface, with the dev server's local sandbox of it (same paths and JSON) as the default, as
 * the payments gateway has (lib/money/gateway.ts). PAYOUTS_MODE:
 * - `local` (default): the dev server's sandbox (`/v1/dev/payouts`), credentials from the dev server;
 * - `sandbox` / `production`: Cashfree (CASHFREE_PAYOUT_CLIENT_ID / CASHFREE_PAYOUT_CLIENT_SECRET;
 *   CASHFREE_PAYOUT_ENDPOINT overrides the host);
 * - `manual`: no gateway; an admin records the bank transfer's UTR (store-earnings record_payout_utr).
 */

/** Payouts v2 API version (research §2). */
export const CASHFREE_PAYOUT_API_VERSION = '2024-01-01';
export const CASHFREE_PAYOUT_HOSTS = {
  sandbox: 'https://sandbox.cashfree.com',
  production: 'https://api.cashfree.com',
} as const;

export type PayoutsMode = 'local' | 'sandbox' | 'production' | 'manual';

export interface PayoutBankAccount {
  storeId: string;
  holder: string;
  accountNumber: string;
  ifsc: string;
}

export interface GatewayTransfer {
  transferId: string;
  cfTransferId: string | null;
  status: GatewayTransferStatus | string;
  statusCode: string | null;
  description: string | null;
  /** The bank's reference once the transfer succeeded. */
  utr: string | null;
  /** Rupees, as the gateway answers. */
  amount: number;
  beneficiaryId: string | null;
}

export interface PayoutGateway {
  readonly mode: Exclude<PayoutsMode, 'manual'>;
  /** The beneficiary for this account, created when the gateway does not have it yet; answers its id. */
  ensureBeneficiary(account: PayoutBankAccount): Promise<string>;
  /**
   * Starts a transfer. The same transfer id again never transfers twice: the gateway refuses it
   * (409) and this answers the existing transfer instead.
   */
  startTransfer(input: {
    transferId: string;
    amountPaise: number;
    beneficiaryId: string;
    remarks?: string;
  }): Promise<GatewayTransfer>;
  /** The transfer's current status, or null when the gateway has no such transfer. */
  getTransfer(transferId: string): Promise<GatewayTransfer | null>;
  /** The secret its webhooks are signed with (the client secret). */
  webhookSecret(): Promise<string>;
}

export class PayoutGatewayError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`Payout gateway answered ${status}: ${body.slice(0, 300)}`);
  }
}

type Env = Record<string, string | undefined>;

export function payoutsMode(env: Env): PayoutsMode {
  const mode = (env.PAYOUTS_MODE ?? 'local').trim() || 'local';
  if (mode !== 'local' && mode !== 'sandbox' && mode !== 'production' && mode !== 'manual')
    throw new Error(`PAYOUTS_MODE must be local, sandbox, production or manual, not "${mode}".`);
  if (mode === 'local' && (env.CASHFREE_ENV === 'production' || env.PAYMENTS_MODE === 'production'))
    throw new Error('PAYOUTS_MODE=local cannot run in production: the local sandbox moves no money.');
  return mode;
}

/** The gateway for this environment, or null in `manual` mode; `apiKey` is the execution's key. */
export async function payoutGatewayFromEnv(
  env: Env,
  apiKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<PayoutGateway | null> {
  const mode = payoutsMode(env);
  if (mode === 'manual') return null;
  if (mode === 'local') {
    const endpoint = env.APPWRITE_FUNCTION_API_ENDPOINT;
    if (!endpoint) throw new Error('APPWRITE_FUNCTION_API_ENDPOINT is not set.');
    const response = await fetchImpl(`${endpoint}/dev/payouts/credentials`, {
      headers: { 'x-appwrite-key': apiKey, 'x-appwrite-project': env.APPWRITE_FUNCTION_PROJECT_ID ?? '' },
    });
    if (!response.ok) throw new PayoutGatewayError(response.status, await response.text());
    const creds = (await response.json()) as { client_id: string; client_secret: string };
    return new CashfreePayoutGateway(
      'local',
      `${endpoint}/dev/payouts`,
      creds.client_id,
      creds.client_secret,
      fetchImpl,
    );
  }
  const id = env.CASHFREE_PAYOUT_CLIENT_ID;
  const secret = env.CASHFREE_PAYOUT_CLIENT_SECRET;
  if (!id || !secret)
    throw new Error('CASHFREE_PAYOUT_CLIENT_ID and CASHFREE_PAYOUT_CLIENT_SECRET must be set as function variables.');
  const base = (env.CASHFREE_PAYOUT_ENDPOINT ?? '').trim() || CASHFREE_PAYOUT_HOSTS[mode];
  return new CashfreePayoutGateway(mode, base.replace(/\/$/, ''), id, secret, fetchImpl);
}

/** 8 hex characters of the account (number and IFSC): a changed account is a new beneficiary. */
export function accountHash(account: Pick<PayoutBankAccount, 'accountNumber' | 'ifsc'>): string {
  return createHash('sha256').update(`${account.accountNumber}|${account.ifsc}`).digest('hex').slice(0, 8);
}

interface CashfreeTransferEntity {
  transfer_id: string;
  cf_transfer_id?: string | null;
  status: string;
  status_code?: string | null;
  status_description?: string | null;
  transfer_utr?: string | null;
  transfer_amount: number;
  beneficiary_details?: { beneficiary_id?: string | null } | null;
}

export function toGatewayTransfer(e: CashfreeTransferEntity): GatewayTransfer {
  return {
    transferId: e.transfer_id,
    cfTransferId: e.cf_transfer_id ?? null,
    status: e.status,
    statusCode: e.status_code ?? null,
    description: e.status_description ?? null,
    utr: e.transfer_utr ?? null,
    amount: e.transfer_amount,
    beneficiaryId: e.beneficiary_details?.beneficiary_id ?? null,
  };
}

/** Cashfree Payouts v2 REST client (a typed fetch client, as lib/money/gateway.ts is for payments). */
export class CashfreePayoutGateway implements PayoutGateway {
  constructor(
    readonly mode: Exclude<PayoutsMode, 'manual'>,
    private readonly base: string,
    private readonly clientId: string,
    private readonly clientSecret: string,
    private readonly fetchImpl: typeof fetch,
  ) {}

  private async call(method: string, path: string, body?: unknown): Promise<{ status: number; text: string }> {
    const response = await this.fetchImpl(`${this.base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-api-version': CASHFREE_PAYOUT_API_VERSION,
        'x-client-id': this.clientId,
        'x-client-secret': this.clientSecret,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, text: await response.text() };
  }

  async ensureBeneficiary(account: PayoutBankAccount): Promise<string> {
    const beneficiaryId = beneficiaryIdFor(account.storeId, accountHash(account));
    const found = await this.call('GET', `/payout/beneficiary?beneficiary_id=${encodeURIComponent(beneficiaryId)}`);
    if (found.status === 200) return beneficiaryId;
    if (found.status !== 404) throw new PayoutGatewayError(found.status, found.text);
    const created = await this.call('POST', '/payout/beneficiary', {
      beneficiary_id: beneficiaryId,
      beneficiary_name: account.holder,
      beneficiary_instrument_details: { bank_account_number: account.accountNumber, bank_ifsc: account.ifsc },
    });
    // 409: created meanwhile by a concurrent start; the same id names the same account.
    if (created.status !== 200 && created.status !== 201 && created.status !== 409)
      throw new PayoutGatewayError(created.status, created.text);
    return beneficiaryId;
  }

  async startTransfer(input: {
    transferId: string;
    amountPaise: number;
    beneficiaryId: string;
    remarks?: string;
  }): Promise<GatewayTransfer> {
    const started = await this.call('POST', '/payout/transfers', {
      transfer_id: input.transferId,
      transfer_amount: rupeesFromPaise(input.amountPaise),
      transfer_currency: 'INR',
      transfer_mode: 'banktransfer',
      beneficiary_details: { beneficiary_id: input.beneficiaryId },
      ...(input.remarks ? { transfer_remarks: input.remarks.replace(/[^A-Za-z0-9 ]/g, ' ').slice(0, 70) } : {}),
    });
    if (started.status === 200 || started.status === 201)
      return toGatewayTransfer(JSON.parse(started.text) as CashfreeTransferEntity);
    if (started.status === 409) {
      // The transfer id exists: this attempt was started before. Never a second transfer.
      const existing = await this.getTransfer(input.transferId);
      if (existing) return existing;
    }
    throw new PayoutGatewayError(started.status, started.text);
  }

  async getTransfer(transferId: string): Promise<GatewayTransfer | null> {
    const found = await this.call('GET', `/payout/transfers?transfer_id=${encodeURIComponent(transferId)}`);
    if (found.status === 404) return null;
    if (found.status !== 200) throw new PayoutGatewayError(found.status, found.text);
    return toGatewayTransfer(JSON.parse(found.text) as CashfreeTransferEntity);
  }

  async webhookSecret(): Promise<string> {
    return this.clientSecret;
  }
}

/** Payout webhooks are signed as payment webhooks are: base64(HMAC-SHA256(timestamp + raw body, client secret)). */
export const isValidPayoutWebhookSignature = isValidWebhookSignature;

/** How far a webhook's timestamp may be from now (replays of an old signed body are refused). */
export const PAYOUT_WEBHOOK_SKEW_MS = 5 * 60_000;

/** x-webhook-timestamp: milliseconds (or seconds) since 1970, within PAYOUT_WEBHOOK_SKEW_MS of now. */
export function isFreshPayoutWebhook(timestamp: string | undefined, now = Date.now()): boolean {
  if (!timestamp || !/^\d{10,13}$/.test(timestamp)) return false;
  const ms = timestamp.length <= 10 ? Number(timestamp) * 1000 : Number(timestamp);
  return Math.abs(now - ms) <= PAYOUT_WEBHOOK_SKEW_MS;
}

export interface PayoutWebhook {
  type: string;
  transferId: string;
  status: string | null;
}

/** The transfer a payout webhook is about (Cashfree v2: `{ type, event_time, data: { transfer_id, status, … } }`). */
export function parsePayoutWebhook(rawBody: string): PayoutWebhook | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  const b = body as { type?: unknown; data?: { transfer_id?: unknown; status?: unknown } | null };
  if (typeof b.type !== 'string' || !b.data || typeof b.data.transfer_id !== 'string') return null;
  return {
    type: b.type,
    transferId: b.data.transfer_id,
    status: typeof b.data.status === 'string' ? b.data.status : null,
  };
}

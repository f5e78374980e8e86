import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { ServiceDeps } from '../deps.ts';
import { AppwriteException } from '../errors.ts';
import { json, type Reply, type RequestContext } from '../http/context.ts';
import type { Router } from '../http/router.ts';
import { signWebhook } from '../payments/signature.ts';
import { istIso } from '../payments/webhook-payload.ts';
import { PayoutSandboxStore, newUtr, type SandboxBeneficiary, type SandboxTransfer } from '../payouts/store.ts';

/**
 * DEV-ONLY EXTENSION, not part of Appwrite's API: a local stand-in for Cashfree Payouts v2, so an
 * admin can pay a store's payout end to end with no account and no network (docs/payments.md
 * "Payouts", docs/research-payouts.md). Base `/v1/dev/payouts` in place of https://api.cashfree.com:
 *
 * - `GET  /v1/dev/payouts/credentials` (API keys only): the sandbox merchant's client id and secret.
 * - `GET  /v1/dev/payouts/payout/beneficiary?beneficiary_id=…`, `POST /v1/dev/payouts/payout/beneficiary`
 * - `POST /v1/dev/payouts/payout/transfers`, `GET /v1/dev/payouts/payout/transfers?transfer_id=…`
 *   (x-client-id, x-client-secret, x-api-version). A transfer id is used once (409 after). A new
 *   transfer is RECEIVED and settles on its own after PAYOUT_SETTLE_MS: SUCCESS with a UTR, or
 *   FAILED when the beneficiary's account number is SANDBOX_FAILING_ACCOUNT; each change is a
 *   signed webhook (TRANSFER_SUCCESS, TRANSFER_FAILED…) to the `payout-webhook` function.
 * - `POST /v1/dev/payouts/transfers/{transfer_id}/reverse`: the beneficiary bank reverses a
 *   successful transfer (TRANSFER_REVERSED), as a real bank may days later.
 */

export const PAYOUT_WEBHOOK_FUNCTION_ID = 'payout-webhook';
/** Transfers to this account number fail (the sandbox's "invalid account"), as Cashfree's test accounts do. */
export const SANDBOX_FAILING_ACCOUNT = '000000000001';
/** How long a sandbox transfer stays RECEIVED before it settles. */
export const PAYOUT_SETTLE_MS = 300;
const TRANSFER_ID = /^[A-Za-z0-9_-]{1,48}$/;
const BENEFICIARY_ID = /^[A-Za-z0-9_|-]{1,50}$/;

const stores = new WeakMap<ServiceDeps, PayoutSandboxStore>();
/** The payout sandbox of this server instance (tests read its transfers). */
export function payoutsSandbox(deps: ServiceDeps): PayoutSandboxStore {
  let store = stores.get(deps);
  if (!store) {
    store = new PayoutSandboxStore(deps.db);
    stores.set(deps, store);
  }
  return store;
}

const cfError = (status: number, code: string, message: string): Reply =>
  json(status, { message, code, type: status === 401 ? 'authentication_error' : 'invalid_request_error' });

const same = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function authorized(ctx: RequestContext, deps: ServiceDeps): boolean {
  const { clientId, clientSecret } = payoutsSandbox(deps).credentials();
  return (
    same(String(ctx.headers['x-client-id'] ?? ''), clientId) &&
    same(String(ctx.headers['x-client-secret'] ?? ''), clientSecret)
  );
}

const rupees = (paise: number): number => Number(`${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`);

function beneficiaryEntity(b: SandboxBeneficiary) {
  return {
    beneficiary_id: b.beneficiaryId,
    beneficiary_name: b.name,
    beneficiary_instrument_details: { bank_account_number: b.accountNumber, bank_ifsc: b.ifsc },
    beneficiary_status: 'VERIFIED',
    added_on: istIso(new Date(b.addedOn)),
  };
}

export function transferEntity(t: SandboxTransfer) {
  return {
    transfer_id: t.transferId,
    cf_transfer_id: String(t.cfTransferId),
    status: t.status,
    status_code: t.statusCode,
    status_description: t.description,
    beneficiary_details: { beneficiary_id: t.beneficiaryId },
    transfer_amount: rupees(t.amountPaise),
    transfer_service_charge: 0,
    transfer_service_tax: 0,
    transfer_mode: t.mode,
    transfer_utr: t.utr,
    fundsource_id: 'CASHFREE_1',
    added_on: istIso(new Date(t.addedOn)),
    updated_on: istIso(new Date(t.updatedOn)),
  };
}

/** Posts a signed payout webhook to the payout-webhook function; answers its HTTP status. */
export async function deliverPayoutWebhook(
  deps: ServiceDeps,
  type: string,
  transfer: SandboxTransfer,
): Promise<number> {
  const rawBody = JSON.stringify({ type, event_time: istIso(new Date()), data: transferEntity(transfer) });
  const timestamp = String(Date.now());
  const headers = {
    'content-type': 'application/json',
    'x-webhook-signature': signWebhook(timestamp, rawBody, payoutsSandbox(deps).credentials().clientSecret),
    'x-webhook-timestamp': timestamp,
    'x-webhook-version': '2024-01-01',
    'x-webhook-attempt': '1',
    'x-idempotency-key': randomUUID(),
  };
  const response = await fetch(`${deps.config.publicEndpoint}/functions/${PAYOUT_WEBHOOK_FUNCTION_ID}/executions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-appwrite-project': deps.project.id },
    body: JSON.stringify({ body: rawBody, headers, method: 'POST', path: '/', async: false }),
  });
  if (!response.ok) return response.status;
  return ((await response.json()) as { responseStatusCode: number }).responseStatusCode;
}

async function notify(deps: ServiceDeps, type: string, transferId: string): Promise<void> {
  const transfer = payoutsSandbox(deps).transfer(transferId);
  if (!transfer) return;
  const status = await deliverPayoutWebhook(deps, type, transfer);
  if (status >= 300) console.warn(`[dev-server] payout sandbox: ${type} webhook for ${transferId} answered ${status}`);
}

/** RECEIVED → SUCCESS (or FAILED for the failing test account), then the webhook. */
async function settle(deps: ServiceDeps, transferId: string): Promise<void> {
  const sandbox = payoutsSandbox(deps);
  const transfer = sandbox.transfer(transferId);
  if (!transfer) return;
  const failing = sandbox.beneficiary(transfer.beneficiaryId)?.accountNumber === SANDBOX_FAILING_ACCOUNT;
  const moved = failing
    ? sandbox.move(transferId, ['RECEIVED', 'PENDING'], {
        status: 'FAILED',
        statusCode: 'INVALID_ACCOUNT_FAIL',
        description: 'Beneficiary bank account is invalid or closed',
      })
    : sandbox.move(transferId, ['RECEIVED', 'PENDING'], {
        status: 'SUCCESS',
        statusCode: 'COMPLETED',
        description: 'The transfer has been completed successfully',
        utr: newUtr(),
      });
  if (moved) await notify(deps, failing ? 'TRANSFER_FAILED' : 'TRANSFER_SUCCESS', transferId);
}

export function register(router: Router, deps: ServiceDeps): void {
  const sandbox = payoutsSandbox(deps);

  router.get('/v1/dev/payouts/credentials', (ctx) => {
    if (ctx.auth.kind !== 'key')
      throw new AppwriteException(
        'general_unauthorized_scope',
        'The payout sandbox credentials are for server code with an API key.',
      );
    const { clientId, clientSecret } = sandbox.credentials();
    return json(200, { client_id: clientId, client_secret: clientSecret });
  });

  router.get('/v1/dev/payouts/payout/beneficiary', (ctx) => {
    if (!authorized(ctx, deps)) return cfError(401, 'request_failed', 'authentication Failed');
    const id = typeof ctx.query.beneficiary_id === 'string' ? ctx.query.beneficiary_id : '';
    const found = sandbox.beneficiary(id);
    return found
      ? json(200, beneficiaryEntity(found))
      : cfError(404, 'beneficiary_not_found', 'Beneficiary does not exist');
  });

  router.post('/v1/dev/payouts/payout/beneficiary', (ctx) => {
    if (!authorized(ctx, deps)) return cfError(401, 'request_failed', 'authentication Failed');
    const b = (ctx.body ?? {}) as Record<string, unknown>;
    const instrument = (b.beneficiary_instrument_details ?? {}) as Record<string, unknown>;
    if (typeof b.beneficiary_id !== 'string' || !BENEFICIARY_ID.test(b.beneficiary_id))
      return cfError(400, 'beneficiary_id_invalid', 'beneficiary_id : should be at most 50 letters, digits, _, | or -');
    if (typeof b.beneficiary_name !== 'string' || !b.beneficiary_name.trim())
      return cfError(400, 'beneficiary_name_missing', 'beneficiary_name : is required');
    if (
      typeof instrument.bank_account_number !== 'string' ||
      !/^[A-Za-z0-9]{6,40}$/.test(instrument.bank_account_number)
    )
      return cfError(400, 'bank_account_number_invalid', 'bank_account_number : should be 6 to 40 letters or digits');
    if (typeof instrument.bank_ifsc !== 'string' || !/^[A-Z]{4}0[A-Z0-9]{6}$/.test(instrument.bank_ifsc))
      return cfError(400, 'bank_ifsc_invalid', 'bank_ifsc : should be a valid IFSC');
    const added = sandbox.addBeneficiary({
      beneficiaryId: b.beneficiary_id,
      name: b.beneficiary_name.trim().slice(0, 100),
      accountNumber: instrument.bank_account_number,
      ifsc: instrument.bank_ifsc,
    });
    if (!added) return cfError(409, 'beneficiary_id_already_exists', 'Beneficiary Id already exists');
    return json(201, beneficiaryEntity(sandbox.beneficiary(b.beneficiary_id)!));
  });

  router.post('/v1/dev/payouts/payout/transfers', (ctx) => {
    if (!authorized(ctx, deps)) return cfError(401, 'request_failed', 'authentication Failed');
    const b = (ctx.body ?? {}) as Record<string, unknown>;
    if (typeof b.transfer_id !== 'string' || !TRANSFER_ID.test(b.transfer_id))
      return cfError(400, 'transfer_id_invalid', 'transfer_id : should be 1 to 48 letters, digits, _ or -');
    const amount = b.transfer_amount;
    const paise = typeof amount === 'number' ? Math.round(amount * 100) : NaN;
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 1 || Math.abs(paise - amount * 100) > 1e-6)
      return cfError(
        400,
        'transfer_amount_invalid',
        'transfer_amount : must be a number ≥ 1.00 with at most 2 decimals',
      );
    const beneficiaryId = (b.beneficiary_details as Record<string, unknown> | undefined)?.beneficiary_id;
    if (typeof beneficiaryId !== 'string' || !sandbox.beneficiary(beneficiaryId))
      return cfError(404, 'beneficiary_not_found', 'Beneficiary does not exist');
    const created = sandbox.addTransfer({
      transferId: b.transfer_id,
      beneficiaryId,
      amountPaise: paise,
      mode: typeof b.transfer_mode === 'string' ? b.transfer_mode : 'banktransfer',
    });
    if (!created) return cfError(409, 'transfer_id_already_exists', 'Transfer Id already exists');
    // Settles later, on its own, like a bank; unref so a closing server does not wait for it.
    setTimeout(() => {
      settle(deps, created.transferId).catch((err: unknown) =>
        console.warn(`[dev-server] payout sandbox: transfer ${created.transferId} not settled: ${String(err)}`),
      );
    }, PAYOUT_SETTLE_MS).unref();
    return json(200, transferEntity(created));
  });

  router.get('/v1/dev/payouts/payout/transfers', (ctx) => {
    if (!authorized(ctx, deps)) return cfError(401, 'request_failed', 'authentication Failed');
    const id = typeof ctx.query.transfer_id === 'string' ? ctx.query.transfer_id : '';
    const found = sandbox.transfer(id);
    return found ? json(200, transferEntity(found)) : cfError(404, 'transfer_not_found', 'Transfer does not exist');
  });

  router.post('/v1/dev/payouts/transfers/{transferId}/reverse', async (ctx) => {
    const transferId = ctx.params.transferId ?? '';
    const moved = sandbox.move(transferId, ['SUCCESS'], {
      status: 'REVERSED',
      statusCode: 'REVERSED',
      description: 'The beneficiary bank reversed the transfer',
    });
    if (!moved) return cfError(409, 'transfer_not_reversible', 'Only a successful transfer can be reversed');
    await notify(deps, 'TRANSFER_REVERSED', transferId);
    return json(200, transferEntity(sandbox.transfer(transferId)!));
  });
}

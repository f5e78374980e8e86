import { TablesDB } from 'node-appwrite';
import { payoutIdOfTransfer } from '@instamg/shared/domain/settlement/payout-transfer';
import { serverClient, type Context } from '../../lib/runtime/context.ts';
import { answerError } from '../../lib/runtime/errors.ts';
import {
  isFreshPayoutWebhook,
  isValidPayoutWebhookSignature,
  parsePayoutWebhook,
  payoutGatewayFromEnv,
} from '../../lib/money/payout-gateway.ts';
import { refreshPayoutTransfer } from '../../lib/money/payout-transfers.ts';
import { getPayout } from '../../lib/money/payouts.ts';

/**
 * payout-webhook (execute: any; issue 18 §6). Cashfree Payouts v2 webhooks (TRANSFER_SUCCESS,
 * TRANSFER_FAILED, TRANSFER_REVERSED, TRANSFER_REJECTED, …), and the dev server's sandbox ones:
 * 1. the signature (x-webhook-signature = base64 HMAC-SHA256 of x-webhook-timestamp + raw body with
 *    the payouts client secret) and the timestamp's age are checked: else 401;
 * 2. the payout is found by the transfer id (transfer id = payout id, or `{id}_r{n}`): else 200
 *    `ignored` (not ours; Cashfree stops retrying);
 * 3. the transfer's state is read back from the gateway (GET /payout/transfers) and applied
 *    (lib/money/payout-transfers.ts): a duplicate, late or out-of-order event can't move a payout back.
 */
export default async (ctx: Context) => {
  const { req, res } = ctx;
  const raw = req.bodyText;
  try {
    const gateway = await payoutGatewayFromEnv(process.env, req.headers['x-appwrite-key'] ?? '');
    if (!gateway) return answerError(res, 'payout_gateway_off');
    const timestamp = req.headers['x-webhook-timestamp'];
    if (
      !isValidPayoutWebhookSignature(req.headers['x-webhook-signature'], timestamp, raw, await gateway.webhookSecret())
    )
      return answerError(res, 'invalid_signature', 'Invalid webhook signature.');
    if (!isFreshPayoutWebhook(timestamp))
      return answerError(res, 'stale_webhook', 'Webhook timestamp is too old or in the future.');
    const hook = parsePayoutWebhook(raw);
    if (!hook) return answerError(res, 'invalid_webhook', 'Not a payout webhook.');
    if (!hook.type.startsWith('TRANSFER_')) return res.json({ ignored: `unhandled type ${hook.type}` });
    const tablesDB = new TablesDB(serverClient(ctx));
    const { payoutId } = payoutIdOfTransfer(hook.transferId);
    const payout = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/.test(payoutId) ? await getPayout(tablesDB, payoutId) : null;
    if (!payout) return res.json({ ignored: 'unknown transfer' });
    const after = await refreshPayoutTransfer(tablesDB, gateway, payoutId);
    return res.json({ payout_id: after.$id, status: after.status });
  } catch (err) {
    ctx.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    // 5xx: Cashfree retries the webhook.
    return answerError(res, 'internal_error', 'The payout webhook could not be processed.');
  }
};

import { TablesDB, Users } from 'node-appwrite';
import { ADMIN_LABEL } from '@instamg/shared/domain/roles';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { answerError, fail, replyError } from '../../lib/runtime/errors.ts';
import { decideChange, requestBankChange, requestLicenceChange } from './change-requests.ts';
import { findOwner, makeOwner, readOwnerEmail } from './owner.ts';
import { addStore, editStore, readReason, readStoreId, reinstateStore, suspendStore } from './stores.ts';

/**
 * store-admin (execute: users; only callers with the admin label get further). The one writer of
 * partner stores for the platform's admins (issue 17 §3): the stores table grants no client any
 * write, so every change goes through here and is written to the audit log (who, when, what,
 * before/after). POST `{ action, … }` → 200 `{ store }`:
 * - `add` `{ values, owner_email? }`: a new store (not live until reinstated), with its own team;
 *   `owner_email` names an existing account made the team's owner (400 `owner_not_found` if none);
 * - `edit` `{ store_id, values, owner_email? }`: the same checks as the form (shared/src/domain/store-admin.ts);
 * - `suspend` `{ store_id, reason }`: no new orders, not found by the store-locator;
 * - `reinstate` `{ store_id, reason }`: live again (not while its licence has expired);
 * - `decide_change` `{ request_id, decision: approve | reject, note? }`: a store's licence or bank change request.
 * And for the store's owner (team role owner or admin), not an admin:
 * - `request_licence_change` `{ store_id, values, document_id? }` → `{ request }` (src/change-requests.ts);
 * - `request_bank_change` `{ store_id, values }` → `{ request }`.
 * Refusals: 400 `invalid_body` / `invalid_action` / `invalid_input` / `store_invalid` /
 * `reason_required`, 401 `sign_in_required`, 403 `not_allowed`, 404 `store_not_found`,
 * 409 `store_state_conflict` / `store_licence_expired`.
 */

const ACTIONS = ['add', 'edit', 'suspend', 'reinstate', 'decide_change'] as const;

export default async (ctx: Context) => {
  if (ctx.req.method !== 'POST') return answerError(ctx.res, 'method_not_allowed', 'Use POST with { "action" }.');
  try {
    const adminId = callerId(ctx);
    const body = parseBody(ctx.req.bodyText);
    const client = serverClient(ctx);
    // The one store-side action: a store's owner asks to change its licences (an admin decides).
    if (body.action === 'request_licence_change')
      return ctx.res.json({
        request: await requestLicenceChange(
          client,
          adminId,
          readStoreId(body.store_id),
          body.values,
          new Date(),
          body.document_id,
        ),
      });
    if (body.action === 'request_bank_change')
      return ctx.res.json({
        request: await requestBankChange(client, adminId, readStoreId(body.store_id), body.values, new Date()),
      });
    const user = await new Users(client).get({ userId: adminId });
    if (!user.labels.includes(ADMIN_LABEL)) throw fail('not_allowed', 'Only a platform admin can manage pharmacies.');
    const action = body.action;
    if (!(ACTIONS as readonly unknown[]).includes(action))
      throw fail('invalid_action', `action must be one of: ${ACTIONS.join(', ')}.`);
    const tablesDB = new TablesDB(client);
    const now = new Date();
    switch (action as (typeof ACTIONS)[number]) {
      case 'add':
        return ctx.res.json({
          store: await addStore(client, tablesDB, adminId, body.values, now, readOwnerEmail(body.owner_email)),
        });
      case 'edit': {
        const ownerEmail = readOwnerEmail(body.owner_email);
        const owner = ownerEmail ? await findOwner(client, ownerEmail) : null;
        const store = await editStore(tablesDB, adminId, readStoreId(body.store_id), body.values, now);
        if (owner) await makeOwner(client, adminId, store, owner);
        return ctx.res.json({ store });
      }
      case 'suspend': {
        const storeId = readStoreId(body.store_id);
        return ctx.res.json({
          store: await suspendStore(client, adminId, storeId, readReason(body.reason), now, ctx.error),
        });
      }
      case 'decide_change': {
        const note = typeof body.note === 'string' && body.note.trim() !== '' ? body.note.trim().slice(0, 1000) : null;
        return ctx.res.json({
          request: await decideChange(client, adminId, body.request_id, body.decision, note, now),
        });
      }
      case 'reinstate': {
        const storeId = readStoreId(body.store_id);
        return ctx.res.json({
          store: await reinstateStore(client, adminId, storeId, readReason(body.reason), now, ctx.error),
        });
      }
    }
  } catch (error) {
    return replyError(ctx, error, 'The pharmacy could not be changed. Please try again.');
  }
};

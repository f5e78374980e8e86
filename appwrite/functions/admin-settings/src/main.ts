import { AppwriteException, ID, TablesDB, type Models } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { checkRate, checkSetting, istToday, settingDef } from '@instamg/shared/domain/platform-settings';
import { requireAdmin } from '../../lib/runtime/admin.ts';
import { writeAudit } from '../../lib/runtime/audit.ts';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { answerError, fail, replyError } from '../../lib/runtime/errors.ts';

/**
 * admin-settings (execute: users; admins only). POST → 200.
 *
 * Platform settings and rates (issue 19 §7), checked with shared/src/domain/platform-settings.ts;
 * every change writes an audit_log row (who, when, what, before/after):
 * - `{ action: 'set_setting', key, value }` → `{ setting: { key, value } }`: only a key of
 *   PLATFORM_SETTINGS (the public `settings` table never holds a secret or an unknown key);
 * - `{ action: 'add_rate', kind, percent, effective_from: 'YYYY-MM-DD', note? }` → `{ rate }`:
 *   a commission / TCS / TDS / GST-on-fees rate from the start of that day (IST), never in the past;
 * - `{ action: 'remove_rate', rate_id }` → `{ removed }`: only a rate not yet in effect (history stays).
 * Refusals: 400 `invalid_body` / `invalid_action` / `invalid_input`, 401 `sign_in_required` /
 * `admin_required`, 404 `rate_not_found`, 409 `rate_in_effect`.
 */

const ACTIONS = ['set_setting', 'add_rate', 'remove_rate'] as const;
type Action = (typeof ACTIONS)[number];
const ROW_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

/** The functions' clock. */
const now = () => new Date();

async function setSetting(tablesDB: TablesDB, actorId: string, body: Record<string, unknown>) {
  if (typeof body.key !== 'string' || !settingDef(body.key))
    throw fail('invalid_input', 'That setting cannot be changed here.');
  const key = body.key;
  const checked = checkSetting(key, body.value);
  if (!checked.ok) throw fail('invalid_input', checked.message);
  let before: string | null = null;
  try {
    before = String(
      (await tablesDB.getRow<Models.DefaultRow>({ databaseId: DATABASE_ID, tableId: TABLES.settings, rowId: key }))
        .value,
    );
  } catch (error) {
    if (!(error instanceof AppwriteException && error.code === 404)) throw error;
  }
  await tablesDB.upsertRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.settings,
    rowId: key,
    data: { key, value: checked.value },
  });
  if (before !== checked.value) {
    await writeAudit(tablesDB, {
      actorId,
      actorRole: 'admin',
      action: 'setting.update',
      entityType: 'setting',
      entityId: key,
      before: before === null ? null : { value: before },
      after: { value: checked.value },
    });
  }
  return { setting: { key, value: checked.value } };
}

async function addRate(tablesDB: TablesDB, actorId: string, body: Record<string, unknown>) {
  const checked = checkRate(body, istToday(now()));
  if (!checked.ok) throw fail('invalid_input', checked.message);
  const rate = await tablesDB.createRow<Models.DefaultRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.rates,
    rowId: ID.unique(),
    data: { ...checked.rate, created_by: actorId },
  });
  await writeAudit(tablesDB, {
    actorId,
    actorRole: 'admin',
    action: 'rate.add',
    entityType: 'rate',
    entityId: rate.$id,
    before: null,
    after: checked.rate,
  });
  return { rate };
}

async function removeRate(tablesDB: TablesDB, actorId: string, body: Record<string, unknown>) {
  if (typeof body.rate_id !== 'string' || !ROW_ID.test(body.rate_id))
    throw fail('invalid_input', 'rate_id must be a rate id.');
  let rate: Models.DefaultRow;
  try {
    rate = await tablesDB.getRow<Models.DefaultRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.rates,
      rowId: body.rate_id,
    });
  } catch (error) {
    if (error instanceof AppwriteException && error.code === 404) throw fail('rate_not_found');
    throw error;
  }
  if (Date.parse(String(rate.effective_from)) <= now().getTime()) throw fail('rate_in_effect');
  await tablesDB.deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.rates, rowId: rate.$id });
  await writeAudit(tablesDB, {
    actorId,
    actorRole: 'admin',
    action: 'rate.remove',
    entityType: 'rate',
    entityId: rate.$id,
    before: { kind: rate.kind, rate_bps: rate.rate_bps, effective_from: rate.effective_from, note: rate.note },
    after: null,
  });
  return { removed: rate.$id };
}

export default async (ctx: Context) => {
  if (ctx.req.method !== 'POST') return answerError(ctx.res, 'method_not_allowed', 'Use POST with { "action" }.');
  try {
    const actorId = callerId(ctx);
    const body = parseBody(ctx.req.bodyText);
    if (!(ACTIONS as readonly unknown[]).includes(body.action))
      throw fail('invalid_action', `action must be one of: ${ACTIONS.join(', ')}.`);
    const client = serverClient(ctx);
    await requireAdmin(client, actorId);
    const tablesDB = new TablesDB(client);
    const action = body.action as Action;
    if (action === 'set_setting') return ctx.res.json(await setSetting(tablesDB, actorId, body));
    if (action === 'add_rate') return ctx.res.json(await addRate(tablesDB, actorId, body));
    return ctx.res.json(await removeRate(tablesDB, actorId, body));
  } catch (error) {
    return replyError(ctx, error, 'The change could not be saved. Please try again.');
  }
};

import { ID, TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { ConsentRecordsRow } from '@instamg/shared/appwrite/rows';
import { isConsentPurpose } from '@instamg/shared/domain/privacy/consent';
import { CONSENT_TEXT_VERSIONS } from '@instamg/shared/domain/privacy/texts';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { fail, replyError } from '../../lib/runtime/errors.ts';
import { latestConsent } from '../../lib/runtime/consent.ts';

/**
 * privacy-consents (execute: users). Account → Privacy (issue 39 §1):
 * `{ action?: 'set', purpose: 'marketing' | 'analytics', granted: boolean }` → 201 `{ record }`,
 * or 200 `{ record }` (the latest one) when the choice is already that. Every consent and every
 * withdrawal is a new `consent_records` row: the caller's id (from the execution, never the body),
 * the purpose, the choice, the version of the text the caller was shown (the current one, from
 * @instamg/shared/domain/privacy/texts) and when. The table grants no client write, so this is the
 * only way a record is made; its rows are readable by their user and by admins.
 */

const publicRecord = (row: ConsentRecordsRow) => ({
  $id: row.$id,
  purpose: row.purpose,
  granted: row.granted,
  text_version: row.text_version,
  recorded_at: row.recorded_at,
});

async function setConsent(ctx: Context, userId: string, body: Record<string, unknown>) {
  const { purpose, granted } = body;
  if (!isConsentPurpose(purpose)) throw fail('invalid_input', 'purpose must be marketing or analytics.');
  if (typeof granted !== 'boolean') throw fail('invalid_input', 'granted must be true or false.');
  const tablesDB = new TablesDB(serverClient(ctx));
  const latest = await latestConsent(tablesDB, userId, purpose);
  if ((latest?.granted ?? false) === granted && latest) return ctx.res.json({ record: publicRecord(latest) });
  // Strictly after the latest record, so "the latest record decides" never meets a tie.
  const now = Date.now();
  const after = latest ? Date.parse(latest.recorded_at) + 1 : now;
  const record = await tablesDB.createRow<ConsentRecordsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.consentRecords,
    rowId: ID.unique(),
    permissions: [`read("user:${userId}")`],
    data: {
      user_id: userId,
      purpose,
      granted,
      text_version: CONSENT_TEXT_VERSIONS[purpose],
      recorded_at: new Date(Math.max(now, after)).toISOString(),
    },
  });
  return ctx.res.json({ record: publicRecord(record) }, 201);
}

export default async (ctx: Context) => {
  try {
    const userId = callerId(ctx);
    const body = parseBody(ctx.req.bodyText);
    if (body.action !== undefined && body.action !== 'set') throw fail('invalid_action', 'action must be set.');
    return await setConsent(ctx, userId, body);
  } catch (err) {
    return replyError(ctx, err, 'We could not save your choice. Please try again.');
  }
};

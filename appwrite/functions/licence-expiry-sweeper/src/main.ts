import { createHash } from 'node:crypto';
import { Query, TablesDB, type Models } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { expiringByDay, licenceAction, LICENCE_NOTICE_DAYS } from '@instamg/shared/domain/store-admin';
import { writeAudit } from '../../lib/runtime/audit.ts';
import { parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { replyError } from '../../lib/runtime/errors.ts';
import { executionNow } from '../../lib/orders/intake.ts';
import { emailUsers, storeOwnerIds } from '../../lib/runtime/mail.ts';
import { noticeStore } from '../../lib/stores/store-notices.ts';
import type { StoresRow } from '@instamg/shared/appwrite/rows';

/**
 * licence-expiry-sweeper (schedule: daily 00:30 UTC = 06:00 IST; execute: nobody — only the
 * schedule and the API key run it). Every store whose earliest drug licence expiry
 * (stores.licence_expires_on) is within 30 days:
 * - 30 days and 7 days before, one notice each in the store's inbox (once-only by its dedupe key,
 *   which names the expiry date: a renewed licence starts its own notices);
 * - once the expiry day has passed, a live store is suspended (`suspension: licence_expired`,
 *   is_active false: no new orders, not found by the locator), noticed and audited as `system`.
 *   A store an admin suspended, or not yet live, is left as it is.
 * An API-key execution may pass `{ now }` to drive the clock (tests).
 * → `{ checked, noticed, suspended }`.
 */

/** A once-only audit row id for one store's expiry (a repeated or concurrent sweep logs one). */
const expiryAuditId = (storeId: string, expiresOn: string) =>
  `lx${createHash('sha256').update(`${storeId}:${expiresOn}`).digest('hex').slice(0, 32)}`;

export default async (ctx: Context) => {
  try {
    const now = executionNow(ctx, parseBody(ctx.req.bodyText));
    const client = serverClient(ctx);
    const tablesDB = new TablesDB(client);
    const lastDay = expiringByDay(now, Math.max(...LICENCE_NOTICE_DAYS));
    const tally = { checked: 0, noticed: 0, suspended: 0 };
    let cursor: string | null = null;
    for (;;) {
      const page: Models.RowList<StoresRow> = await tablesDB.listRows<StoresRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.stores,
        queries: [
          Query.lessThanEqual('licence_expires_on', lastDay),
          Query.orderAsc('$id'),
          Query.limit(100),
          ...(cursor ? [Query.cursorAfter(cursor)] : []),
        ],
      });
      for (const store of page.rows) {
        tally.checked++;
        const expiresOn = store.licence_expires_on!;
        const action = licenceAction(expiresOn, now);
        if (!action) continue;
        if (action.kind === 'notice') {
          const left = action.daysLeft === 0 ? 'today' : `in ${action.daysLeft} day${action.daysLeft === 1 ? '' : 's'}`;
          const text = `Your drug licence expires ${left} (${expiresOn}). Send the renewed licence to the platform before then, or the pharmacy is suspended automatically.`;
          const created = await noticeStore(
            tablesDB,
            store,
            'licence_expiring',
            text,
            `${action.days}:${store.$id}:${expiresOn}`,
          );
          if (!created) continue;
          tally.noticed++;
          // The notice row is the once-only gate: its creator mails the owners.
          await emailUsers(
            client,
            await storeOwnerIds(tablesDB, store.$id),
            `${store.name}: drug licence expires ${left}`,
            `${store.name}\n\n${text}`,
            ctx.error,
          );
          continue;
        }
        // Expired: suspend a live store once (an admin's suspension or a store not yet live stays as it is).
        if (store.is_active === false || store.suspended_at) continue;
        const data = { is_active: false, suspended_at: now.toISOString(), suspension: 'licence_expired' };
        await tablesDB.updateRow({ databaseId: DATABASE_ID, tableId: TABLES.stores, rowId: store.$id, data });
        tally.suspended++;
        const text = `Your drug licence expired on ${expiresOn}, so the pharmacy was suspended and gets no new orders. Send the renewed licence to the platform to be reinstated.`;
        if (await noticeStore(tablesDB, store, 'store_suspended', text, `licence:${store.$id}:${expiresOn}`))
          await emailUsers(
            client,
            await storeOwnerIds(tablesDB, store.$id),
            `${store.name} is suspended: drug licence expired`,
            `${store.name}\n\n${text}`,
            ctx.error,
          );
        await writeAudit(tablesDB, {
          rowId: expiryAuditId(store.$id, expiresOn),
          actorId: 'system',
          actorRole: 'system',
          action: 'store_suspend',
          entityType: 'store',
          entityId: store.$id,
          before: { is_active: store.is_active, suspended_at: null, suspension: null },
          after: data,
          note: `Drug licence expired on ${expiresOn}`,
        });
      }
      if (page.rows.length < 100) break;
      cursor = page.rows.at(-1)!.$id;
    }
    return ctx.res.json(tally);
  } catch (err) {
    return replyError(ctx, err, 'The licence sweep failed.');
  }
};

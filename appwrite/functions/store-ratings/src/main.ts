import { Query, TablesDB, Users, type Client } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import {
  MODERATION_REASON_MIN,
  RATING_TEXT_MAX,
  firstNameOf,
  ratingEditableUntil,
  ratingRefusal,
  readRatingInput,
} from '@instamg/shared/domain/store-rating';
import { requireAdmin } from '../../lib/runtime/admin.ts';
import { writeAudit } from '../../lib/runtime/audit.ts';
import { loadCaller } from '../../lib/runtime/caller.ts';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { answerError, appwriteStatus, fail, replyError } from '../../lib/runtime/errors.ts';
import { refreshStoreAggregate } from '../../lib/stores/store-ratings.ts';
import {
  getOrNull,
  getOrder,
  getStore,
  ratingIdOf,
  ratingPermissions,
  ratingReply,
  storeReviewReply,
  type RatingRow,
} from './ratings.ts';

/**
 * store-ratings (execute: users). Real ratings (issue 33 §6, ADR 0015); the only writer of
 * store_ratings and of the store's figure (stores.rating, stores.reviews):
 * - `{ action: 'rate', order_id, store_rating, delivery_rating, text? }` → 201 `{ rating, store }`
 *   (200 when it changes the caller's rating of that order): the customer of a delivered order,
 *   within RATING_EDIT_DAYS of delivery; one rating per order (row id = order id). Another
 *   customer's or an unknown order 404 `order_not_found`; not delivered 409
 *   `rating_not_delivered`; past the window 409 `rating_window_closed`; bad stars or text 400
 *   `invalid_input`. A hidden rating stays hidden when its author edits it.
 * - `{ action: 'moderate', rating_id, visibility: 'hidden' | 'visible', reason }` → 200
 *   `{ rating, store }`: platform admins only (401 `admin_required`), a reason of at least
 *   MODERATION_REASON_MIN characters (400 `reason_required`), audited (`store_rating.hide` /
 *   `store_rating.show`); the store's figure is recomputed.
 * - `{ action: 'store_reviews', store_id }` → 200 `{ rating, reviews, items }`: a confirmed member
 *   of the store's team (or an admin) reads its visible ratings, newest 50, with the author's first
 *   name only; anyone else 403 `store_members_only`.
 * The store's figure is recomputed from the rows after every write (lib/stores/store-ratings.ts).
 */

const ACTIONS = ['rate', 'moderate', 'store_reviews'] as const;
type Action = (typeof ACTIONS)[number];

const ROW_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
const STORE_REVIEWS_SHOWN = 50;

function readId(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value !== 'string' || !ROW_ID.test(value)) throw fail('invalid_input', `${key} must be a row id.`);
  return value;
}

async function rate(client: Client, tablesDB: TablesDB, userId: string, body: Record<string, unknown>) {
  const orderId = readId(body, 'order_id');
  const input = readRatingInput(body);
  if (!input.ok) throw fail('invalid_input', input.error);
  const order = await getOrder(tablesDB, orderId);
  // Another customer's order is as unknown as a missing one.
  if (!order || order.customer_id !== userId) throw fail('order_not_found');
  const now = new Date();
  const refusal = ratingRefusal(order, now);
  if (refusal) throw fail(refusal);
  const deliveredAt = order.delivered_at!;
  const rowId = ratingIdOf(order.$id);
  const values = {
    store_rating: input.value.store_rating,
    delivery_rating: input.value.delivery_rating,
    text: input.value.text,
    rated_at: now.toISOString(),
  };
  const existing = await getOrNull<RatingRow>(tablesDB, TABLES.storeRatings, rowId);
  let row: RatingRow;
  let created = false;
  if (existing) {
    row = (await tablesDB.updateRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeRatings,
      rowId,
      data: values,
    })) as unknown as RatingRow;
  } else {
    const user = await new Users(client).get({ userId });
    try {
      row = (await tablesDB.createRow({
        databaseId: DATABASE_ID,
        tableId: TABLES.storeRatings,
        rowId,
        permissions: ratingPermissions(userId),
        data: {
          ...values,
          order_id: order.$id,
          order_number: order.order_number,
          store_id: order.store_id,
          customer_id: userId,
          author_first_name: firstNameOf(user.name),
          delivered_at: deliveredAt,
          editable_until: ratingEditableUntil(deliveredAt).toISOString(),
          visibility: 'visible',
        },
      })) as unknown as RatingRow;
      created = true;
    } catch (error) {
      // A second tap at the same moment: the first made the row, this one changes it.
      if (appwriteStatus(error) !== 409) throw error;
      row = (await tablesDB.updateRow({
        databaseId: DATABASE_ID,
        tableId: TABLES.storeRatings,
        rowId,
        data: values,
      })) as unknown as RatingRow;
    }
  }
  const store = await refreshStoreAggregate(tablesDB, order.store_id);
  return { status: created ? 201 : 200, reply: { rating: ratingReply(row), store } };
}

async function moderate(client: Client, tablesDB: TablesDB, actorId: string, body: Record<string, unknown>) {
  await requireAdmin(client, actorId);
  const ratingId = readId(body, 'rating_id');
  if (body.visibility !== 'hidden' && body.visibility !== 'visible')
    throw fail('invalid_input', 'visibility must be hidden or visible.');
  const reason = typeof body.reason === 'string' ? body.reason.trim().slice(0, RATING_TEXT_MAX) : '';
  if (reason.length < MODERATION_REASON_MIN)
    throw fail('reason_required', 'Say why the rating is hidden or shown again.');
  const before = await getOrNull<RatingRow>(tablesDB, TABLES.storeRatings, ratingId);
  if (!before) throw fail('rating_not_found');
  const row = (await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeRatings,
    rowId: ratingId,
    data: {
      visibility: body.visibility,
      moderation_reason: reason,
      moderated_by: actorId,
      moderated_at: new Date().toISOString(),
    },
  })) as unknown as RatingRow;
  await writeAudit(tablesDB, {
    actorId,
    actorRole: 'admin',
    action: body.visibility === 'hidden' ? 'store_rating.hide' : 'store_rating.show',
    entityType: 'store_rating',
    entityId: ratingId,
    before: { visibility: before.visibility, moderation_reason: before.moderation_reason },
    after: { visibility: row.visibility, moderation_reason: row.moderation_reason },
    note: reason,
  });
  const store = await refreshStoreAggregate(tablesDB, row.store_id);
  return { rating: { ...ratingReply(row), moderation_reason: row.moderation_reason }, store };
}

async function storeReviews(client: Client, tablesDB: TablesDB, userId: string, body: Record<string, unknown>) {
  const storeId = readId(body, 'store_id');
  const [caller, store] = await Promise.all([loadCaller(client, userId), getStore(tablesDB, storeId)]);
  if (!caller.isAdmin && (!store || !caller.teams.has(store.team_id))) throw fail('store_members_only');
  if (!store) throw fail('store_not_found');
  const rows = await tablesDB.listRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeRatings,
    queries: [
      Query.equal('store_id', storeId),
      Query.equal('visibility', 'visible'),
      Query.orderDesc('rated_at'),
      Query.limit(STORE_REVIEWS_SHOWN),
    ],
    total: false,
  });
  return {
    rating: store.rating ?? null,
    reviews: store.reviews ?? 0,
    items: (rows.rows as unknown as RatingRow[]).map(storeReviewReply),
  };
}

export default async (ctx: Context) => {
  if (ctx.req.method !== 'POST') return answerError(ctx.res, 'method_not_allowed', 'Use POST with { "action" }.');
  try {
    const userId = callerId(ctx);
    const body = parseBody(ctx.req.bodyText);
    if (!(ACTIONS as readonly unknown[]).includes(body.action))
      throw fail('invalid_action', `action must be one of: ${ACTIONS.join(', ')}.`);
    const client = serverClient(ctx);
    const tablesDB = new TablesDB(client);
    const action = body.action as Action;
    if (action === 'rate') {
      const { status, reply } = await rate(client, tablesDB, userId, body);
      return ctx.res.json(reply, status);
    }
    if (action === 'moderate') return ctx.res.json(await moderate(client, tablesDB, userId, body));
    return ctx.res.json(await storeReviews(client, tablesDB, userId, body));
  } catch (error) {
    return replyError(ctx, error, 'The rating could not be saved. Please try again.');
  }
};

import { Query } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { istDayRange, istToday, isDay } from '@instamg/shared/domain/india-time';
import { serviceLevel, serviceLevelByStore, type StoreServiceLevel } from '@instamg/shared/domain/rx-request';
import { fail } from '../../lib/runtime/errors.ts';
import { loadCaller } from '../../lib/runtime/caller.ts';
import { requireAdmin } from '../../lib/runtime/admin.ts';
import { listAll } from '../../lib/runtime/list-all.ts';
import type { RxRequestRow } from '../../lib/orders/rx-requests.ts';
import type { Io } from './request.ts';

const isId = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9._-]{1,36}$/.test(v);

/** The requests priced on one IST day (of the execution's clock unless `day` names one), at one store or all. */
async function pricedOn(io: Io, day: string, storeId: string | null): Promise<RxRequestRow[]> {
  const { start, end } = istDayRange(day);
  return listAll<RxRequestRow>(io.tablesDB, TABLES.rxRequests, [
    Query.greaterThanEqual('priced_at', start),
    Query.lessThan('priced_at', end),
    ...(storeId ? [Query.equal('store_id', storeId)] : []),
  ]);
}

function dayOf(io: Io, raw: unknown): string {
  if (raw === undefined || raw === null) return istToday(io.now);
  if (!isDay(raw)) throw fail('invalid_input', 'day must be a date (YYYY-MM-DD).');
  return raw;
}

/**
 * `service_level` (issue 36 §2): seconds from submission to a priced cart, p50/p90 of one IST day.
 * `{ store_id }` → `{ day, count, p50_s, p90_s }` for any member of that store's team (a figure,
 * never a request or an image); without `store_id` → `{ day, stores }` per store, admins only.
 */
export async function serviceLevelOf(
  io: Io,
  userId: string,
  body: Record<string, unknown>,
): Promise<{ day: string } & (ReturnType<typeof serviceLevel> | { stores: StoreServiceLevel[] })> {
  const day = dayOf(io, body.day);
  if (body.store_id === undefined) {
    await requireAdmin(io.client, userId);
    return { day, stores: serviceLevelByStore(await pricedOn(io, day, null)) };
  }
  if (!isId(body.store_id)) throw fail('invalid_input', 'store_id must be a store id.');
  const store = await io.tablesDB
    .getRow({ databaseId: DATABASE_ID, tableId: TABLES.stores, rowId: body.store_id })
    .catch(() => null);
  const team = (store as { team_id?: string | null } | null)?.team_id;
  const caller = await loadCaller(io.client, userId);
  if (!team || !caller.teams.has(team)) throw fail('not_allowed', 'You are not a member of this store.');
  return { day, ...serviceLevel(await pricedOn(io, day, body.store_id)) };
}

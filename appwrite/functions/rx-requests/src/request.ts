import type { Client, Storage, TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { appwriteStatus, fail } from '../../lib/runtime/errors.ts';
import type { RxRequestRow } from '../../lib/orders/rx-requests.ts';
import { readIntakeTimers } from '../../lib/orders/intake.ts';

/** What every action works with: the key's clients and the execution's clock. */
export interface Io {
  client: Client;
  tablesDB: TablesDB;
  storage: Storage;
  now: Date;
}

/** The request a body names, or 404. */
export async function getRequest(tablesDB: TablesDB, id: unknown): Promise<RxRequestRow> {
  if (typeof id !== 'string' || !/^[A-Za-z0-9._-]{1,36}$/.test(id)) throw fail('rx_request_not_found');
  try {
    return (await tablesDB.getRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.rxRequests,
      rowId: id,
    })) as unknown as RxRequestRow;
  } catch (err) {
    if (appwriteStatus(err) === 404) throw fail('rx_request_not_found');
    throw err;
  }
}

/** The same accept window as an order's (issue 15's setting). */
export async function acceptWindowMinutes(tablesDB: TablesDB): Promise<number> {
  return (await readIntakeTimers(tablesDB)).acceptWindowMinutes;
}

// Platform settings and rates for the admin: read with the admin's session (settings are public,
// rates admin-only), changed only through the admin-settings function (validated, audited).
import { Query } from 'appwrite';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import { PLATFORM_SETTINGS, type RateKind, type RateRow } from '@instamg/shared/domain/platform-settings';

/** Key → current value of every platform setting that has a row. */
export async function fetchSettingValues(): Promise<Record<string, string>> {
  const page = await getAppwrite().tablesDB.listRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.settings,
    queries: [
      Query.equal(
        'key',
        PLATFORM_SETTINGS.map((s) => s.key),
      ),
      Query.limit(100),
    ],
    total: false,
  });
  return Object.fromEntries(page.rows.map((row) => [String(row.key), String(row.value)]));
}

export async function saveSetting(key: string, value: string): Promise<{ key: string; value: string }> {
  return (
    await callFunction<{ setting: { key: string; value: string } }>(FUNCTIONS.adminSettings, {
      action: 'set_setting',
      key,
      value,
    })
  ).setting;
}

/** Every rate, newest first. */
export async function fetchRates(): Promise<RateRow[]> {
  const page = await getAppwrite().tablesDB.listRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.rates,
    queries: [Query.orderDesc('effective_from'), Query.limit(500)],
    total: false,
  });
  return page.rows as unknown as RateRow[];
}

export async function addRate(input: {
  kind: RateKind;
  percent: string;
  effective_from: string;
  note: string;
}): Promise<void> {
  await callFunction(FUNCTIONS.adminSettings, { action: 'add_rate', ...input });
}

export async function removeRate(rateId: string): Promise<void> {
  await callFunction(FUNCTIONS.adminSettings, { action: 'remove_rate', rate_id: rateId });
}

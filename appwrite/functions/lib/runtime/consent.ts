import { Query, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { ConsentRecordsRow } from '@instamg/shared/appwrite/rows';
import type { ConsentPurpose } from '@instamg/shared/domain/privacy/texts';

/**
 * The one check every marketing send goes through (issue 39 §1, DPDP Act 2023 s. 6): a message
 * that is not about an order or an alert the user asked for (offers, newsletters, "we miss you")
 * goes only to users whose latest `consent_records` row for `marketing` grants it. No row means no
 * consent: consent is off by default. Service messages (order updates, sign-in codes, the
 * "Notify me" stock alert the user asked for, a breach notice) do not need it.
 */
export async function latestConsent(
  tablesDB: TablesDB,
  userId: string,
  purpose: ConsentPurpose,
): Promise<ConsentRecordsRow | null> {
  const { rows } = await tablesDB.listRows<ConsentRecordsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.consentRecords,
    queries: [
      Query.equal('user_id', userId),
      Query.equal('purpose', purpose),
      Query.orderDesc('recorded_at'),
      Query.limit(1),
    ],
    total: false,
  });
  return rows[0] ?? null;
}

/** True only when the user's latest marketing consent record grants it. */
export async function mayMarketTo(tablesDB: TablesDB, userId: string): Promise<boolean> {
  return (await latestConsent(tablesDB, userId, 'marketing'))?.granted === true;
}

/** The users of `userIds` a marketing message may go to (order kept, duplicates dropped). */
export async function marketingAudience(tablesDB: TablesDB, userIds: readonly string[]): Promise<string[]> {
  const unique = [...new Set(userIds)];
  const allowed = await Promise.all(unique.map((id) => mayMarketTo(tablesDB, id)));
  return unique.filter((_, i) => allowed[i]);
}

// The SMS codes of phone-sign-in: one row per number in phone_sign_in_codes (key-only table, no
// permissions), holding the hash of the live code, its challenge id, the wrong tries and a send
// counter per hour. Pure helpers first, then the row I/O.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ID, Query, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { PhoneSignInCodesRow, RowMeta } from '@instamg/shared/appwrite/rows';

/** A code lives 10 minutes; 3 wrong tries end it; a number gets at most 5 codes an hour. */
export const CODE_TTL_SECONDS = 600;
export const MAX_WRONG_TRIES = 3;
export const MAX_SENDS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

/** The Indian mobile numbers the shell accepts, in E.164 (+91 and 10 digits from 6–9). */
export const INDIAN_MOBILE_E164 = /^\+91[6-9]\d{9}$/;

export type CodeRow = PhoneSignInCodesRow & RowMeta;

export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The row id of a number: one row per number, so a new send replaces the live code. */
export const rowIdOf = (phone: string): string => `p${createHash('sha256').update(phone).digest('hex').slice(0, 35)}`;

export const codeHash = (challengeId: string, code: string): string =>
  createHash('sha256').update(`${challengeId}:${code}`).digest('hex');

export function codeMatches(row: Pick<CodeRow, 'challenge_id' | 'code_hash'>, code: string): boolean {
  const given = Buffer.from(codeHash(row.challenge_id, code), 'hex');
  const kept = Buffer.from(row.code_hash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** Whether another SMS may go to this number now, and the counter the row keeps afterwards. */
export function sendWindow(
  row: Pick<CodeRow, 'sends' | 'window_started_at'> | null,
  now: Date,
): { allowed: boolean; sends: number; windowStartedAt: string } {
  const started = row ? Date.parse(row.window_started_at) : NaN;
  if (!row || !(now.getTime() - started < HOUR_MS))
    return { allowed: true, sends: 1, windowStartedAt: now.toISOString() };
  const sends = row.sends ?? 0;
  if (sends >= MAX_SENDS_PER_HOUR) return { allowed: false, sends, windowStartedAt: row.window_started_at };
  return { allowed: true, sends: sends + 1, windowStartedAt: row.window_started_at };
}

const where = { databaseId: DATABASE_ID, tableId: TABLES.phoneSignInCodes };

export async function getCodeRow(tablesDB: TablesDB, phone: string): Promise<CodeRow | null> {
  try {
    return (await tablesDB.getRow({ ...where, rowId: rowIdOf(phone) })) as unknown as CodeRow;
  } catch (error) {
    if ((error as { code?: number }).code === 404) return null;
    throw error;
  }
}

export async function findByChallenge(tablesDB: TablesDB, challengeId: string): Promise<CodeRow | null> {
  const { rows } = await tablesDB.listRows({
    ...where,
    queries: [Query.equal('challenge_id', challengeId), Query.limit(1)],
  });
  return (rows[0] as unknown as CodeRow | undefined) ?? null;
}

/** Writes the number's row with a new live code (a new challenge id; wrong tries back to 0). */
export async function putCode(
  tablesDB: TablesDB,
  input: { phone: string; code: string; sends: number; windowStartedAt: string; freshUserId: string | null; now: Date },
): Promise<string> {
  const challengeId = ID.unique();
  const data = {
    phone: input.phone,
    challenge_id: challengeId,
    code_hash: codeHash(challengeId, input.code),
    expires_at: new Date(input.now.getTime() + CODE_TTL_SECONDS * 1000).toISOString(),
    tries: 0,
    sends: input.sends,
    window_started_at: input.windowStartedAt,
    fresh_user_id: input.freshUserId,
  };
  await tablesDB.upsertRow({ ...where, rowId: rowIdOf(input.phone), data, permissions: [] });
  return challengeId;
}

/**
 * Counts a try before the code is compared (the bounded increment is refused past the limit), so
 * parallel guesses cannot all be weighed: at most MAX_WRONG_TRIES tries per code, ever.
 */
export async function countTry(tablesDB: TablesDB, row: CodeRow): Promise<boolean> {
  try {
    await tablesDB.incrementRowColumn({ ...where, rowId: row.$id, column: 'tries', value: 1, max: MAX_WRONG_TRIES });
    return true;
  } catch (error) {
    // Past `max` Appwrite answers column_limit_exceeded (400); a claimed or replaced code is gone (404).
    const { code, type } = (error ?? {}) as { code?: number; type?: string };
    if (code === 404 || /_limit_exceeded$/.test(type ?? '')) return false;
    throw error;
  }
}

/** Ends the live code; only the caller whose delete succeeds may use it (single use under concurrency). */
export async function claimCode(tablesDB: TablesDB, row: CodeRow): Promise<boolean> {
  try {
    await tablesDB.deleteRow({ ...where, rowId: row.$id });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 404) return false;
    throw error;
  }
}

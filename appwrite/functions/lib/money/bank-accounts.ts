import { AppwriteException, Permission, Role, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { bankNameOf, maskAccountNumber } from '@instamg/shared/domain/partner/bank';
import type { StoreBankAccountsRow } from '@instamg/shared/appwrite/rows';

/**
 * A store's payout account (issue 17, issue 18 §7–8), in two tables so that Appwrite's row
 * permissions (it has no column permissions) keep the full number from the store's own team:
 * - `store_bank_accounts` (table `read("label:admin")`, rows without permissions): the full
 *   account number, for platform admins and functions (payouts). The account in force has the
 *   store's id as row id (`request_id` null); a store's pending change request keeps its new
 *   account in a row whose id is the request's (`request_id` set) until an admin decides.
 * - `store_bank_details` (row id = store id): the masked projection, readable by the store team's
 *   `owner` and `admin` roles only (not manager, staff or pharmacist) and admins.
 * Only functions write either (store-onboarding on approval, store-admin on an approved change,
 * the seed).
 */

export interface BankAccountInput {
  storeId: string;
  teamId: string;
  holder: string;
  accountNumber: string;
  ifsc: string;
  chequeDocumentId: string | null;
  verified: boolean;
  now: Date;
}

export type BankAccountRow = StoreBankAccountsRow;

/** The columns both tables share (the masked projection). */
export function maskedBankColumns(input: Pick<BankAccountInput, 'holder' | 'accountNumber' | 'ifsc'>) {
  return {
    account_holder: input.holder,
    account_masked: maskAccountNumber(input.accountNumber),
    account_last4: input.accountNumber.slice(-4),
    ifsc: input.ifsc,
    bank_name: bankNameOf(input.ifsc),
  };
}

/** Row permissions of a store's masked bank row: the team's owner and admin roles. */
export const bankDetailsPermissions = (teamId: string): string[] => [
  Permission.read(Role.team(teamId, 'owner')),
  Permission.read(Role.team(teamId, 'admin')),
];

const isStatus = (error: unknown, code: number) => error instanceof AppwriteException && error.code === code;

/** Creates the row, or updates it when it is there already (a repeated or concurrent run). */
async function putRow(
  tablesDB: TablesDB,
  tableId: string,
  rowId: string,
  data: Record<string, unknown>,
  permissions: string[],
): Promise<void> {
  try {
    await tablesDB.createRow({ databaseId: DATABASE_ID, tableId, rowId, data, permissions });
  } catch (error) {
    if (!isStatus(error, 409)) throw error;
    await tablesDB.updateRow({ databaseId: DATABASE_ID, tableId, rowId, data, permissions });
  }
}

/** The full row of a new account, for the account in force (`requestId` null) or a pending request. */
export function bankAccountData(input: BankAccountInput, requestId: string | null): Record<string, unknown> {
  return {
    store_id: input.storeId,
    request_id: requestId,
    ...maskedBankColumns(input),
    account_number: input.accountNumber,
    cheque_document_id: input.chequeDocumentId,
    verified: input.verified,
    updated_at: input.now.toISOString(),
  };
}

/** Writes the store's account in force: the full row and its masked projection (idempotent). */
export async function writeBankAccount(tablesDB: TablesDB, input: BankAccountInput): Promise<void> {
  await putRow(tablesDB, TABLES.storeBankAccounts, input.storeId, bankAccountData(input, null), []);
  await putRow(
    tablesDB,
    TABLES.storeBankDetails,
    input.storeId,
    {
      store_id: input.storeId,
      ...maskedBankColumns(input),
      verified: input.verified,
      updated_at: input.now.toISOString(),
    },
    bankDetailsPermissions(input.teamId),
  );
}

/** The account row by id (the store's id for the account in force, a request's id for a pending one); null if none. */
export async function readBankAccount(tablesDB: TablesDB, rowId: string): Promise<BankAccountRow | null> {
  try {
    return (await tablesDB.getRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeBankAccounts,
      rowId,
    })) as unknown as BankAccountRow;
  } catch (error) {
    if (isStatus(error, 404)) return null;
    throw error;
  }
}

/** What the audit log keeps of an account: never the full number. */
export function auditBank(row: Pick<BankAccountRow, 'account_holder' | 'account_masked' | 'ifsc'> | null) {
  return row ? { account_holder: row.account_holder, account_masked: row.account_masked, ifsc: row.ifsc } : null;
}

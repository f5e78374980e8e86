import { AppwriteException, Permission, Role, type TablesDB } from 'node-appwrite';
import {
  awaitsRefundBankDetails,
  maskRefundBank,
  readRefundBankDetails,
  refundBankErrors,
} from '@instamg/shared/domain/refund-bank';
import { fail } from '../../../lib/runtime/errors.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { requireStatus, type OrderActionHandler } from './action.ts';

/** Creates the row, or replaces it when the customer gives the details again. */
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
    if (!(error instanceof AppwriteException && error.code === 409)) throw error;
    await tablesDB.updateRow({ databaseId: DATABASE_ID, tableId, rowId, data, permissions });
  }
}

/**
 * The customer gives the account a cash-on-delivery refund is paid to (SPEC §9; issue 22 §6), as
 * `bank_details: { account_holder, account_number, account_number_confirm, ifsc }`. Two rows, row
 * id = the order id, so that Appwrite's row permissions keep the full number from everyone but
 * admins (as store_bank_accounts / store_bank_details do for a store's payout account):
 * - `refund_bank_accounts`: the full number, no row permissions (table `read("label:admin")`), for
 *   the admin who pays it ("Mark bank transfer paid");
 * - `refund_bank_details`: holder, last four digits and IFSC, readable by the order's customer.
 * Giving them again replaces both until the refund is marked paid (refund_status `refunded`).
 */
export const submitRefundBankDetails: OrderActionHandler = {
  forbidden: 'Only the customer who placed the order can give bank details for its refund.',
  plan(order, { role }) {
    requireStatus('submit_refund_bank_details', order, role, 'take bank details for a refund');
    if (!awaitsRefundBankDetails(order))
      throw fail('not_cod', 'Bank details are only asked for a cash-on-delivery refund that has not been paid yet.');
    return { to: order.status, role, data: {}, releaseStock: false, eventType: 'refund_bank_details' };
  },
  async before({ tablesDB, order, body }, _plan, { now }) {
    const read = readRefundBankDetails(body.bank_details);
    if (!read.ok) throw fail('invalid_input', read.message);
    const errors = Object.values(refundBankErrors(read.values));
    if (errors.length > 0) throw fail('invalid_input', errors.join('. '));
    const { account_holder, account_number, ifsc } = read.values;
    const masked = { order_id: order.$id, ...maskRefundBank({ account_holder, account_number, ifsc }) };
    const submitted_at = now.toISOString();
    await putRow(
      tablesDB,
      TABLES.refundBankAccounts,
      order.$id,
      { ...masked, customer_id: order.customer_id, account_number, submitted_at },
      [],
    );
    await putRow(tablesDB, TABLES.refundBankDetails, order.$id, { ...masked, submitted_at }, [
      Permission.read(Role.user(order.customer_id)),
    ]);
    // The timeline is read by the store's team too: no digits of the account in it.
    return { eventNote: 'Bank details for the cash-on-delivery refund given by the customer' };
  },
};

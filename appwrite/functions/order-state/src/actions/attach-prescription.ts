import { fail } from '../../../lib/runtime/errors.ts';
import { BUCKETS, DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import {
  assertPrescriptionFileIntact,
  sharePrescriptionWithStore,
  takeOverPrescriptionFile,
  type PrescriptionRow,
} from '../../../lib/orders/prescription-access.ts';
import { teamReadsOrder } from '../../../lib/orders/rows.ts';
import { assertPrescriptionCurrent, prescriptionValidityMonths } from '../../../lib/orders/prescriptions.ts';
import { FILE_ID, requireStatus, type OrderActionHandler } from './action.ts';

/**
 * The customer gives an order that needs a prescription one of their prescriptions (a first one,
 * or a new one after the pharmacist rejected the last) while it is not yet being prepared.
 */
export const attachPrescription: OrderActionHandler = {
  forbidden: 'Only the customer can attach a prescription to this order.',
  async load({ tablesDB, body }) {
    const raw = body.prescription_id;
    if (typeof raw !== 'string' || !FILE_ID.test(raw))
      throw fail('invalid_input', 'prescription_id must be the id of one of your prescriptions.');
    const prescription = await tablesDB
      .getRow<PrescriptionRow>({ databaseId: DATABASE_ID, tableId: TABLES.prescriptions, rowId: raw })
      .catch((err: { code?: number }) => {
        if (err.code === 404) return null;
        throw err;
      });
    return { prescription };
  },
  plan(order, { actor, role, prescription: p }) {
    if (order.rx_status === 'not_required') throw fail('prescription_not_needed');
    if (order.prescription_id && order.rx_status !== 'rejected') throw fail('prescription_already_attached');
    requireStatus('attach_prescription', order, role, 'given a new prescription');
    // Someone else's prescription does not exist for the caller.
    if (!p || p.user_id !== actor.id) throw fail('prescription_not_found');
    if (p.$id === order.prescription_id)
      throw fail(
        'prescription_rejected',
        'The pharmacist rejected this prescription for this order. Please upload a new one.',
      );
    if (p.status === 'rejected') throw fail('prescription_rejected');
    return {
      to: order.status,
      role,
      releaseStock: false,
      eventType: 'prescription_attached',
      // Always a new verification at this store for this order, even for a prescription verified before (issue 14 §6).
      data: {
        prescription_id: p.$id,
        rx_status: 'pending',
        rx_reason: null,
        rx_verified_by: null,
        rx_verified_at: null,
        rx_verification_id: null,
      },
    };
  },
  async before({ storage, tablesDB }, _plan, input) {
    // load read the whole row; the plan needed only part of it.
    const prescription = input.prescription as PrescriptionRow;
    assertPrescriptionCurrent(prescription, await prescriptionValidityMonths(tablesDB), input.now);
    const prescriptionFile = await storage
      .getFile({ bucketId: BUCKETS.prescriptions, fileId: prescription.file_id })
      .catch(() => {
        throw fail('prescription_not_found', 'That prescription file was not found. Please upload it again.');
      });
    await assertPrescriptionFileIntact(storage, prescription, prescriptionFile);
    return { prescription, prescriptionFile };
  },
  async after({ tablesDB, storage, order }, _plan, staged) {
    // The store's team reads an order (and so its prescription) only once it is paid, or from
    // placement for cash on delivery (issue 32): on an unpaid prepaid order the image only becomes
    // the platform's now (no swapping it while the order waits), and the payment webhook's
    // grantTeamRead shares the order's prescription when the payment arrives — as place-order does.
    if (teamReadsOrder(order))
      await sharePrescriptionWithStore(tablesDB, storage, staged.prescription!, staged.prescriptionFile!, order);
    else await takeOverPrescriptionFile(storage, staged.prescriptionFile!);
    return staged;
  },
};

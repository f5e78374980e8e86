import type { OrderAction } from '@instamg/shared/domain/order';
import { ID, Query, type Models } from 'node-appwrite';
import { fail } from '../../../lib/runtime/errors.ts';
import { BUCKETS, DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { readPermissions } from '../../../lib/orders/rows.ts';
import { assertPrescriptionFileIntact, type PrescriptionRow } from '../../../lib/orders/prescription-access.ts';
import { assertPrescriptionCurrent, prescriptionValidityMonths, rxLinesOf } from '../../../lib/orders/prescriptions.ts';
import { checklistComplete, parseRxRecord, type RxRecord } from '@instamg/shared/domain/rx-review';
import { closeReview } from './open-prescription-review.ts';
import {
  requireStatus,
  type ActionIO,
  type OrderActionHandler,
  type Plan,
  type PlannedOrder,
  type PlanInput,
} from './action.ts';

/**
 * verify_prescription and reject_prescription: only a registered pharmacist of the order's store
 * decides (team role `pharmacist` and an active store_pharmacists row; run-action.ts works that
 * out), with a reason to reject. The decision is a prescription_verifications row bound to this
 * order, its store and its Rx lines, naming the pharmacist, their council and registration number
 * (issue 14 §6; Drugs Rules, Rule 65). It never carries over to another order.
 *
 * A verification must carry the pharmacist's checklist (`checklist`: every item of RX_CHECKLIST
 * ticked, else 400 `checklist_incomplete`) and what they copied from the prescription (`record`:
 * patient, prescriber's name, registration number and address, else 400 `invalid_input`; the
 * Schedule H1 register reads it from the verification row; shared/src/domain/rx-review.ts).
 */
export function reviewPrescription(
  action: Extract<OrderAction, 'verify_prescription' | 'reject_prescription'>,
): OrderActionHandler {
  const verify = action === 'verify_prescription';
  return {
    forbidden: 'Only a registered pharmacist of this store can verify prescriptions.',
    plan(order: PlannedOrder, { actor, role, reason: given, now }: PlanInput): Plan {
      if (!order.prescription_id || order.rx_status === 'not_required') throw fail('no_prescription');
      requireStatus(action, order, role, 'have its prescription reviewed');
      const reason = given?.trim() ?? '';
      if (!verify && reason.length < 3)
        throw fail('reason_required', 'Give the customer a reason for rejecting the prescription.');
      return {
        to: order.status,
        role,
        releaseStock: false,
        eventType: verify ? 'prescription_verified' : 'prescription_rejected',
        data: {
          rx_status: verify ? 'verified' : 'rejected',
          rx_reason: verify ? null : reason,
          rx_verified_by: actor.id,
          rx_verified_at: now.toISOString(),
          // The decision ends the pause of the accept countdown (issue 15).
          ...closeReview(order, now),
        },
      };
    },
    // A prescription past its validity cannot be verified, even for an order placed while it was valid.
    // Nor one whose file is not the one submitted (replaced, or deleted and re-created; issue 32).
    async before({ tablesDB, storage, order, body }, _plan, { now }) {
      const record = verify ? recordOf(body) : null;
      const prescription = await tablesDB.getRow<PrescriptionRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.prescriptions,
        rowId: order.prescription_id!,
      });
      if (verify) {
        assertPrescriptionCurrent(prescription, await prescriptionValidityMonths(tablesDB), now);
        const file = await storage
          .getFile({ bucketId: BUCKETS.prescriptions, fileId: prescription.file_id })
          .catch(() => {
            throw fail('prescription_not_found', 'That prescription file was not found. Please upload it again.');
          });
        await assertPrescriptionFileIntact(storage, prescription, file);
      }
      return { prescription, ...(record ? { rxRecord: record } : {}) };
    },
    async after(io, plan, staged) {
      const verification = await recordVerification(io, plan, staged.rxRecord ?? null);
      // The prescription row carries the last decision too (the customer's prescriptions page reads
      // it), with the pharmacist's registration as the verification recorded it (the admins' list).
      await io.tablesDB.updateRow({
        databaseId: DATABASE_ID,
        tableId: TABLES.prescriptions,
        rowId: io.order.prescription_id!,
        data: {
          status: plan.data.rx_status,
          reason: plan.data.rx_reason ?? null,
          verified_by: io.userId,
          verified_at: plan.data.rx_verified_at,
          pharmacist_name: verification.pharmacist_name,
          pharmacy_council: verification.pharmacy_council,
          registration_number: verification.registration_number,
        },
      });
      return { ...staged, orderData: { rx_verification_id: verification.$id } };
    },
  };
}

/** The verification row: this order, its store, its Rx lines (product, strength, quantity) and who decided. */
async function recordVerification(
  { tablesDB, order, registration, userId }: ActionIO,
  plan: Plan,
  record: RxRecord | null,
): Promise<Models.DefaultRow> {
  if (!registration) throw new Error('A prescription review without the pharmacist’s registration');
  const items = (
    await tablesDB.listRows<Models.DefaultRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.orderItems,
      queries: [Query.equal('order_id', order.$id), Query.limit(500)],
    })
  ).rows as unknown as { product_id: string; product_name: string; rx_required: boolean; quantity: number }[];
  const productIds = [...new Set(items.filter((i) => i.rx_required).map((i) => i.product_id))];
  const products = productIds.length
    ? (
        await tablesDB.listRows<Models.DefaultRow>({
          databaseId: DATABASE_ID,
          tableId: TABLES.products,
          queries: [Query.equal('$id', productIds), Query.limit(productIds.length)],
        })
      ).rows
    : [];
  const strengths = new Map(products.map((p) => [p.$id, (p.strength as string | null | undefined) ?? null]));
  return tablesDB.createRow<Models.DefaultRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.prescriptionVerifications,
    rowId: ID.unique(),
    permissions: readPermissions(order.customer_id, order.store_team_id),
    data: {
      order_id: order.$id,
      store_id: order.store_id,
      prescription_id: order.prescription_id,
      decision: plan.data.rx_status,
      lines: JSON.stringify(rxLinesOf(items, strengths)),
      pharmacist_user_id: userId,
      pharmacist_name: registration.name,
      pharmacy_council: registration.pharmacy_council,
      registration_number: registration.registration_number,
      verified_at: plan.data.rx_verified_at,
      reason: plan.data.rx_reason ?? null,
      ...(record ?? {}),
    },
  });
}

/**
 * The checklist and record a verification must carry (security round 3, issue 32): every item
 * ticked, else 400 `checklist_incomplete`; the record (patient, prescriber's name and registration,
 * address) complete, else 400 `invalid_input`. A direct API call is held to what the panel asks, so
 * the Schedule H1 register never shows "—" for a new verification.
 */
function recordOf(body: Record<string, unknown>): RxRecord {
  const { checklist, record } = body;
  if (typeof checklist !== 'object' || checklist === null || !checklistComplete(checklist as Record<string, unknown>))
    throw fail('checklist_incomplete');
  if (typeof record !== 'object' || record === null)
    throw fail(
      'invalid_input',
      'record must be { patient_name, prescriber_name, prescriber_registration, prescriber_address }.',
    );
  const parsed = parseRxRecord(record as Record<string, unknown>);
  if ('error' in parsed) throw fail('invalid_input', parsed.error);
  return parsed;
}

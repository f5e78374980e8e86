// /admin/prescriptions reads with the admin's session: prescriptions, prescription_verifications,
// orders and store_pharmacists grant label:admin read; the prescriptions bucket too (issue 19 §5).
// The one write, a pharmacist's registration confirmed or revoked, goes through admin-moderation.
import { Query } from 'appwrite';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { BUCKETS, DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import type {
  PrescriptionVerificationsRow,
  PrescriptionsRow,
  RowMeta,
  StoreApplicationsRow,
  StorePharmacistsRow,
} from '@instamg/shared/appwrite/rows';

export type PrescriptionRow = RowMeta &
  Pick<
    PrescriptionsRow,
    | 'user_id'
    | 'file_id'
    | 'file_name'
    | 'note'
    | 'status'
    | 'reason'
    | 'verified_by'
    | 'verified_at'
    | 'store_id'
    | 'order_id'
    | 'issued_on'
    | 'file_sha256'
    | 'duplicate_count'
    | 'pharmacist_name'
    | 'pharmacy_council'
    | 'registration_number'
  >;

export type VerificationRow = RowMeta &
  Pick<
    PrescriptionVerificationsRow,
    | 'order_id'
    | 'store_id'
    | 'decision'
    | 'pharmacist_name'
    | 'pharmacy_council'
    | 'registration_number'
    | 'verified_at'
    | 'reason'
  >;

export type PharmacistRow = RowMeta &
  Pick<
    StorePharmacistsRow,
    | 'user_id'
    | 'store_id'
    | 'name'
    | 'pharmacy_council'
    | 'registration_number'
    | 'confirmed_by'
    | 'confirmed_at'
    | 'is_active'
  >;

const tables = () => getAppwrite().tablesDB;

/** Every decision on this prescription, at every store and order it went to, newest first. */
export async function fetchVerifications(prescriptionId: string): Promise<VerificationRow[]> {
  const { rows } = await tables().listRows<VerificationRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.prescriptionVerifications,
    queries: [Query.equal('prescription_id', prescriptionId), Query.orderDesc('verified_at'), Query.limit(25)],
  });
  return rows;
}

export interface DuplicateUpload {
  prescription: PrescriptionRow;
  /** The orders that used that upload (orders.prescription_id). */
  orders: { $id: string; order_number: string | null; status: string }[];
}

/** The other uploads of the same file (same SHA-256) and the orders each was used on. */
export async function fetchDuplicates(prescription: PrescriptionRow): Promise<DuplicateUpload[]> {
  if (!prescription.file_sha256) return [];
  const all = await tables().listRows<PrescriptionRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.prescriptions,
    queries: [Query.equal('file_sha256', prescription.file_sha256), Query.orderDesc('$createdAt'), Query.limit(26)],
  });
  const rows = all.rows.filter((row) => row.$id !== prescription.$id).slice(0, 25);
  if (rows.length === 0) return [];
  const orders = await tables().listRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.orders,
    queries: [
      Query.equal(
        'prescription_id',
        rows.map((row) => row.$id),
      ),
      Query.select(['$id', 'order_number', 'status', 'prescription_id']),
      Query.limit(100),
    ],
  });
  return rows.map((row) => ({
    prescription: row,
    orders: orders.rows
      .filter((order) => order.prescription_id === row.$id)
      .map((order) => ({
        $id: order.$id,
        order_number: (order.order_number as string | null) ?? null,
        status: String(order.status),
      })),
  }));
}

/**
 * The prescription file as an object URL for <img> / <iframe>, its bytes read with the session
 * (on another site than the backend the session travels in a header, so a plain view URL would
 * not be signed in). The caller revokes the URL.
 */
/**
 * The registration certificate beside a registration: the store's partner application (its row
 * id is the store's id) holds one when the applicant is this pharmacist. null when there is none.
 */
export async function fetchCertificateUrl(registration: PharmacistRow): Promise<string | null> {
  let application: StoreApplicationsRow;
  try {
    application = await tables().getRow<StoreApplicationsRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeApplications,
      rowId: registration.store_id,
    });
  } catch (error) {
    if ((error as { code?: number }).code === 404) return null;
    throw error;
  }
  const fileId = application.pharmacist_certificate_id;
  if (application.applicant_id !== registration.user_id || typeof fileId !== 'string' || !fileId) return null;
  return getAppwrite().storage.getFileView({ bucketId: BUCKETS.storeDocuments, fileId });
}

/** Confirms (active again, confirmed by this admin now) or revokes (with a reason) a registration. */
export async function setPharmacistActive(
  registrationId: string,
  active: boolean,
  text: string,
): Promise<PharmacistRow> {
  const body = active
    ? { action: 'confirm_pharmacist', pharmacist_id: registrationId, ...(text.trim() ? { note: text.trim() } : {}) }
    : { action: 'revoke_pharmacist', pharmacist_id: registrationId, reason: text.trim() };
  return (await callFunction<{ pharmacist: PharmacistRow }>(FUNCTIONS.adminModeration, body)).pharmacist;
}

import { ID, Storage, type Models, type TablesDB } from 'node-appwrite';
import { serverClient, type Context } from '../../../lib/runtime/context.ts';
import { appwriteStatus, fail } from '../../../lib/runtime/errors.ts';
import { BUCKETS, DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import {
  earlierUploadsOf,
  markEarlierDuplicates,
  parseIssueDate,
  prescriptionFileSha256,
  prescriptionValidityMonths,
} from '../../../lib/orders/prescriptions.ts';
import { takeOverPrescriptionFile } from '../../../lib/orders/prescription-access.ts';
import { FILE_ID, optionalText } from './action.ts';

/**
 * `{ action: 'submit_prescription', file_id, issued_on, note? }` → 201 `{ prescription }`: registers an
 * uploaded file of the `prescriptions` bucket as pending verification (only here, so a customer
 * can never create a row that says "verified"). `issued_on` (YYYY-MM-DD) is the date on the
 * prescription: it must not be in the future or past settings.prescription_validity_months; the
 * pharmacist checks it against the image. Not an order action: no order yet.
 *
 * The function hashes the file's bytes itself (SHA-256, `file_sha256`) and counts the other
 * uploads of the same file (`duplicate_count`, on the new row and each earlier one): the admins'
 * duplicate flag (issue 19 §5). Nothing the browser sends goes into either. The file becomes
 * platform-owned first (read for the customer, no update or delete; issue 32).
 */
export async function submitPrescription(
  ctx: Context,
  tablesDB: TablesDB,
  userId: string,
  body: Record<string, unknown>,
): Promise<unknown> {
  const fileId = body.file_id;
  if (typeof fileId !== 'string' || !FILE_ID.test(fileId))
    throw fail('invalid_input', 'file_id must be the id of an uploaded prescription.');
  const issuedOn = parseIssueDate(body.issued_on, await prescriptionValidityMonths(tablesDB), new Date());
  const storage = new Storage(serverClient(ctx));
  let file: Models.File;
  try {
    file = await storage.getFile({ bucketId: BUCKETS.prescriptions, fileId });
  } catch {
    throw fail('file_not_found');
  }
  // Only the uploader's own file (the web SDK gives the uploader read permission).
  if (!file.$permissions.includes(`read("user:${userId}")`)) throw fail('file_not_found');
  // Platform-owned from here (issue 32): the customer keeps read only, so the file hashed below is
  // the one the pharmacy will see (no replacing or deleting and re-creating it under this id).
  // Taken over before hashing: whatever is stored under the id from now on is what is hashed.
  await takeOverPrescriptionFile(storage, file);
  const sha256 = await prescriptionFileSha256(storage, fileId);
  const earlier = await earlierUploadsOf(tablesDB, sha256);
  try {
    const prescription = await tablesDB.createRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.prescriptions,
      rowId: ID.unique(),
      permissions: [`read("user:${userId}")`],
      data: {
        user_id: userId,
        file_id: fileId,
        file_name: file.name.slice(0, 255),
        note: optionalText(body, 'note', 512),
        status: 'pending',
        issued_on: issuedOn,
        file_sha256: sha256,
        duplicate_count: earlier.length,
      },
    });
    await markEarlierDuplicates(tablesDB, earlier);
    return ctx.res.json({ prescription }, 201);
  } catch (err) {
    if (appwriteStatus(err) === 409) throw fail('already_submitted');
    throw err;
  }
}

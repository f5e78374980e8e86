// An application for the admin: its row (admins read the table), its documents (shared with
// admins when the applicant saved them) and the reviewer's decisions through store-onboarding.
import type { Models } from 'appwrite';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { BUCKETS, DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import { applicationFromRow, type ApplicationRecord } from '@instamg/shared/domain/partner/application';

export async function fetchApplication(id: string): Promise<ApplicationRecord & { row: Models.Row }> {
  const row = await getAppwrite().tablesDB.getRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeApplications,
    rowId: id,
  });
  return { ...applicationFromRow(row as unknown as Record<string, unknown>), row };
}

export type ReviewAction = 'request_changes' | 'reject' | 'approve';

/** Marks a submitted application under review (the function leaves any other status as it is). */
export async function openReview(applicationId: string): Promise<ApplicationRecord> {
  const reply = await callFunction<{ application: ApplicationRecord }>(FUNCTIONS.storeOnboarding, {
    action: 'open_review',
    application_id: applicationId,
  });
  return reply.application;
}

/** Runs a decision; resolves with the updated application or rejects with a FunctionError (the function's message). */
export async function reviewApplication(
  action: ReviewAction,
  applicationId: string,
  note: string,
): Promise<ApplicationRecord> {
  const reply = await callFunction<{ application: ApplicationRecord }>(FUNCTIONS.storeOnboarding, {
    action,
    application_id: applicationId,
    ...(action === 'approve' ? {} : { note }),
  });
  return reply.application;
}

export const documentViewUrl = (fileId: string): string =>
  getAppwrite().storage.getFileView({ bucketId: BUCKETS.storeDocuments, fileId });

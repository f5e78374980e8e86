// The partner application's calls: who is applying, their application row (readable by them
// only), the store-onboarding function (every write), and document uploads to store_documents.
import { AppwriteException, ID, type Models } from 'appwrite';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { BUCKETS, DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import {
  applicationFromRow,
  type ApplicationRecord,
  type ApplicationValues,
} from '@instamg/shared/domain/partner/application';

export { FunctionError } from '@instamg/shared/appwrite/call-function';

/** The signed-in user, or null for a guest. */
export async function fetchApplicant(): Promise<Models.User | null> {
  try {
    return await getAppwrite().account.get();
  } catch (error) {
    if (error instanceof AppwriteException && error.code === 401) return null;
    throw error;
  }
}

/** The applicant's application (row id = their user id), or null before their first save. */
export async function fetchApplication(userId: string): Promise<ApplicationRecord | null> {
  try {
    const row = await getAppwrite().tablesDB.getRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeApplications,
      rowId: userId,
    });
    return applicationFromRow(row as unknown as Record<string, unknown>);
  } catch (error) {
    if (error instanceof AppwriteException && error.code === 404) return null;
    throw error;
  }
}

export type OnboardingAction = 'save_draft' | 'submit';

/** Runs store-onboarding; resolves with the saved application or rejects with a FunctionError (its code and text). */
export async function saveApplication(action: OnboardingAction, values: ApplicationValues): Promise<ApplicationRecord> {
  const reply = await callFunction<{ application: ApplicationRecord }>(FUNCTIONS.storeOnboarding, { action, values });
  return reply.application;
}

/** Uploads a document (checked by the caller first); the file is the uploader's own until store-onboarding shares it with the admins. */
export async function uploadDocument(file: File): Promise<Models.File> {
  return getAppwrite().storage.createFile({ bucketId: BUCKETS.storeDocuments, fileId: ID.unique(), file });
}

/** A document's name, to show beside a field of a resumed draft. */
export async function fetchDocumentName(fileId: string): Promise<string> {
  return (await getAppwrite().storage.getFile({ bucketId: BUCKETS.storeDocuments, fileId })).name;
}

/** Where the applicant can open a document they uploaded (their session cookie authorises it). */
export function documentViewUrl(fileId: string): string {
  return getAppwrite().storage.getFileView({ bucketId: BUCKETS.storeDocuments, fileId });
}

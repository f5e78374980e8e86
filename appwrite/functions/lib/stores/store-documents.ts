import { AppwriteException, Permission, Role, Storage } from 'node-appwrite';
import { BUCKETS } from '@instamg/shared/appwrite/ids';
import { fail } from '../runtime/errors.ts';

/**
 * Checks that every document id (of an application, or of a store's change request) is a file the user uploaded to
 * store_documents, and lets the admins read it. A user can only grant roles they hold, so a file
 * carrying read("user:<applicant>") was uploaded by them (or given to them by a key); someone
 * else's file, a missing one and a file of another bucket all get the same 400 (document_not_found).
 */
export async function claimDocuments(storage: Storage, applicantId: string, fileIds: readonly string[]): Promise<void> {
  const own = Permission.read(Role.user(applicantId));
  const adminsRead = Permission.read(Role.label('admin'));
  for (const fileId of new Set(fileIds)) {
    let permissions: string[];
    try {
      permissions = (await storage.getFile({ bucketId: BUCKETS.storeDocuments, fileId })).$permissions;
    } catch (error) {
      if (error instanceof AppwriteException && error.code === 404) throw fail('document_not_found');
      throw error;
    }
    if (!permissions.includes(own)) throw fail('document_not_found');
    if (!permissions.includes(adminsRead)) {
      await storage.updateFile({ bucketId: BUCKETS.storeDocuments, fileId, permissions: [...permissions, adminsRead] });
    }
  }
}

import { existsSync } from 'node:fs';
import type { AuthState } from '../../auth/types.ts';
import { canAccess } from '../../db/permissions.ts';
import { loadSchema, type BucketDef } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';
import { AppwriteException } from '../../errors.ts';
import type { RequestContext } from '../../http/context.ts';
import { uidParam } from '../../http/validate.ts';
import { FilesStore } from '../../storage/files-store.ts';

/** The buckets of appwrite.json and the store of their files, shared by the storage routes. */
export interface Storage {
  buckets: BucketDef[];
  store: FilesStore;
}

export function openStorage(deps: ServiceDeps): Storage {
  const buckets = existsSync(deps.config.schemaPath) ? loadSchema(deps.config.schemaPath).buckets : [];
  const store = new FilesStore(deps.db, deps.config.dataDir);
  return { buckets, store };
}

/** `{bucketId}`: a bucket of appwrite.json (a disabled one only for API keys). */
export function findBucket(storage: Storage, ctx: RequestContext): BucketDef {
  const bucketId = uidParam(ctx.params.bucketId, 'bucketId');
  const bucket = storage.buckets.find((b) => b.id === bucketId);
  if (!bucket || (!bucket.enabled && ctx.auth.kind !== 'key')) throw new AppwriteException('storage_bucket_not_found');
  return bucket;
}

/** Bucket-level read: without it and without file security nothing in the bucket is visible. */
export function assertBucketReadable(auth: AuthState, bucket: BucketDef): void {
  if (!bucket.fileSecurity && !canAccess(auth, 'read', bucket.permissions, [], false))
    throw new AppwriteException('user_unauthorized');
}

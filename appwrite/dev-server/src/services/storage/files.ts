import { canAccess, defaultOwnerPermissions, normalizePermissions, rolesFor } from '../../db/permissions.ts';
import type { BucketDef } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';
import { AppwriteException } from '../../errors.ts';
import { serverEvents } from '../../events.ts';
import { appwriteEventNames } from '../../functions/event-match.ts';
import { applyListQueries } from '../../functions/list-queries.ts';
import { json, noContent, type RequestContext } from '../../http/context.ts';
import { MULTIPART_OVERHEAD, type Router } from '../../http/router.ts';
import { customId, optStr, uidParam } from '../../http/validate.ts';
import { CHUNK_SIZE, parseContentRange } from '../../storage/content-range.ts';
import type { StoredFile } from '../../storage/files-store.ts';
import { detectMimeType, extensionOf } from '../../storage/mime.ts';
import { nowIso, uniqueId } from '../../util/ids.ts';
import { assertBucketReadable, findBucket, type Storage } from './buckets.ts';

const FILE_ACTIONS = ['read', 'update', 'delete'] as const;
const FILTERABLE = ['name', 'signature', 'mimeType', 'sizeOriginal', 'chunksTotal', 'chunksUploaded'] as const;

const model = (file: StoredFile & { receivedChunks?: number[] }): StoredFile => {
  const { receivedChunks: _chunks, ...rest } = file;
  return rest;
};

export function findReadableFile(storage: Storage, ctx: RequestContext, bucket: BucketDef): StoredFile {
  assertBucketReadable(ctx.auth, bucket);
  const fileId = uidParam(ctx.params.fileId, 'fileId');
  const file = storage.store.get(bucket.id, fileId);
  if (!file || !canAccess(ctx.auth, 'read', bucket.permissions, file.$permissions, bucket.fileSecurity))
    throw new AppwriteException('storage_file_not_found');
  return model(file);
}

/**
 * Update and delete load the file without a read check (Appwrite: "Read permission should not
 * be required for update"), so a caller without the right gets 401, not 404.
 */
function findFileToChange(
  storage: Storage,
  ctx: RequestContext,
  bucket: BucketDef,
  action: 'update' | 'delete',
): StoredFile {
  if (!bucket.fileSecurity && !canAccess(ctx.auth, action, bucket.permissions, [], false))
    throw new AppwriteException('user_unauthorized');
  const file = storage.store.get(bucket.id, uidParam(ctx.params.fileId, 'fileId'));
  if (!file) throw new AppwriteException('storage_file_not_found');
  if (!canAccess(ctx.auth, action, bucket.permissions, file.$permissions, bucket.fileSecurity))
    throw new AppwriteException('user_unauthorized');
  return model(file);
}

function announce(bucket: BucketDef, file: StoredFile, action: 'create' | 'update' | 'delete'): void {
  const readRoles = new Set(rolesFor('read', bucket.permissions));
  if (bucket.fileSecurity) for (const role of rolesFor('read', file.$permissions)) readRoles.add(role);
  serverEvents.publish({
    events: appwriteEventNames(`buckets.[bucketId].files.[fileId].${action}`, {
      bucketId: bucket.id,
      fileId: file.$id,
    }),
    channels: ['files', `buckets.${bucket.id}.files`, `buckets.${bucket.id}.files.${file.$id}`],
    payload: { ...file },
    readRoles: [...readRoles],
  });
}

/** Who is uploading: the user, the API key, or for guests their address. */
function uploaderOf(ctx: RequestContext): string {
  if (ctx.auth.kind === 'user') return `user:${ctx.auth.user.id}`;
  if (ctx.auth.kind === 'key') return `key:${ctx.auth.keyId}`;
  return `guest:${ctx.ip}`;
}

/** Files: upload (whole or in chunks), list, read, rename/permissions, delete. */
export function register(router: Router, _deps: ServiceDeps, storage: Storage): void {
  router.post(
    '/v1/storage/buckets/{bucketId}/files',
    (ctx) => {
      const bucket = findBucket(storage, ctx);
      if (!canAccess(ctx.auth, 'create', bucket.permissions, [], false))
        throw new AppwriteException('user_unauthorized');
      const upload = ctx.files.find((f) => f.field === 'file');
      if (!upload) throw new AppwriteException('storage_file_empty', 'No file sent.');
      if (upload.data.length === 0) throw new AppwriteException('storage_file_empty');

      const range = ctx.headers['content-range'];
      const chunk = parseContentRange(typeof range === 'string' ? range : undefined, upload.data.length);
      const uploadId = ctx.headers['x-appwrite-id'];
      let fileId: string;
      if (typeof uploadId === 'string' && uploadId !== '' && chunk.index > 0) {
        if (uploadId === 'unique()' || !/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/.test(uploadId))
          throw new AppwriteException('storage_invalid_appwrite_id');
        fileId = uploadId;
      } else {
        fileId = customId(ctx.body, 'fileId', uniqueId);
      }

      const extension = extensionOf(upload.filename);
      if (
        bucket.allowedFileExtensions.length > 0 &&
        !bucket.allowedFileExtensions.map((e) => e.toLowerCase()).includes(extension)
      ) {
        throw new AppwriteException('storage_file_type_unsupported');
      }
      if (chunk.size > bucket.maximumFileSize) {
        throw new AppwriteException(
          'storage_invalid_file_size',
          `File size not allowed. Maximum size for bucket "${bucket.id}" is ${bucket.maximumFileSize} bytes.`,
        );
      }

      const existing = storage.store.get(bucket.id, fileId);
      if (existing && existing.chunksUploaded >= existing.chunksTotal)
        throw new AppwriteException('storage_file_already_exists');
      if (existing && (existing.chunksTotal !== chunk.total || existing.sizeOriginal !== chunk.size))
        throw new AppwriteException('storage_invalid_content_range');
      // Only whoever started an upload may add to it: knowing the file id is not enough.
      if (existing && storage.store.uploader(bucket.id, fileId) !== uploaderOf(ctx))
        throw new AppwriteException('user_unauthorized');

      const permissions = existing
        ? existing.$permissions
        : (normalizePermissions(ctx.auth, ctx.body.permissions, FILE_ACTIONS) ??
          defaultOwnerPermissions(ctx.auth, FILE_ACTIONS));
      const received = new Set(existing?.receivedChunks ?? []);
      storage.store.writeChunk(bucket.id, fileId, chunk.index, upload.data);
      received.add(chunk.index);

      const now = nowIso();
      const file: StoredFile = existing
        ? { ...model(existing), $updatedAt: now }
        : {
            $id: fileId,
            bucketId: bucket.id,
            $createdAt: now,
            $updatedAt: now,
            $permissions: permissions,
            name: upload.filename,
            signature: '',
            mimeType: '',
            sizeOriginal: chunk.size,
            chunksTotal: chunk.total,
            chunksUploaded: 0,
            // Reported as the bucket declares it; the dev server keeps content unencrypted on disk.
            encryption: bucket.encryption,
            compression: bucket.compression,
          };
      file.chunksUploaded = received.size;
      if (received.size === chunk.total) {
        const { md5, head } = storage.store.assemble(bucket.id, fileId, chunk.total);
        file.signature = md5;
        file.mimeType = detectMimeType(head, upload.filename, upload.contentType);
      }
      storage.store.save(file, [...received], uploaderOf(ctx));
      if (file.chunksUploaded === file.chunksTotal) announce(bucket, file, 'create');
      return json(201, file);
    },
    { scope: 'files.write', maxBodyBytes: CHUNK_SIZE + MULTIPART_OVERHEAD },
  );

  router.get(
    '/v1/storage/buckets/{bucketId}/files',
    (ctx) => {
      const bucket = findBucket(storage, ctx);
      assertBucketReadable(ctx.auth, bucket);
      const queries = ctx.query.queries ?? [];
      if (!Array.isArray(queries))
        throw new AppwriteException(
          'general_argument_invalid',
          'Invalid `queries` param: Value must be a valid array of strings',
        );
      const search = optStr(ctx.query, 'search', { max: 256 })?.toLowerCase() ?? '';
      const visible = storage.store
        .list(bucket.id)
        .filter((f) => canAccess(ctx.auth, 'read', bucket.permissions, f.$permissions, bucket.fileSecurity))
        .filter((f) => search === '' || f.name.toLowerCase().includes(search));
      const { total, page } = applyListQueries(visible, queries, FILTERABLE);
      return json(200, { total: ctx.query.total === 'false' ? 0 : total, files: page });
    },
    { scope: 'files.read' },
  );

  router.get(
    '/v1/storage/buckets/{bucketId}/files/{fileId}',
    (ctx) => json(200, findReadableFile(storage, ctx, findBucket(storage, ctx))),
    { scope: 'files.read' },
  );

  router.put(
    '/v1/storage/buckets/{bucketId}/files/{fileId}',
    (ctx) => {
      const bucket = findBucket(storage, ctx);
      const file = findFileToChange(storage, ctx, bucket, 'update');
      const name = optStr(ctx.body, 'name', { min: 1, max: 255 });
      const permissions = normalizePermissions(ctx.auth, ctx.body.permissions, FILE_ACTIONS);
      const updated: StoredFile = {
        ...file,
        name: name ?? file.name,
        $permissions: permissions ?? file.$permissions,
        $updatedAt: nowIso(),
      };
      storage.store.save(updated);
      announce(bucket, updated, 'update');
      return json(200, updated);
    },
    { scope: 'files.write' },
  );

  router.delete(
    '/v1/storage/buckets/{bucketId}/files/{fileId}',
    (ctx) => {
      const bucket = findBucket(storage, ctx);
      const file = findFileToChange(storage, ctx, bucket, 'delete');
      storage.store.delete(bucket.id, file.$id);
      announce(bucket, file, 'delete');
      return noContent();
    },
    { scope: 'files.write' },
  );
}

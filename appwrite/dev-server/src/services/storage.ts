import { existsSync } from 'node:fs';
import type { AuthState } from '../auth/types.ts';
import { canAccess, defaultOwnerPermissions, normalizePermissions, rolesFor } from '../db/permissions.ts';
import { loadSchema, type BucketDef } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { AppwriteException } from '../errors.ts';
import { serverEvents } from '../events.ts';
import { appwriteEventNames } from '../functions/event-match.ts';
import { applyListQueries } from '../functions/list-queries.ts';
import { json, noContent, type Reply, type RequestContext } from '../http/context.ts';
import { MULTIPART_OVERHEAD, type Router } from '../http/router.ts';
import { customId, optInt, optStr, uidParam } from '../http/validate.ts';
import { CHUNK_SIZE, parseContentRange } from '../storage/content-range.ts';
import { FilesStore, type StoredFile } from '../storage/files-store.ts';
import { GENERIC_FILE_ICON_SVG, detectMimeType, extensionOf, isPreviewableImage, viewContentType } from '../storage/mime.ts';
import { nowIso, uniqueId } from '../util/ids.ts';

/**
 * Appwrite Storage for the buckets declared in appwrite.json: multipart and chunked uploads,
 * bucket rules, bucket ∪ file permissions, view/download/preview. Buckets themselves are
 * managed in appwrite.json, not through the API.
 */

const FILE_ACTIONS = ['read', 'update', 'delete'] as const;
const FILTERABLE = ['name', 'signature', 'mimeType', 'sizeOriginal', 'chunksTotal', 'chunksUploaded'] as const;

const model = (file: StoredFile & { receivedChunks?: number[] }): StoredFile => {
  const { receivedChunks: _chunks, ...rest } = file;
  return rest;
};

export function register(router: Router, deps: ServiceDeps): void {
  const buckets = existsSync(deps.config.schemaPath) ? loadSchema(deps.config.schemaPath).buckets : [];
  const store = new FilesStore(deps.db, deps.config.dataDir);

  const findBucket = (ctx: RequestContext): BucketDef => {
    const bucketId = uidParam(ctx.params.bucketId, 'bucketId');
    const bucket = buckets.find((b) => b.id === bucketId);
    if (!bucket || (!bucket.enabled && ctx.auth.kind !== 'key')) throw new AppwriteException('storage_bucket_not_found');
    return bucket;
  };

  /** Bucket-level read: without it and without file security nothing in the bucket is visible. */
  const assertBucketReadable = (auth: AuthState, bucket: BucketDef): void => {
    if (!bucket.fileSecurity && !canAccess(auth, 'read', bucket.permissions, [], false)) throw new AppwriteException('user_unauthorized');
  };

  const findReadableFile = (ctx: RequestContext, bucket: BucketDef): StoredFile => {
    assertBucketReadable(ctx.auth, bucket);
    const fileId = uidParam(ctx.params.fileId, 'fileId');
    const file = store.get(bucket.id, fileId);
    if (!file || !canAccess(ctx.auth, 'read', bucket.permissions, file.$permissions, bucket.fileSecurity)) throw new AppwriteException('storage_file_not_found');
    return model(file);
  };

  /**
   * Update and delete load the file without a read check (Appwrite: "Read permission should not
   * be required for update"), so a caller without the right gets 401, not 404.
   */
  const findFileToChange = (ctx: RequestContext, bucket: BucketDef, action: 'update' | 'delete'): StoredFile => {
    if (!bucket.fileSecurity && !canAccess(ctx.auth, action, bucket.permissions, [], false)) throw new AppwriteException('user_unauthorized');
    const file = store.get(bucket.id, uidParam(ctx.params.fileId, 'fileId'));
    if (!file) throw new AppwriteException('storage_file_not_found');
    if (!canAccess(ctx.auth, action, bucket.permissions, file.$permissions, bucket.fileSecurity)) throw new AppwriteException('user_unauthorized');
    return model(file);
  };

  const announce = (bucket: BucketDef, file: StoredFile, action: 'create' | 'update' | 'delete'): void => {
    const readRoles = new Set(rolesFor('read', bucket.permissions));
    if (bucket.fileSecurity) for (const role of rolesFor('read', file.$permissions)) readRoles.add(role);
    serverEvents.publish({
      events: appwriteEventNames(`buckets.[bucketId].files.[fileId].${action}`, { bucketId: bucket.id, fileId: file.$id }),
      channels: ['files', `buckets.${bucket.id}.files`, `buckets.${bucket.id}.files.${file.$id}`],
      payload: { ...file },
      readRoles: [...readRoles],
    });
  };

  router.post('/v1/storage/buckets/{bucketId}/files', (ctx) => {
    const bucket = findBucket(ctx);
    if (!canAccess(ctx.auth, 'create', bucket.permissions, [], false)) throw new AppwriteException('user_unauthorized');
    const upload = ctx.files.find((f) => f.field === 'file');
    if (!upload) throw new AppwriteException('storage_file_empty', 'No file sent.');
    if (upload.data.length === 0) throw new AppwriteException('storage_file_empty');

    const range = ctx.headers['content-range'];
    const chunk = parseContentRange(typeof range === 'string' ? range : undefined, upload.data.length);
    const uploadId = ctx.headers['x-appwrite-id'];
    let fileId: string;
    if (typeof uploadId === 'string' && uploadId !== '' && chunk.index > 0) {
      if (uploadId === 'unique()' || !/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/.test(uploadId)) throw new AppwriteException('storage_invalid_appwrite_id');
      fileId = uploadId;
    } else {
      fileId = customId(ctx.body, 'fileId', uniqueId);
    }

    const extension = extensionOf(upload.filename);
    if (bucket.allowedFileExtensions.length > 0 && !bucket.allowedFileExtensions.map((e) => e.toLowerCase()).includes(extension)) {
      throw new AppwriteException('storage_file_type_unsupported');
    }
    if (chunk.size > bucket.maximumFileSize) {
      throw new AppwriteException('storage_invalid_file_size', `File size not allowed. Maximum size for bucket "${bucket.id}" is ${bucket.maximumFileSize} bytes.`);
    }

    const existing = store.get(bucket.id, fileId);
    if (existing && existing.chunksUploaded >= existing.chunksTotal) throw new AppwriteException('storage_file_already_exists');
    if (existing && (existing.chunksTotal !== chunk.total || existing.sizeOriginal !== chunk.size)) throw new AppwriteException('storage_invalid_content_range');

    const permissions = existing
      ? existing.$permissions
      : normalizePermissions(ctx.auth, ctx.body.permissions, FILE_ACTIONS) ?? defaultOwnerPermissions(ctx.auth, FILE_ACTIONS);
    const received = new Set(existing?.receivedChunks ?? []);
    store.writeChunk(bucket.id, fileId, chunk.index, upload.data);
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
      const { md5, head } = store.assemble(bucket.id, fileId, chunk.total);
      file.signature = md5;
      file.mimeType = detectMimeType(head, upload.filename, upload.contentType);
    }
    store.save(file, [...received]);
    if (file.chunksUploaded === file.chunksTotal) announce(bucket, file, 'create');
    return json(201, file);
  }, { scope: 'files.write', maxBodyBytes: CHUNK_SIZE + MULTIPART_OVERHEAD });

  router.get('/v1/storage/buckets/{bucketId}/files', (ctx) => {
    const bucket = findBucket(ctx);
    assertBucketReadable(ctx.auth, bucket);
    const queries = ctx.query.queries ?? [];
    if (!Array.isArray(queries)) throw new AppwriteException('general_argument_invalid', 'Invalid `queries` param: Value must be a valid array of strings');
    const search = optStr(ctx.query, 'search', { max: 256 })?.toLowerCase() ?? '';
    const visible = store
      .list(bucket.id)
      .filter((f) => canAccess(ctx.auth, 'read', bucket.permissions, f.$permissions, bucket.fileSecurity))
      .filter((f) => search === '' || f.name.toLowerCase().includes(search));
    const { total, page } = applyListQueries(visible, queries, FILTERABLE);
    return json(200, { total: ctx.query.total === 'false' ? 0 : total, files: page });
  }, { scope: 'files.read' });

  router.get('/v1/storage/buckets/{bucketId}/files/{fileId}', (ctx) => json(200, findReadableFile(ctx, findBucket(ctx))), { scope: 'files.read' });

  router.put('/v1/storage/buckets/{bucketId}/files/{fileId}', (ctx) => {
    const bucket = findBucket(ctx);
    const file = findFileToChange(ctx, bucket, 'update');
    const name = optStr(ctx.body, 'name', { min: 1, max: 255 });
    const permissions = normalizePermissions(ctx.auth, ctx.body.permissions, FILE_ACTIONS);
    const updated: StoredFile = { ...file, name: name ?? file.name, $permissions: permissions ?? file.$permissions, $updatedAt: nowIso() };
    store.save(updated);
    announce(bucket, updated, 'update');
    return json(200, updated);
  }, { scope: 'files.write' });

  router.delete('/v1/storage/buckets/{bucketId}/files/{fileId}', (ctx) => {
    const bucket = findBucket(ctx);
    const file = findFileToChange(ctx, bucket, 'delete');
    store.delete(bucket.id, file.$id);
    announce(bucket, file, 'delete');
    return noContent();
  }, { scope: 'files.write' });

  /** Content of a complete file the caller may read. */
  const readContent = (ctx: RequestContext): { file: StoredFile; data: Buffer } => {
    const file = findReadableFile(ctx, findBucket(ctx));
    const data = file.chunksUploaded === file.chunksTotal ? store.content(file.bucketId, file.$id) : null;
    if (!data) throw new AppwriteException('storage_file_not_found');
    return { file, data };
  };

  const disposition = (kind: 'inline' | 'attachment', name: string): string =>
    `${kind}; filename="${name.replace(/["\\\r\n]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

  // view/download/preview are plain <img>/<a> URLs: the project comes from ?project= and the
  // user from the session cookie, both handled by the HTTP layer.
  router.get('/v1/storage/buckets/{bucketId}/files/{fileId}/view', (ctx): Reply => {
    const { file, data } = readContent(ctx);
    return {
      status: 200,
      raw: data,
      contentType: viewContentType(file.mimeType),
      headers: { 'Content-Disposition': disposition('inline', file.name), 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-cache' },
    };
  }, { scope: 'files.read' });

  router.get('/v1/storage/buckets/{bucketId}/files/{fileId}/download', (ctx): Reply => {
    const { file, data } = readContent(ctx);
    return {
      status: 200,
      raw: data,
      contentType: file.mimeType || 'application/octet-stream',
      headers: { 'Content-Disposition': disposition('attachment', file.name), 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-cache' },
    };
  }, { scope: 'files.read' });

  router.get('/v1/storage/buckets/{bucketId}/files/{fileId}/preview', (ctx): Reply => {
    // Parameters are validated like Appwrite's, but resizing, cropping and re-encoding are not
    // emulated: images come back as uploaded, everything else as a generic file icon.
    optInt(ctx.query, 'width', { min: 0, max: 4000 });
    optInt(ctx.query, 'height', { min: 0, max: 4000 });
    optInt(ctx.query, 'quality', { min: -1, max: 100 });
    optInt(ctx.query, 'borderWidth', { min: 0, max: 100 });
    optInt(ctx.query, 'borderRadius', { min: 0, max: 4000 });
    optInt(ctx.query, 'rotation', { min: -360, max: 360 });
    const { file, data } = readContent(ctx);
    const headers = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-cache' };
    if (isPreviewableImage(file.mimeType)) return { status: 200, raw: data, contentType: file.mimeType, headers };
    return { status: 200, raw: GENERIC_FILE_ICON_SVG, contentType: 'image/svg+xml', headers };
  }, { scope: 'files.read' });
}

import type { ServiceDeps } from '../../deps.ts';
import { AppwriteException } from '../../errors.ts';
import type { Reply, RequestContext } from '../../http/context.ts';
import type { Router } from '../../http/router.ts';
import { optInt } from '../../http/validate.ts';
import type { StoredFile } from '../../storage/files-store.ts';
import { GENERIC_FILE_ICON_SVG, isPreviewableImage, viewContentType } from '../../storage/mime.ts';
import { findBucket, type Storage } from './buckets.ts';
import { findReadableFile } from './files.ts';

/** A file's content: view, download and preview. */
export function register(router: Router, _deps: ServiceDeps, storage: Storage): void {
  /** Content of a complete file the caller may read. */
  const readContent = (ctx: RequestContext): { file: StoredFile; data: Buffer } => {
    const file = findReadableFile(storage, ctx, findBucket(storage, ctx));
    const data = file.chunksUploaded === file.chunksTotal ? storage.store.content(file.bucketId, file.$id) : null;
    if (!data) throw new AppwriteException('storage_file_not_found');
    return { file, data };
  };

  const disposition = (kind: 'inline' | 'attachment', name: string): string =>
    `${kind}; filename="${name.replace(/["\\\r\n]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

  // view/download/preview are plain <img>/<a> URLs: the project comes from ?project= and the
  // user from the session cookie, both handled by the HTTP layer.
  router.get(
    '/v1/storage/buckets/{bucketId}/files/{fileId}/view',
    (ctx): Reply => {
      const { file, data } = readContent(ctx);
      return {
        status: 200,
        raw: data,
        contentType: viewContentType(file.mimeType),
        headers: {
          'Content-Disposition': disposition('inline', file.name),
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-cache',
        },
      };
    },
    { scope: 'files.read' },
  );

  router.get(
    '/v1/storage/buckets/{bucketId}/files/{fileId}/download',
    (ctx): Reply => {
      const { file, data } = readContent(ctx);
      return {
        status: 200,
        raw: data,
        contentType: file.mimeType || 'application/octet-stream',
        headers: {
          'Content-Disposition': disposition('attachment', file.name),
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-cache',
        },
      };
    },
    { scope: 'files.read' },
  );

  router.get(
    '/v1/storage/buckets/{bucketId}/files/{fileId}/preview',
    (ctx): Reply => {
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
    },
    { scope: 'files.read' },
  );
}

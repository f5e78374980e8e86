import { AppwriteException } from '../errors.ts';

/** Appwrite's (and the SDKs') upload chunk size: 5 MiB. */
export const CHUNK_SIZE = 5 * 1024 * 1024;

export interface ChunkInfo {
  /** 0-based chunk number. */
  index: number;
  total: number;
  /** Size of the whole file in bytes. */
  size: number;
}

/**
 * `Content-Range: bytes <start>-<end>/<size>` of a chunked upload → which chunk this is.
 * Without the header the request carries the whole file as its only chunk.
 */
export function parseContentRange(header: string | undefined, received: number): ChunkInfo {
  if (header === undefined || header === '') return { index: 0, total: 1, size: received };
  const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header.trim());
  if (!m) throw new AppwriteException('storage_invalid_content_range');
  const start = Number(m[1]);
  const end = Number(m[2]);
  const size = Number(m[3]);
  if (start > end || end >= size || end - start + 1 !== received || start % CHUNK_SIZE !== 0) {
    throw new AppwriteException('storage_invalid_content_range');
  }
  const total = Math.max(1, Math.ceil(size / CHUNK_SIZE));
  const index = start / CHUNK_SIZE;
  // Every chunk but the last must be exactly CHUNK_SIZE, so chunks can be put together by number.
  if (index < total - 1 && received !== CHUNK_SIZE) throw new AppwriteException('storage_invalid_content_range');
  return { index, total, size };
}

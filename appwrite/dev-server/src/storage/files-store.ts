import { createHash } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  writeFileSync,
  appendFileSync,
  existsSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Sqlite } from '../db/connection.ts';

/** The File model of Appwrite 1.9 (response format 1.9.x). */
export interface StoredFile {
  $id: string;
  bucketId: string;
  $createdAt: string;
  $updatedAt: string;
  $permissions: string[];
  name: string;
  /** MD5 of the content, hex (Appwrite's `signature`); '' until the last chunk arrives. */
  signature: string;
  mimeType: string;
  sizeOriginal: number;
  chunksTotal: number;
  chunksUploaded: number;
  encryption: boolean;
  compression: string;
}

/**
 * File metadata in SQLite, content under `<dataDir>/storage/<bucketId>/<fileId>`. Chunks of an
 * upload in progress wait in `<fileId>.chunks/<n>` until the last one arrives. All writes are
 * synchronous so concurrent chunk requests (the SDK sends up to 8) cannot interleave.
 */
export class FilesStore {
  private readonly root: string;

  constructor(
    private readonly db: Sqlite,
    dataDir: string,
  ) {
    this.root = join(dataDir, 'storage');
    db.exec(`create table if not exists storage_files (
      seq integer primary key autoincrement,
      bucket_id text not null,
      id text not null,
      doc text not null,
      chunks text not null default '[]',
      unique (bucket_id, id)
    )`);
    // Databases made before uploads remembered who started them.
    const columns = db.prepare('pragma table_info(storage_files)').all() as { name: string }[];
    if (!columns.some((c) => c.name === 'uploader'))
      db.exec("alter table storage_files add column uploader text not null default ''");
  }

  get(bucketId: string, fileId: string): (StoredFile & { receivedChunks: number[] }) | null {
    const row = this.db
      .prepare('select doc, chunks from storage_files where bucket_id = ? and id = ?')
      .get(bucketId, fileId) as { doc: string; chunks: string } | undefined;
    return row ? { ...(JSON.parse(row.doc) as StoredFile), receivedChunks: JSON.parse(row.chunks) as number[] } : null;
  }

  /** Who started the upload (see services/storage/files.ts `uploaderOf`); '' for files saved before it was kept. */
  uploader(bucketId: string, fileId: string): string {
    const row = this.db
      .prepare('select uploader from storage_files where bucket_id = ? and id = ?')
      .get(bucketId, fileId) as { uploader: string } | undefined;
    return row?.uploader ?? '';
  }

  list(bucketId: string): StoredFile[] {
    const rows = this.db.prepare('select doc from storage_files where bucket_id = ? order by seq').all(bucketId) as {
      doc: string;
    }[];
    return rows.map((r) => JSON.parse(r.doc) as StoredFile);
  }

  /** With `receivedChunks` (an upload's chunk arrived) the row is created if new, with its `uploader`. */
  save(file: StoredFile, receivedChunks?: number[], uploader = ''): void {
    const model = { ...file } as StoredFile & { receivedChunks?: number[] };
    delete model.receivedChunks;
    if (receivedChunks) {
      this.db
        .prepare(
          'insert into storage_files (bucket_id, id, doc, chunks, uploader) values (?, ?, ?, ?, ?) on conflict(bucket_id, id) do update set doc = excluded.doc, chunks = excluded.chunks',
        )
        .run(file.bucketId, file.$id, JSON.stringify(model), JSON.stringify(receivedChunks), uploader);
    } else {
      this.db
        .prepare('update storage_files set doc = ? where bucket_id = ? and id = ?')
        .run(JSON.stringify(model), file.bucketId, file.$id);
    }
  }

  delete(bucketId: string, fileId: string): void {
    this.db.prepare('delete from storage_files where bucket_id = ? and id = ?').run(bucketId, fileId);
    rmSync(this.contentPath(bucketId, fileId), { force: true });
    rmSync(this.chunkDir(bucketId, fileId), { recursive: true, force: true });
  }

  writeChunk(bucketId: string, fileId: string, index: number, data: Buffer): void {
    const dir = this.chunkDir(bucketId, fileId);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, String(index)), data);
  }

  /** Joins the chunks in order into the file's content; returns its MD5 and first bytes. */
  assemble(bucketId: string, fileId: string, total: number): { md5: string; head: Buffer } {
    const target = this.contentPath(bucketId, fileId);
    mkdirSync(join(this.root, bucketId), { recursive: true });
    writeFileSync(target, Buffer.alloc(0));
    const hash = createHash('md5');
    const dir = this.chunkDir(bucketId, fileId);
    for (let i = 0; i < total; i++) {
      const part = readFileSync(join(dir, String(i)));
      hash.update(part);
      appendFileSync(target, part);
    }
    rmSync(dir, { recursive: true, force: true });
    return { md5: hash.digest('hex'), head: this.head(bucketId, fileId) };
  }

  content(bucketId: string, fileId: string): Buffer | null {
    const path = this.contentPath(bucketId, fileId);
    return existsSync(path) ? readFileSync(path) : null;
  }

  private head(bucketId: string, fileId: string): Buffer {
    const fd = openSync(this.contentPath(bucketId, fileId), 'r');
    try {
      const buf = Buffer.alloc(512);
      const n = readSync(fd, buf, 0, 512, 0);
      return buf.subarray(0, n);
    } finally {
      closeSync(fd);
    }
  }

  private contentPath(bucketId: string, fileId: string): string {
    return join(this.root, bucketId, fileId);
  }

  private chunkDir(bucketId: string, fileId: string): string {
    return join(this.root, bucketId, `${fileId}.chunks`);
  }
}

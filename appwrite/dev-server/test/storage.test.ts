import { createHash, randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { Client as WebClient, ID, Permission, Role, Storage as WebStorage } from 'appwrite';
import { Storage } from 'node-appwrite';
import { InputFile } from 'node-appwrite/file';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { specProblems } from './spec-shape.ts';
import { signUpAndSignIn, type SignedInUser } from './web-client.ts';

/** The smallest valid PNG (1×1 transparent pixel). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const md5 = (b: Buffer): string => createHash('md5').update(b).digest('hex');

let t: TestServer;
let asha: SignedInUser;
let bhanu: SignedInUser;
let guest: WebStorage;
let admin: Storage;

beforeAll(async () => {
  t = await startTestServer();
  asha = await signUpAndSignIn(t, { email: 'asha@example.com', password: 'password-123' });
  bhanu = await signUpAndSignIn(t, { email: 'bhanu@example.com', password: 'password-123' });
  guest = new WebStorage(new WebClient().setEndpoint(t.endpoint).setProject(t.projectId));
  admin = new Storage(t.serverClient());
});
afterAll(async () => {
  await t?.close();
});

/** What a browser sends for a plain <img>/<a> URL: the session cookie, nothing else. */
const fetchAs = (url: string, who: SignedInUser | null): Promise<Response> =>
  fetch(url, {
    headers: who ? { Cookie: `a_session_${t.projectId}=${encodeURIComponent(who.sessionCookie()!)}` } : {},
  });

describe('uploading a prescription (bucket prescriptions, file security on)', () => {
  it('stores the file with the uploader as its only reader, as a spec-conformant File', async () => {
    const file = await asha.storage.createFile({
      bucketId: 'prescriptions',
      fileId: ID.unique(),
      file: new File([PNG], 'rx.png', { type: 'image/png' }),
    });
    expect(specProblems('file', file)).toEqual([]);
    expect(file).toMatchObject({
      bucketId: 'prescriptions',
      name: 'rx.png',
      mimeType: 'image/png',
      sizeOriginal: PNG.length,
      signature: md5(PNG),
      chunksTotal: 1,
      chunksUploaded: 1,
      encryption: true,
      compression: 'none',
    });
    const me = asha.user.$id;
    expect(file.$permissions.sort()).toEqual([`delete("user:${me}")`, `read("user:${me}")`, `update("user:${me}")`]);
  });

  it('keeps it from other users and from guests', async () => {
    const file = await asha.storage.createFile({
      bucketId: 'prescriptions',
      fileId: ID.unique(),
      file: new File([PDF], 'rx.pdf'),
    });
    expect(file.mimeType).toBe('application/pdf');
    await expect(bhanu.storage.getFile({ bucketId: 'prescriptions', fileId: file.$id })).rejects.toMatchObject({
      code: 404,
      type: 'storage_file_not_found',
    });
    await expect(guest.getFile({ bucketId: 'prescriptions', fileId: file.$id })).rejects.toMatchObject({
      code: 404,
      type: 'storage_file_not_found',
    });
    const others = await bhanu.storage.listFiles({ bucketId: 'prescriptions' });
    expect(others.files.map((f) => f.$id)).not.toContain(file.$id);
    const own = await asha.storage.listFiles({ bucketId: 'prescriptions' });
    expect(specProblems('fileList', own)).toEqual([]);
    expect(own.files.map((f) => f.$id)).toContain(file.$id);
    expect(own.total).toBe(own.files.length);

    const view = asha.storage.getFileView({ bucketId: 'prescriptions', fileId: file.$id });
    expect((await fetchAs(view, bhanu)).status).toBe(404);
    expect((await fetchAs(view, null)).status).toBe(404);
    const mine = await fetchAs(view, asha);
    expect(mine.status).toBe(200);
    expect(Buffer.from(await mine.arrayBuffer())).toEqual(PDF);
  });

  it('serves view inline and download as an attachment, with the project in the URL and the user from the cookie', async () => {
    const file = await asha.storage.createFile({
      bucketId: 'prescriptions',
      fileId: 'rx-headers',
      file: new File([PNG], 'Dr Rao rx.png'),
    });
    const view = await fetchAs(asha.storage.getFileView({ bucketId: 'prescriptions', fileId: file.$id }), asha);
    expect(view.headers.get('content-type')).toBe('image/png');
    expect(view.headers.get('content-disposition')).toMatch(/^inline; filename="Dr Rao rx.png"/);
    const download = await fetchAs(asha.storage.getFileDownload({ bucketId: 'prescriptions', fileId: file.$id }), asha);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Dr Rao rx.png"/);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PNG);
    const preview = await fetchAs(
      asha.storage.getFilePreview({ bucketId: 'prescriptions', fileId: file.$id, width: 200 }),
      asha,
    );
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await preview.arrayBuffer())).toEqual(PNG);
  });

  it('previews a non-image as a generic file icon', async () => {
    const file = await asha.storage.createFile({
      bucketId: 'prescriptions',
      fileId: ID.unique(),
      file: new File([PDF], 'scan.pdf'),
    });
    const preview = await fetchAs(asha.storage.getFilePreview({ bucketId: 'prescriptions', fileId: file.$id }), asha);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/svg+xml');
    expect(await preview.text()).toMatch(/^<svg /);
  });

  it('enforces the bucket rules: extensions, size, who may create', async () => {
    await expect(
      asha.storage.createFile({ bucketId: 'prescriptions', fileId: ID.unique(), file: new File([PNG], 'rx.exe') }),
    ).rejects.toMatchObject({ code: 400, type: 'storage_file_type_unsupported' });
    // 11 MB: the SDK chunks it, and the first chunk already declares a size over the 10 MiB limit.
    await expect(
      asha.storage.createFile({
        bucketId: 'prescriptions',
        fileId: ID.unique(),
        file: new File([Buffer.alloc(11_000_000)], 'big.pdf'),
      }),
    ).rejects.toMatchObject({ code: 400, type: 'storage_invalid_file_size' });
    await expect(
      guest.createFile({ bucketId: 'prescriptions', fileId: ID.unique(), file: new File([PNG], 'rx.png') }),
    ).rejects.toMatchObject({ code: 401, type: 'user_unauthorized' });
    await expect(
      asha.storage.createFile({ bucketId: 'product_images', fileId: ID.unique(), file: new File([PNG], 'p.png') }),
    ).rejects.toMatchObject({ code: 401, type: 'user_unauthorized' });
    await expect(
      asha.storage.createFile({ bucketId: 'nope', fileId: ID.unique(), file: new File([PNG], 'p.png') }),
    ).rejects.toMatchObject({ code: 404, type: 'storage_bucket_not_found' });
    await expect(
      asha.storage.createFile({ bucketId: 'prescriptions', fileId: ID.unique(), file: new File([], 'empty.png') }),
    ).rejects.toMatchObject({ code: 400, type: 'storage_file_empty' });
  });

  it('lets a client grant only roles it holds', async () => {
    await expect(
      asha.storage.createFile({
        bucketId: 'prescriptions',
        fileId: ID.unique(),
        file: new File([PNG], 'rx.png'),
        permissions: [Permission.read(Role.user(bhanu.user.$id))],
      }),
    ).rejects.toMatchObject({ code: 401, type: 'user_unauthorized' });
    const shared = await admin.createFile({
      bucketId: 'prescriptions',
      fileId: ID.unique(),
      file: InputFile.fromBuffer(PNG, 'shared.png'),
      permissions: [Permission.read(Role.user(bhanu.user.$id))],
    });
    expect((await bhanu.storage.getFile({ bucketId: 'prescriptions', fileId: shared.$id })).$id).toBe(shared.$id);
    await expect(bhanu.storage.deleteFile({ bucketId: 'prescriptions', fileId: shared.$id })).rejects.toMatchObject({
      code: 401,
      type: 'user_unauthorized',
    });
  });

  it('renames, re-permissions and deletes', async () => {
    const file = await asha.storage.createFile({
      bucketId: 'prescriptions',
      fileId: ID.unique(),
      file: new File([PNG], 'a.png'),
    });
    const renamed = await asha.storage.updateFile({ bucketId: 'prescriptions', fileId: file.$id, name: 'b.png' });
    expect(renamed.name).toBe('b.png');
    expect(renamed.$permissions).toEqual(file.$permissions);
    // Appwrite loads the file without a read check for update/delete: no right → 401, not 404.
    await expect(bhanu.storage.deleteFile({ bucketId: 'prescriptions', fileId: file.$id })).rejects.toMatchObject({
      code: 401,
      type: 'user_unauthorized',
    });
    await asha.storage.deleteFile({ bucketId: 'prescriptions', fileId: file.$id });
    await expect(asha.storage.getFile({ bucketId: 'prescriptions', fileId: file.$id })).rejects.toMatchObject({
      code: 404,
      type: 'storage_file_not_found',
    });
    await expect(
      asha.storage.createFile({ bucketId: 'prescriptions', fileId: 'rx-headers', file: new File([PNG], 'again.png') }),
    ).rejects.toMatchObject({ code: 409, type: 'storage_file_already_exists' });
  });
});

describe('public product images (bucket product_images, read any)', () => {
  it('are uploaded with the key and readable by guests', async () => {
    const file = await admin.createFile({
      bucketId: 'product_images',
      fileId: 'dolo-650',
      file: InputFile.fromBuffer(PNG, 'dolo-650.png'),
    });
    expect(file.$permissions).toEqual([]);
    expect((await guest.getFile({ bucketId: 'product_images', fileId: 'dolo-650' })).name).toBe('dolo-650.png');
    const view = await fetch(guest.getFileView({ bucketId: 'product_images', fileId: 'dolo-650' }));
    expect(view.status).toBe(200);
  });
});

describe('chunked uploads', () => {
  let big: TestServer;
  let user: SignedInUser;
  beforeAll(async () => {
    big = await startTestServer({ schemaPath: resolve(import.meta.dirname, 'fixtures/storage.appwrite.json') });
    user = await signUpAndSignIn(big, { email: 'chunky@example.com', password: 'password-123' });
  });
  afterAll(async () => {
    await big?.close();
  });

  it('puts together an 11 MB file the web SDK sends in 5 MiB chunks', async () => {
    const content = randomBytes(11 * 1024 * 1024 + 123);
    const progress: number[] = [];
    const file = await user.storage.createFile({
      bucketId: 'archive',
      fileId: ID.unique(),
      file: new File([content], 'scan.bin'),
      onProgress: (p) => progress.push(p.chunksUploaded),
    });
    expect(file).toMatchObject({
      chunksTotal: 3,
      chunksUploaded: 3,
      sizeOriginal: content.length,
      signature: md5(content),
      name: 'scan.bin',
    });
    expect(progress).toEqual([1, 2, 3]);
    const download = await fetch(user.storage.getFileDownload({ bucketId: 'archive', fileId: file.$id }), {
      headers: { Cookie: `a_session_${big.projectId}=${encodeURIComponent(user.sessionCookie()!)}` },
    });
    expect(md5(Buffer.from(await download.arrayBuffer()))).toBe(md5(content));
  });

  it('rejects malformed content ranges and unknown upload ids', async () => {
    const form = new FormData();
    form.append('fileId', 'x1');
    form.append('file', new File([Buffer.alloc(10)], 'a.bin'));
    const res = await fetch(`${big.endpoint}/storage/buckets/archive/files`, {
      method: 'POST',
      body: form,
      headers: { 'X-Appwrite-Project': big.projectId, 'X-Appwrite-Key': big.apiKey, 'Content-Range': 'bytes 0-99/10' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { type: string }).type).toBe('storage_invalid_content_range');

    const second = new FormData();
    second.append('fileId', 'unique()');
    second.append('file', new File([Buffer.alloc(10)], 'a.bin'));
    const later = await fetch(`${big.endpoint}/storage/buckets/archive/files`, {
      method: 'POST',
      body: second,
      headers: {
        'X-Appwrite-Project': big.projectId,
        'X-Appwrite-Key': big.apiKey,
        'Content-Range': 'bytes 5242880-5242889/5242890',
        'X-Appwrite-ID': 'unique()',
      },
    });
    expect(later.status).toBe(400);
    expect(((await later.json()) as { type: string }).type).toBe('storage_invalid_appwrite_id');
  });

  it('hides disabled buckets from clients', async () => {
    await expect(user.storage.listFiles({ bucketId: 'closed' })).rejects.toMatchObject({
      code: 404,
      type: 'storage_bucket_not_found',
    });
  });
});

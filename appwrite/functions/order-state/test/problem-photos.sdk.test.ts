import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, Storage } from 'appwrite';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import { buildMarketplace, returnLinesOf, type Marketplace } from '../../../dev-server/test/orders-fixtures.ts';
import type { SignedInUser } from '../../../dev-server/test/web-client.ts';
import { act, deliveredOrder } from './sdk-orders.ts';

/**
 * The private `problem_photos` bucket through the web SDK: a customer's photo is theirs alone
 * until they report a problem with it; then the order's store team and admins read it too, and
 * nobody else ever does. The bucket itself refuses other types and files above 5 MB.
 */

let t: TestServer;
let m: Marketplace;
beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'photos');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const BUCKET = 'problem_photos';
// A JPEG's first bytes are enough for the bucket; it checks the name and size.
const jpeg = (name: string, bytes = 64) => new File([new Uint8Array(bytes).fill(0xff)], name, { type: 'image/jpeg' });

async function upload(who: SignedInUser, file: File): Promise<string> {
  const created = await who.storage.createFile({
    bucketId: BUCKET,
    fileId: crypto.randomUUID().replace(/-/g, '').slice(0, 20),
    file,
    permissions: [`read("user:${who.user.$id}")`],
  });
  return created.$id;
}

const reads = async (who: SignedInUser | Storage, fileId: string): Promise<number> => {
  const storage = who instanceof Storage ? who : who.storage;
  try {
    await storage.getFile({ bucketId: BUCKET, fileId });
    await storage.getFileDownload({ bucketId: BUCKET, fileId });
    return 200;
  } catch (err) {
    return (err as { code: number }).code;
  }
};

describe('problem_photos bucket', () => {
  it('only the customer until reported; then also the store team of the order and admins; never others', async () => {
    const id = await deliveredOrder(t, m);
    const photo = await upload(m.customer, jpeg('broken-strip.jpg'));
    const guest = new Storage(new Client().setEndpoint(t.endpoint).setProject(t.projectId));
    const before = {
      customer: await reads(m.customer, photo),
      other: await reads(m.otherCustomer, photo),
      staffA: await reads(m.staffA, photo),
      staffB: await reads(m.staffB, photo),
      admin: await reads(m.admin, photo),
      guest: await reads(guest, photo),
    };
    expect(before).toEqual({ customer: 200, other: 404, staffA: 404, staffB: 404, admin: 404, guest: 404 });

    const reported = await act(m.customer, id, 'report_problem', {
      lines: await returnLinesOf(m.tablesDB, id),
      reason: 'The strip was crushed',
      photo_file_ids: [photo],
    });
    expect(reported.status).toBe(200);
    expect(reported.body.refund_request.photo_file_ids).toEqual([photo]);
    const after = {
      customer: await reads(m.customer, photo),
      other: await reads(m.otherCustomer, photo),
      staffA: await reads(m.staffA, photo),
      staffB: await reads(m.staffB, photo),
      admin: await reads(m.admin, photo),
      guest: await reads(guest, photo),
    };
    expect(after).toEqual({ customer: 200, other: 404, staffA: 200, staffB: 404, admin: 200, guest: 404 });
    // Reading is all they get.
    await expect(m.staffA.storage.deleteFile({ bucketId: BUCKET, fileId: photo })).rejects.toMatchObject({ code: 401 });
    await expect(m.otherCustomer.storage.deleteFile({ bucketId: BUCKET, fileId: photo })).rejects.toMatchObject({
      code: 401,
    });
  });

  it('the bucket takes jpg, png and heic up to 5 MB, nothing else, and no guests', async () => {
    await expect(
      upload(m.customer, new File([new Uint8Array(8)], 'photo.png', { type: 'image/png' })),
    ).resolves.toBeTruthy();
    await expect(
      upload(m.customer, new File([new Uint8Array(8)], 'photo.heic', { type: 'image/heic' })),
    ).resolves.toBeTruthy();
    await expect(upload(m.customer, jpeg('exactly-5mb.jpg', 5 * 1024 * 1024))).resolves.toBeTruthy();
    await expect(upload(m.customer, jpeg('too-big.jpg', 5 * 1024 * 1024 + 1))).rejects.toMatchObject({ code: 400 });
    await expect(
      upload(m.customer, new File([new Uint8Array(8)], 'report.pdf', { type: 'application/pdf' })),
    ).rejects.toMatchObject({ code: 400 });
    await expect(
      upload(m.customer, new File([new Uint8Array(8)], 'clip.gif', { type: 'image/gif' })),
    ).rejects.toMatchObject({ code: 400 });
    const guest = new Storage(new Client().setEndpoint(t.endpoint).setProject(t.projectId));
    await expect(
      guest.createFile({ bucketId: BUCKET, fileId: 'guest-photo', file: jpeg('g.jpg') }),
    ).rejects.toMatchObject({ code: 401 });
  });

  it('report_problem takes at most 3 of the caller’s own photos, and nothing is shared when it refuses', async () => {
    const id = await deliveredOrder(t, m);
    const mine = await Promise.all([1, 2, 3, 4].map((i) => upload(m.customer, jpeg(`p${i}.jpg`))));
    const theirs = await upload(m.otherCustomer, jpeg('theirs.jpg'));
    const tooMany = await act(m.customer, id, 'report_problem', {
      lines: await returnLinesOf(m.tablesDB, id),
      reason: 'Wrong medicine',
      photo_file_ids: mine,
    });
    expect([tooMany.status, tooMany.body.code, tooMany.body.message]).toEqual([
      400,
      'invalid_input',
      'photo_file_ids must be a list of up to 3 uploaded photo ids.',
    ]);
    const foreign = await act(m.customer, id, 'report_problem', {
      lines: await returnLinesOf(m.tablesDB, id),
      reason: 'Wrong medicine',
      photo_file_ids: [mine[0], theirs],
    });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'photo_not_found']);
    expect(
      (
        await act(m.customer, id, 'report_problem', {
          lines: await returnLinesOf(m.tablesDB, id),
          reason: 'Wrong medicine',
          photo_file_ids: [mine[0], mine[0]],
        })
      ).status,
    ).toBe(400);
    // The store saw none of them, and there is still no report.
    for (const photo of [...mine, theirs]) expect(await reads(m.staffA, photo)).toBe(404);
    const ok = await act(m.customer, id, 'report_problem', {
      lines: await returnLinesOf(m.tablesDB, id),
      reason: 'Wrong medicine',
      photo_file_ids: mine.slice(0, 3),
    });
    expect(ok.status).toBe(200);
    expect(await reads(m.staffA, mine[3]!)).toBe(404);
    expect(await reads(m.staffA, mine[2]!)).toBe(200);
  });
});

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Client as WebClient, ID, Storage as WebStorage, type AppwriteException, type Models } from 'appwrite';
import { Storage as ServerStorage, Teams, Users } from 'node-appwrite';
import { InputFile } from 'node-appwrite/file';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { signIn, type SignedInUser } from '../web-client.ts';

/**
 * The bucket half of docs/permissions.md: every actor × every bucket in appwrite.json ×
 * list/get/view/upload/update/delete, from the one EXPECTED table below. The file under test in
 * a private bucket is one customer A uploaded; in product_images one the key uploaded.
 */
type Actor = 'guest' | 'customerA' | 'customerB' | 'staffX' | 'staffY' | 'admin' | 'key';
type Operation = 'list' | 'get' | 'view' | 'upload' | 'update' | 'delete';
type Outcome = 'ok' | 'own' | 'none' | 401 | 404;

const ACTORS: Actor[] = ['guest', 'customerA', 'customerB', 'staffX', 'staffY', 'admin', 'key'];
const OPERATIONS: Operation[] = ['list', 'get', 'view', 'upload', 'update', 'delete'];
const only = (allowed: Actor[], otherwise: Outcome): Record<Actor, Outcome> =>
  Object.fromEntries(ACTORS.map((a) => [a, allowed.includes(a) ? 'ok' : otherwise])) as Record<Actor, Outcome>;

const privateBucket: Record<Operation, Record<Actor, Outcome>> = {
  list: { guest: 'none', customerA: 'own', customerB: 'own', staffX: 'own', staffY: 'own', admin: 'own', key: 'ok' },
  get: only(['customerA', 'key'], 404),
  view: only(['customerA', 'key'], 404),
  upload: { ...only(ACTORS, 'ok'), guest: 401 },
  update: only(['customerA', 'key'], 401),
  delete: only(['customerA', 'key'], 401),
};
const EXPECTED: Record<string, Record<Operation, Record<Actor, Outcome>>> = {
  // Platform admins read every prescription (the bucket's read("label:admin"), issue 19 §5: they
  // audit, never verify); nobody else gains anything: customer B and other stores stay 404.
  prescriptions: {
    ...privateBucket,
    list: { ...privateBucket.list, admin: 'ok' },
    get: only(['customerA', 'admin', 'key'], 404),
    view: only(['customerA', 'admin', 'key'], 404),
  },
  // Issue 36: a customer's prescription photos before submitting, as the prescriptions bucket;
  // rx-requests then shares each with the store's pharmacists only (rx-requests.sdk.test.ts).
  rx_request_files: {
    ...privateBucket,
    list: { ...privateBucket.list, admin: 'ok' },
    get: only(['customerA', 'admin', 'key'], 404),
    view: only(['customerA', 'admin', 'key'], 404),
  },
  store_documents: privateBucket,
  // The store team and admins get read on a problem photo only when order-state shares it.
  problem_photos: privateBucket,
  // export-csv writes a caller's CSV with its key, readable by that caller only; nobody uploads.
  exports: {
    list: {
      guest: 'none',
      customerA: 'own',
      customerB: 'none',
      staffX: 'none',
      staffY: 'none',
      admin: 'none',
      key: 'ok',
    },
    get: only(['customerA', 'key'], 404),
    view: only(['customerA', 'key'], 404),
    upload: only(['key'], 401),
    update: only(['key'], 401),
    delete: only(['key'], 401),
  },
  // Issue 39 §2: privacy-requests writes a person's "Download my data" JSON, readable by them only
  // (not admins); nobody uploads.
  data_exports: {
    list: {
      guest: 'none',
      customerA: 'own',
      customerB: 'none',
      staffX: 'none',
      staffY: 'none',
      admin: 'none',
      key: 'ok',
    },
    get: only(['customerA', 'key'], 404),
    view: only(['customerA', 'key'], 404),
    upload: only(['key'], 401),
    update: only(['key'], 401),
    delete: only(['key'], 401),
  },
  // Issue 40 §11: the key writes an order's invoice / credit note PDF readable by its customer (A),
  // its store's team (X) and admins; nobody else reads it and no client writes.
  invoices: {
    list: {
      guest: 'none',
      customerA: 'own',
      customerB: 'none',
      staffX: 'ok',
      staffY: 'none',
      admin: 'ok',
      key: 'ok',
    },
    get: only(['customerA', 'staffX', 'admin', 'key'], 404),
    view: only(['customerA', 'staffX', 'admin', 'key'], 404),
    upload: only(['key'], 401),
    update: only(['key'], 401),
    delete: only(['key'], 401),
  },
  product_images: {
    list: only(ACTORS, 'ok'),
    get: only(ACTORS, 'ok'),
    view: only(ACTORS, 'ok'),
    upload: only(['admin', 'key'], 401),
    update: only(['admin', 'key'], 401),
    delete: only(['admin', 'key'], 401),
  },
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const CSV = Buffer.from('\uFEFFOrder ID,Total (INR)\r\nord_1,120\r\n', 'utf8');
const PDF = Buffer.from('%PDF-1.7\n%invoice\n%%EOF\n', 'latin1');
const JSON_FILE = Buffer.from('{"format":"instamg-personal-data/1"}', 'utf8');
/** What a test file is: a CSV in the exports bucket (it takes nothing else), a photo elsewhere. */
const sample = (bucketId: string) =>
  bucketId === 'exports'
    ? { bytes: CSV, name: 'orders.csv', type: 'text/csv' }
    : bucketId === 'invoices'
      ? { bytes: PDF, name: 'invoice.pdf', type: 'application/pdf' }
      : bucketId === 'data_exports'
        ? { bytes: JSON_FILE, name: 'my-data.json', type: 'application/json' }
        : { bytes: PNG, name: 'photo.png', type: 'image/png' };
const PASSWORD = 'Bucket-pass-2026';
const buckets = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../appwrite.json'), 'utf8')) as {
    buckets: { $id: string }[];
  }
).buckets.map((b) => b.$id);

let t: TestServer;
let key: ServerStorage;
const people = {} as Record<Exclude<Actor, 'guest' | 'key'>, SignedInUser>;

beforeAll(async () => {
  t = await startTestServer();
  key = new ServerStorage(t.serverClient());
  const users = new Users(t.serverClient());
  const teams = new Teams(t.serverClient());
  for (const store of ['dl-dwarka-sec6', 'dl-janakpuri-c'])
    await teams.create({ teamId: `store-${store}`, name: store });
  for (const actor of ['customerA', 'customerB', 'staffX', 'staffY', 'admin'] as const) {
    const user = await users.create({
      userId: ID.unique(),
      email: `${actor.toLowerCase()}-${Date.now()}@example.in`,
      password: PASSWORD,
      name: actor,
    });
    if (actor === 'admin') await users.updateLabels({ userId: user.$id, labels: ['admin'] });
    if (actor === 'staffX')
      await teams.createMembership({ teamId: 'store-dl-dwarka-sec6', roles: ['staff'], userId: user.$id });
    if (actor === 'staffY')
      await teams.createMembership({ teamId: 'store-dl-janakpuri-c', roles: ['staff'], userId: user.$id });
    people[actor] = await signIn(t, { email: user.email, password: PASSWORD });
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

type Files = Pick<ServerStorage, 'listFiles' | 'getFile' | 'createFile' | 'updateFile' | 'deleteFile'>;
function storage(actor: Actor): Files {
  if (actor === 'key') return key;
  if (actor === 'guest')
    return new WebStorage(new WebClient().setEndpoint(t.endpoint).setProject(t.projectId)) as unknown as Files;
  return people[actor].storage as unknown as Files;
}
const upload = (bucketId: string, as: Actor): Promise<Models.File> => {
  const { bytes, name, type } = sample(bucketId);
  // An export is the key's file shared with customer A only, as export-csv writes it.
  const permissions =
    bucketId === 'exports' || bucketId === 'data_exports'
      ? [`read("user:${people.customerA.user.$id}")`]
      : bucketId === 'invoices'
        ? [`read("user:${people.customerA.user.$id}")`, 'read("team:store-dl-dwarka-sec6")', 'read("label:admin")']
        : undefined;
  return as === 'key'
    ? key.createFile({ bucketId, fileId: ID.unique(), file: InputFile.fromBuffer(bytes, name), permissions })
    : (storage(as).createFile as WebStorage['createFile'])({
        bucketId,
        fileId: ID.unique(),
        file: new File([bytes], name, { type }),
      });
};

/** A view is a plain GET of the file URL carrying the caller's session, as an <img> would. */
async function view(actor: Actor, bucketId: string, fileId: string): Promise<Models.File> {
  const headers: Record<string, string> = { 'x-appwrite-project': t.projectId };
  if (actor === 'key') headers['x-appwrite-key'] = t.apiKey;
  else if (actor !== 'guest') headers['x-fallback-cookies'] = people[actor].fallbackCookies()!;
  const res = await fetch(`${t.endpoint}/storage/buckets/${bucketId}/files/${fileId}/view`, { headers });
  if (res.ok) {
    expect(Buffer.from(await res.arrayBuffer()).equals(sample(bucketId).bytes)).toBe(true);
    return { $id: fileId } as Models.File;
  }
  const error = (await res.json()) as { code: number; type: string; message: string };
  throw Object.assign(new Error(error.message), error);
}

async function attempt(
  run: () => Promise<unknown>,
): Promise<{ outcome: 'ok' | number; type?: string; value?: unknown }> {
  try {
    return { outcome: 'ok', value: await run() };
  } catch (err) {
    const e = err as AppwriteException;
    if (typeof e.code !== 'number' || !e.type) throw err;
    return { outcome: e.code, type: e.type };
  }
}

describe('bucket permission matrix: every actor × every bucket in appwrite.json × list/get/view/upload/update/delete', () => {
  it('EXPECTED covers exactly the buckets appwrite.json declares', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...buckets].sort());
  });

  for (const bucketId of buckets) {
    describe(bucketId, () => {
      const owner: Actor = ['product_images', 'exports', 'invoices', 'data_exports'].includes(bucketId)
        ? 'key'
        : 'customerA';
      let target: Models.File;
      beforeAll(async () => {
        target = await upload(bucketId, owner);
      });
      for (const operation of OPERATIONS) {
        for (const actor of ACTORS) {
          const want = EXPECTED[bucketId]?.[operation][actor];
          it(`${actor} ${operation} → ${want ?? 'MISSING FROM EXPECTED'}`, async () => {
            if (!want) throw new Error(`EXPECTED has no cell for ${bucketId}/${operation}/${actor}`);
            const files = storage(actor);
            const victim = operation === 'delete' ? await upload(bucketId, owner) : target;
            const result = await attempt(() => {
              switch (operation) {
                case 'list':
                  return files.listFiles({ bucketId });
                case 'get':
                  return files.getFile({ bucketId, fileId: victim.$id });
                case 'view':
                  return view(actor, bucketId, victim.$id);
                case 'upload':
                  return actor === 'guest'
                    ? (files.createFile as WebStorage['createFile'])({
                        bucketId,
                        fileId: ID.unique(),
                        file: new File([PNG], 'p.png', { type: 'image/png' }),
                      })
                    : upload(bucketId, actor);
                case 'update':
                  return files.updateFile({ bucketId, fileId: victim.$id, name: 'renamed.png' });
                case 'delete':
                  return files.deleteFile({ bucketId, fileId: victim.$id });
              }
            });
            if (typeof want === 'number') {
              expect(
                result.outcome,
                `${actor} ${operation} in ${bucketId}: got ${result.outcome} ${result.type ?? ''}`,
              ).toBe(want);
              expect(result.type).toBe(want === 404 ? 'storage_file_not_found' : 'user_unauthorized');
              return;
            }
            expect(
              result.outcome,
              `${actor} ${operation} in ${bucketId}: got ${result.outcome} ${result.type ?? ''}`,
            ).toBe('ok');
            if (operation === 'list') {
              const list = result.value as Models.FileList;
              const self = actor === 'key' || actor === 'guest' ? '' : people[actor].user.$id;
              if (want === 'none') expect(list.files).toEqual([]);
              if (want === 'own')
                expect(list.files.every((f) => f.$permissions.includes(`read("user:${self}")`))).toBe(true);
              if (want === 'ok') expect(list.files.map((f) => f.$id)).toContain(target.$id);
            }
            if (operation === 'get') expect((result.value as Models.File).$id).toBe(victim.$id);
            if (operation === 'delete')
              expect((await attempt(() => key.getFile({ bucketId, fileId: victim.$id }))).outcome).toBe(404);
          });
        }
      }
    });
  }
});

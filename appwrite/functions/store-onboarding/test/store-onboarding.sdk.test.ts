import { Client, Storage } from 'appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import { run } from '../../../dev-server/test/orders-fixtures.ts';
import type { SignedInUser } from '../../../dev-server/test/web-client.ts';
import { VALID_APPLICATION } from '@instamg/shared/testing/partner-application';
import type { ApplicationValues } from '@instamg/shared/domain/partner/application';
import { BUCKET, applicationOf, onboard, person, upload } from './onboarding-fixtures.ts';

/**
 * store-onboarding through the SDKs against the dev server (issue 17): drafts and submission of a
 * partner application, the server's own checks of a tampered submission, and who reads the
 * application and its documents in the private store_documents bucket.
 */

let t: TestServer;
let applicant: SignedInUser;
let other: SignedInUser;
let admin: SignedInUser;

const readRow = (who: SignedInUser, rowId: string) =>
  who.tablesDB.getRow({ databaseId: 'instamg', tableId: 'store_applications', rowId });

beforeAll(async () => {
  t = await startTestServer();
  [applicant, other, admin] = await Promise.all([person(t, 'applicant'), person(t, 'other'), person(t, 'admin', true)]);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('store-onboarding', () => {
  it('saves an incomplete draft, resumable from the row the applicant reads (another device reads the same row)', async () => {
    const saved = await onboard(applicant, 'save_draft', {
      legal_name: 'Green Cross Pharma LLP',
      gstin: '29aagcb7383j1z4',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.application).toMatchObject({
      id: applicant.user.$id,
      status: 'draft',
      values: { legal_name: 'Green Cross Pharma LLP', gstin: '29AAGCB7383J1Z4', pan: '' },
    });
    const row = await readRow(applicant, applicant.user.$id);
    expect(row).toMatchObject({
      status: 'draft',
      legal_name: 'Green Cross Pharma LLP',
      gstin: '29AAGCB7383J1Z4',
      applicant_id: applicant.user.$id,
    });
    // The next step's save replaces the values (the form always sends all of them).
    const again = await onboard(applicant, 'save_draft', {
      legal_name: 'Green Cross Pharma LLP',
      gstin: '29AAGCB7383J1Z4',
      pan: 'AAGCB7383J',
    });
    expect(again.body.application.values.pan).toBe('AAGCB7383J');
  });

  it('lets nobody but the applicant and admins read the application', async () => {
    await expect(readRow(other, applicant.user.$id)).rejects.toMatchObject({ code: 404 });
    await expect(readRow(admin, applicant.user.$id)).resolves.toMatchObject({ $id: applicant.user.$id });
    await expect(
      other.tablesDB.createRow({
        databaseId: 'instamg',
        tableId: 'store_applications',
        rowId: other.user.$id,
        data: { applicant_id: other.user.$id, status: 'approved' },
      }),
    ).rejects.toMatchObject({ code: 401 });
    await expect(
      applicant.tablesDB.updateRow({
        databaseId: 'instamg',
        tableId: 'store_applications',
        rowId: applicant.user.$id,
        data: { status: 'approved' },
      }),
    ).rejects.toMatchObject({ code: 401 });
  });

  it.each<[string, Partial<ApplicationValues>, string]>([
    [
      'a GSTIN with a wrong check character',
      { gstin: '29AAGCB7383J1Z5' },
      'Business: This GSTIN has a typo: its last character does not match',
    ],
    [
      'a PAN that is not the GSTIN’s',
      { pan: 'AAPFU0939F' },
      'Business: The GSTIN is not issued to this PAN (its characters 3–12 must be the PAN)',
    ],
    [
      'an expired licence',
      { form20_expires_on: '2024-03-31' },
      'Licences: This licence has expired. Renew it before applying',
    ],
    [
      'a GSTIN of another State than the PIN',
      { pan: 'AAPFU0939F', gstin: '27AAPFU0939F1ZV' },
      'Premises: This GSTIN is registered in Maharashtra, but PIN 560034 is in Karnataka. Use the GSTIN of the State the pharmacy is in',
    ],
    [
      'a bad IFSC',
      { ifsc: 'HDFC1001234' },
      'Bank: An IFSC is 4 letters, 0, then 6 letters or digits, e.g. HDFC0001234',
    ],
  ])('refuses a tampered submission with %s (400) and leaves the application a draft', async (_, change, message) => {
    const values = { ...(await applicationOf(applicant)), ...change };
    const reply = await onboard(applicant, 'submit', values);
    expect([reply.status, reply.body]).toEqual([400, { code: 'application_invalid', message }]);
    expect((await readRow(applicant, applicant.user.$id)).status).toBe('draft');
  });

  it('refuses someone else’s document id (400), in a draft too, and leaves that file unreadable to admins', async () => {
    const theirs = await upload(other, 'their-licence.pdf');
    const values = { ...(await applicationOf(applicant)), form21_document_id: theirs };
    for (const action of ['save_draft', 'submit']) {
      const reply = await onboard(applicant, action, values);
      expect([reply.status, reply.body.code, reply.body.message]).toEqual([
        400,
        'document_not_found',
        'A document of the application was not found. Please upload it again.',
      ]);
    }
    const missing = await onboard(applicant, 'save_draft', { cheque_document_id: 'no-such-file' });
    expect([missing.status, missing.body.code]).toEqual([400, 'document_not_found']);
    await expect(admin.storage.getFile({ bucketId: BUCKET, fileId: theirs })).rejects.toMatchObject({ code: 404 });
  });

  it.each<[unknown, number, string]>([
    [{ action: 'launch', values: {} }, 400, 'invalid_action'],
    [{ action: 'save_draft', values: { status: 'approved' } }, 400, 'invalid_input'],
    [{ action: 'save_draft', values: { gstin: 29 } }, 400, 'invalid_input'],
    [{ action: 'save_draft', values: 'x' }, 400, 'invalid_input'],
  ])('refuses the body %j', async (body, status, code) => {
    const reply = await run(applicant, 'store-onboarding', body);
    expect([reply.status, reply.body.code]).toEqual([status, code]);
  });

  it('refuses a guest (401)', async () => {
    const guest = new Client().setEndpoint(t.endpoint).setProject(t.projectId);
    const { Functions } = await import('appwrite');
    const execution = await new Functions(guest)
      .createExecution({ functionId: 'store-onboarding', body: JSON.stringify({ action: 'save_draft', values: {} }) })
      .catch((error: { code: number }) => error);
    // Appwrite refuses guests at the door (execute: users) or the function answers 401.
    expect(
      'code' in execution ? execution.code : (execution as { responseStatusCode: number }).responseStatusCode,
    ).toBe(401);
  });

  it('submits a valid application: status submitted, documents readable by admins and the applicant only, then locked', async () => {
    const values = await applicationOf(applicant);
    const reply = await onboard(applicant, 'submit', values);
    expect(reply.status).toBe(200);
    expect(reply.body.application).toMatchObject({ status: 'submitted', values });
    expect(reply.body.application.submitted_at).toEqual(expect.any(String));

    const guest = new Storage(new Client().setEndpoint(t.endpoint).setProject(t.projectId));
    for (const fileId of [values.form20_document_id, values.shopfront_photo_ids[0]!]) {
      await expect(applicant.storage.getFile({ bucketId: BUCKET, fileId })).resolves.toMatchObject({ $id: fileId });
      await expect(admin.storage.getFile({ bucketId: BUCKET, fileId })).resolves.toMatchObject({ $id: fileId });
      await expect(other.storage.getFile({ bucketId: BUCKET, fileId })).rejects.toMatchObject({ code: 404 });
      await expect(guest.getFile({ bucketId: BUCKET, fileId })).rejects.toMatchObject({ code: 404 });
    }

    for (const action of ['save_draft', 'submit']) {
      const locked = await onboard(applicant, action, { ...values, legal_name: 'Changed after submitting' });
      expect([locked.status, locked.body.code]).toEqual([409, 'application_locked']);
    }
    expect((await readRow(applicant, applicant.user.$id)).legal_name).toBe(VALID_APPLICATION.legal_name);
  });
});

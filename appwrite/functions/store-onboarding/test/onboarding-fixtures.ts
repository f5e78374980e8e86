// People, documents and complete applications for the store-onboarding SDK tests.
import { ID, Users } from 'node-appwrite';
import type { TestServer } from '../../../dev-server/test/harness.ts';
import { run } from '../../../dev-server/test/orders-fixtures.ts';
import { signIn, type SignedInUser } from '../../../dev-server/test/web-client.ts';
import { VALID_APPLICATION } from '@instamg/shared/testing/partner-application';
import type { ApplicationValues } from '@instamg/shared/domain/partner/application';

export const BUCKET = 'store_documents';
const PASSWORD = 'Partner-pass-2026';

export async function person(t: TestServer, label: string, isAdmin = false): Promise<SignedInUser> {
  const users = new Users(t.serverClient());
  const email = `onboarding.${label}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.in`;
  const user = await users.create({ userId: ID.unique(), email, password: PASSWORD, name: label });
  if (isAdmin) await users.updateLabels({ userId: user.$id, labels: ['admin'] });
  return signIn(t, { email, password: PASSWORD });
}

const pdf = (name: string) =>
  new File([new TextEncoder().encode('%PDF-1.4\n% test\n')], name, { type: 'application/pdf' });

export const upload = async (who: SignedInUser, name = 'licence.pdf') =>
  (await who.storage.createFile({ bucketId: BUCKET, fileId: ID.unique(), file: pdf(name) })).$id;

/** A complete application whose documents are `who`'s own uploads. */
export async function applicationOf(who: SignedInUser): Promise<ApplicationValues> {
  const [doc20, doc21, cert, cheque, photo] = await Promise.all(
    ['f20.pdf', 'f21.pdf', 'cert.pdf', 'cheque.pdf', 'shop.pdf'].map((name) => upload(who, name)),
  );
  return {
    ...VALID_APPLICATION,
    form20_document_id: doc20!,
    form21_document_id: doc21!,
    pharmacist_certificate_id: cert!,
    cheque_document_id: cheque!,
    shopfront_photo_ids: [photo!],
  };
}

export const onboard = (who: SignedInUser, action: string, values: unknown) =>
  run(who, 'store-onboarding', { action, values });
export const review = (who: SignedInUser, action: string, application_id: string, note?: string) =>
  run(who, 'store-onboarding', { action, application_id, ...(note === undefined ? {} : { note }) });

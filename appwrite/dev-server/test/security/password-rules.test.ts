import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AppwriteException, ID } from 'appwrite';
import { AppwriteException as ServerException, Users } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordPolicyFromEnv } from '../../src/auth/password-policy.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { createWebClient, signUpAndSignIn } from '../web-client.ts';

/**
 * Appwrite's password rules (issue 14 item 3): 8–256 characters always; with the project's
 * `passwordDictionary` and `personalDataCheck` settings on (off by default, as in Appwrite;
 * APPWRITE_DEV_PASSWORD_DICTIONARY / APPWRITE_DEV_PASSWORD_PERSONAL_DATA on the dev server) no
 * common password and none containing the user's name, e-mail, phone or id.
 */
let strict: TestServer;
beforeAll(async () => {
  strict = await startTestServer({ passwordPolicy: { dictionary: true, personalData: true } });
});
afterAll(async () => {
  await strict?.close();
});

async function rejection(promise: Promise<unknown>): Promise<AppwriteException | ServerException> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppwriteException || err instanceof ServerException) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

let counter = 0;
const newEmail = (): string => `rules${++counter}-${Date.now()}@example.in`;

describe('password rules with the dictionary and personal-data checks on', () => {
  it('refuses a common password at sign-up with Appwrite’s general_argument_invalid', async () => {
    const guest = createWebClient(strict.endpoint, strict.projectId);
    const err = await rejection(
      guest.account.create({ userId: ID.unique(), email: newEmail(), password: 'password123' }),
    );
    expect(err).toMatchObject({ code: 400, type: 'general_argument_invalid' });
    expect(err.message).toBe(
      'Invalid `password` param: Password must be between 8 and 265 characters long, and should not be one of the commonly used password.',
    );
  });

  it('refuses a password containing the e-mail’s local part or the name with password_personal_data', async () => {
    const guest = createWebClient(strict.endpoint, strict.projectId);
    const email = newEmail();
    const local = email.split('@')[0]!;
    expect(
      await rejection(guest.account.create({ userId: ID.unique(), email, password: `${local}!2026` })),
    ).toMatchObject({ code: 400, type: 'password_personal_data' });
    expect(
      await rejection(
        guest.account.create({ userId: ID.unique(), email, password: 'xx Priya Sharma xx', name: 'Priya Sharma' }),
      ),
    ).toMatchObject({ code: 400, type: 'password_personal_data' });
  });

  it('applies both to a password change, and keeps the 8–256 length rule', async () => {
    const email = newEmail();
    const user = await signUpAndSignIn(strict, { email, password: 'a sound password here', name: 'Arjun Mehta' });
    expect(
      (await rejection(user.account.updatePassword({ password: 'iloveyou', oldPassword: 'a sound password here' })))
        .type,
    ).toBe('general_argument_invalid');
    expect(
      (
        await rejection(
          user.account.updatePassword({ password: 'arjun mehta forever', oldPassword: 'a sound password here' }),
        )
      ).type,
    ).toBe('password_personal_data');
    const short = await rejection(
      user.account.updatePassword({ password: 'seven77', oldPassword: 'a sound password here' }),
    );
    expect(short.message).toBe('Invalid `password` param: Password must be between 8 and 256 characters long.');
    expect(
      (
        await rejection(
          user.account.updatePassword({ password: 'x'.repeat(257), oldPassword: 'a sound password here' }),
        )
      ).type,
    ).toBe('general_argument_invalid');
    await user.account.updatePassword({ password: 'another sound one', oldPassword: 'a sound password here' });
  });
});

describe('common passwords are refused by default (issue 32: the dictionary is on unless turned off)', () => {
  let plain: TestServer;
  beforeAll(async () => {
    // No policy given: what `npm start`, the e2e stack and every other suite run with.
    plain = await startTestServer();
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('refuses "12345678" at sign-up with Appwrite’s exact error, and accepts a sound password', async () => {
    const guest = createWebClient(plain.endpoint, plain.projectId);
    const err = await rejection(guest.account.create({ userId: ID.unique(), email: newEmail(), password: '12345678' }));
    expect(err).toMatchObject({ code: 400, type: 'general_argument_invalid' });
    expect(err.message).toBe(
      'Invalid `password` param: Password must be between 8 and 265 characters long, and should not be one of the commonly used password.',
    );
    await signUpAndSignIn(plain, { email: newEmail(), password: 'a sound password here' });
  });

  it('refuses it through the Users API (server key) too, at create and at a password change', async () => {
    const users = new Users(plain.serverClient());
    const err = await rejection(users.create({ userId: ID.unique(), email: newEmail(), password: '12345678' }));
    expect(err).toMatchObject({ code: 400, type: 'general_argument_invalid' });
    const user = await users.create({ userId: ID.unique(), email: newEmail(), password: 'a sound password here' });
    const change = await rejection(users.updatePassword({ userId: user.$id, password: 'iloveyou' }));
    expect(change).toMatchObject({ code: 400, type: 'general_argument_invalid' });
  });

  it('the dev server’s own default (main.ts) is on; APPWRITE_DEV_PASSWORD_DICTIONARY=disabled turns it off', () => {
    expect(passwordPolicyFromEnv({})).toEqual({ dictionary: true, personalData: false });
    expect(passwordPolicyFromEnv({ APPWRITE_DEV_PASSWORD_DICTIONARY: 'disabled' }).dictionary).toBe(false);
    expect(passwordPolicyFromEnv({ APPWRITE_DEV_PASSWORD_PERSONAL_DATA: 'enabled' }).personalData).toBe(true);
  });

  it('the project settings pushed to Appwrite (appwrite.json) turn the dictionary on', () => {
    const project = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../appwrite.json'), 'utf8')) as {
      settings?: { auth?: { security?: { passwordDictionary?: boolean } } };
    };
    expect(project.settings?.auth?.security?.passwordDictionary).toBe(true);
  });
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ExecutionStatus } from 'appwrite';
import { describe, expect, it, vi } from 'vitest';
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';
import { exchangeGoogleCredential, GoogleSignInRefused, signInTokenFrom } from './google-one-tap';

const answer = (responseStatusCode: number, body: unknown, status = ExecutionStatus.Completed) => ({
  status,
  responseStatusCode,
  responseBody: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('signInTokenFrom', () => {
  it('reads userId and secret from a 200 answer', () => {
    expect(signInTokenFrom(answer(200, { userId: 'u1', secret: 's3cret' }))).toEqual({ userId: 'u1', secret: 's3cret' });
  });

  it("turns a refusal into GoogleSignInRefused with the server's message and code", () => {
    const refusal = () => signInTokenFrom(answer(401, { message: 'The Google credential was issued for another application.', code: 'wrong_audience' }));
    expect(refusal).toThrow(GoogleSignInRefused);
    expect(refusal).toThrow('The Google credential was issued for another application.');
    try {
      refusal();
    } catch (error) {
      expect((error as GoogleSignInRefused).code).toBe('wrong_audience');
    }
  });

  it('gives a readable message when a failed execution has no JSON body', () => {
    expect(() => signInTokenFrom(answer(500, '', ExecutionStatus.Failed))).toThrow('Google sign-in failed. Please try again.');
    expect(() => signInTokenFrom(answer(200, { userId: 'u1', secret: 's' }, ExecutionStatus.Failed))).toThrow(GoogleSignInRefused);
  });

  it('refuses a 200 answer without a token', () => {
    expect(() => signInTokenFrom(answer(200, { userId: 'u1' }))).toThrow('answered without a token');
    expect(() => signInTokenFrom(answer(200, 'not json'))).toThrow('answered without a token');
  });
});

describe('exchangeGoogleCredential', () => {
  it('executes google-one-tap synchronously with the credential as the JSON body', async () => {
    const createExecution = vi.fn().mockResolvedValue(answer(200, { userId: 'u1', secret: 's' }));
    await expect(exchangeGoogleCredential({ createExecution } as never, 'header.payload.signature')).resolves.toEqual({ userId: 'u1', secret: 's' });
    expect(createExecution).toHaveBeenCalledWith({
      functionId: 'google-one-tap',
      body: JSON.stringify({ credential: 'header.payload.signature' }),
      async: false,
    });
  });

  it('calls a function appwrite.json declares, executable by guests', () => {
    const appwriteJson = fileURLToPath(new URL('../../../appwrite/appwrite.json', import.meta.url));
    const { functions } = JSON.parse(readFileSync(appwriteJson, 'utf8')) as { functions: Array<{ $id: string; execute: string[] }> };
    expect(functions.find((fn) => fn.$id === FUNCTIONS.googleOneTap)?.execute).toEqual(['any']);
  });
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ExecutionStatus } from 'appwrite';
import { describe, expect, it, vi } from 'vitest';
import { FunctionError } from '@instamg/shared/appwrite/call-function';
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';
import { exchangeGoogleCredential, signInTokenFrom } from './google-one-tap';

const answer = (responseStatusCode: number, body: unknown, status = ExecutionStatus.Completed) => ({
  status,
  responseStatusCode,
  responseBody: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('signInTokenFrom', () => {
  it('reads userId and secret', () => {
    expect(signInTokenFrom({ userId: 'u1', secret: 's3cret' })).toEqual({ userId: 'u1', secret: 's3cret' });
  });

  it('refuses a reply without a token', () => {
    expect(() => signInTokenFrom({ userId: 'u1' })).toThrow('answered without a token');
    expect(() => signInTokenFrom(null)).toThrow('answered without a token');
  });
});

describe('exchangeGoogleCredential', () => {
  it('executes google-one-tap synchronously with the credential as the JSON body', async () => {
    const createExecution = vi.fn().mockResolvedValue(answer(200, { userId: 'u1', secret: 's' }));
    await expect(
      exchangeGoogleCredential('header.payload.signature', { functions: { createExecution } }),
    ).resolves.toEqual({ userId: 'u1', secret: 's' });
    expect(createExecution).toHaveBeenCalledWith(
      expect.objectContaining({
        functionId: 'google-one-tap',
        body: JSON.stringify({ credential: 'header.payload.signature' }),
        async: false,
      }),
    );
  });

  it("rejects a refusal with the server's message and code", async () => {
    const createExecution = vi
      .fn()
      .mockResolvedValue(
        answer(401, { message: 'The Google credential was issued for another application.', code: 'wrong_audience' }),
      );
    const exchange = exchangeGoogleCredential('x.y.z', { functions: { createExecution } });
    await expect(exchange).rejects.toBeInstanceOf(FunctionError);
    await expect(exchange).rejects.toMatchObject({
      status: 401,
      code: 'wrong_audience',
      message: 'The Google credential was issued for another application.',
    });
  });

  it('rejects a 200 reply without a token', async () => {
    const createExecution = vi.fn().mockResolvedValue(answer(200, { userId: 'u1' }));
    await expect(exchangeGoogleCredential('x.y.z', { functions: { createExecution } })).rejects.toThrow(
      'answered without a token',
    );
  });

  it('calls a function appwrite.json declares, executable by guests', () => {
    const appwriteJson = fileURLToPath(new URL('../../../../appwrite/appwrite.json', import.meta.url));
    const { functions } = JSON.parse(readFileSync(appwriteJson, 'utf8')) as {
      functions: Array<{ $id: string; execute: string[] }>;
    };
    expect(functions.find((fn) => fn.$id === FUNCTIONS.googleOneTap)?.execute).toEqual(['any']);
  });
});

import { AppwriteException, type Models } from 'appwrite';
import { describe, expect, it, vi } from 'vitest';
import { TEXTS } from '../constants';
import { callFunction, FunctionError } from './call-function';

const execution = (responseStatusCode: number, body: unknown) =>
  ({
    status: responseStatusCode >= 500 ? 'failed' : 'completed',
    responseStatusCode,
    responseBody: JSON.stringify(body),
  }) as Models.Execution;

describe('callFunction', () => {
  it('sends one synchronous JSON POST and resolves with the reply', async () => {
    const createExecution = vi.fn().mockResolvedValue(execution(200, { suggestions: ['Dolo 650'] }));
    await expect(
      callFunction('catalog-search', { action: 'suggest', query: 'dolo' }, { functions: { createExecution } }),
    ).resolves.toEqual({ suggestions: ['Dolo 650'] });
    expect(createExecution).toHaveBeenCalledWith({
      functionId: 'catalog-search',
      body: '{"action":"suggest","query":"dolo"}',
      async: false,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
  });

  it("rejects with the function's refusal", async () => {
    const createExecution = vi
      .fn()
      .mockResolvedValue(execution(409, { message: 'This order is already paid.', code: 'already_paid' }));
    const call = callFunction('payments', {}, { functions: { createExecution } });
    await expect(call).rejects.toBeInstanceOf(FunctionError);
    await expect(call).rejects.toMatchObject({
      functionId: 'payments',
      status: 409,
      code: 'already_paid',
      message: 'This order is already paid.',
    });
  });

  it('rejects with a FunctionError when the execution call itself fails', async () => {
    const createExecution = vi
      .fn()
      .mockRejectedValue(
        new AppwriteException('Synchronous function execution timed out.', 408, 'function_synchronous_timeout'),
      );
    await expect(callFunction('place-order', {}, { functions: { createExecution } })).rejects.toMatchObject({
      status: 408,
      code: 'function_synchronous_timeout',
      message: TEXTS.functionErrors.timeout,
    });
  });
});

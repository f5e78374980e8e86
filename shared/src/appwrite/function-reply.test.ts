import { AppwriteException } from 'appwrite';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '../constants';
import { FunctionError, functionErrorFrom, isFunctionError, readFunctionReply } from './function-reply';

const reply = (
  responseStatusCode: number,
  responseBody: string,
  status: 'completed' | 'failed' = responseStatusCode >= 500 ? 'failed' : 'completed',
) => ({
  responseStatusCode,
  responseBody,
  status,
});

function failure(run: () => unknown): FunctionError {
  try {
    run();
  } catch (error) {
    if (error instanceof FunctionError) return error;
    throw error;
  }
  throw new Error('expected a FunctionError');
}

describe('readFunctionReply', () => {
  it('returns the JSON of a 2xx reply', () => {
    expect(readFunctionReply('payments', reply(201, '{"order":{"$id":"o1"}}'))).toEqual({ order: { $id: 'o1' } });
    expect(readFunctionReply('catalog-search', reply(200, '[]'))).toEqual([]);
  });

  it("keeps a refusal's status, code and customer message", () => {
    const error = failure(() =>
      readFunctionReply(
        'place-order',
        reply(422, '{"message":"Address needs location update","code":"address_needs_location"}'),
      ),
    );
    expect(error).toMatchObject({
      functionId: 'place-order',
      status: 422,
      code: 'address_needs_location',
      message: 'Address needs location update',
    });
    expect(isFunctionError(error, 'address_needs_location')).toBe(true);
    expect(isFunctionError(error, 'other')).toBe(false);
  });

  it('keeps the message a function wrote for a 5xx reply', () => {
    const error = failure(() =>
      readFunctionReply(
        'google-one-tap',
        reply(503, '{"message":"Google sign-in is not configured on the server.","code":"not_configured"}'),
      ),
    );
    expect(error).toMatchObject({
      status: 503,
      code: 'not_configured',
      message: 'Google sign-in is not configured on the server.',
    });
  });

  it('gives a generic message to replies it cannot read', () => {
    expect(failure(() => readFunctionReply('payments', reply(500, 'oops')))).toMatchObject({
      status: 500,
      code: 'not_json',
      message: TEXTS.functionErrors.generic,
    });
    expect(failure(() => readFunctionReply('payments', reply(200, '<html>')))).toMatchObject({
      status: 200,
      code: 'not_json',
      message: TEXTS.functionErrors.generic,
    });
    expect(failure(() => readFunctionReply('payments', reply(200, '')))).toMatchObject({
      code: 'empty_reply',
      message: TEXTS.functionErrors.generic,
    });
    expect(failure(() => readFunctionReply('payments', reply(503, '{}')))).toMatchObject({
      status: 503,
      code: 'execution_failed',
      message: TEXTS.functionErrors.generic,
    });
    expect(failure(() => readFunctionReply('payments', reply(400, '{"message":""}')))).toMatchObject({
      status: 400,
      code: 'unknown',
      message: TEXTS.functionErrors.generic,
    });
  });

  it('treats a failed execution as a failure even with a JSON body', () => {
    // Appwrite marks a crash or the function's own timeout `failed` with status 500 and no body.
    expect(failure(() => readFunctionReply('place-order', reply(500, '', 'failed')))).toMatchObject({
      status: 500,
      code: 'execution_failed',
      message: TEXTS.functionErrors.generic,
    });
    expect(failure(() => readFunctionReply('place-order', reply(0, '', 'failed')))).toMatchObject({
      status: 500,
      code: 'execution_failed',
    });
    expect(failure(() => readFunctionReply('place-order', reply(200, '{"ok":true}', 'failed')))).toMatchObject({
      code: 'execution_failed',
    });
  });
});

describe('functionErrorFrom', () => {
  it('names a synchronous timeout', () => {
    const error = functionErrorFrom(
      'place-order',
      new AppwriteException('Synchronous function execution timed out.', 408, 'function_synchronous_timeout'),
    );
    expect(error).toMatchObject({
      status: 408,
      code: 'function_synchronous_timeout',
      message: TEXTS.functionErrors.timeout,
    });
  });

  it('names a request that got no answer', () => {
    expect(functionErrorFrom('payments', new TypeError('Failed to fetch'))).toMatchObject({
      status: 0,
      code: 'unreachable',
      message: TEXTS.functionErrors.unreachable,
    });
  });

  it("keeps Appwrite's 4xx type and message, and hides its 5xx ones", () => {
    expect(
      functionErrorFrom(
        'payments',
        new AppwriteException('Function with the requested ID could not be found.', 404, 'function_not_found'),
      ),
    ).toMatchObject({
      status: 404,
      code: 'function_not_found',
      message: 'Function with the requested ID could not be found.',
    });
    expect(functionErrorFrom('payments', new AppwriteException('Server Error', 500, 'general_unknown'))).toMatchObject({
      status: 500,
      code: 'general_unknown',
      message: TEXTS.functionErrors.generic,
    });
  });

  it('passes a FunctionError through', () => {
    const original = new FunctionError('payments', 409, 'conflict', 'Already paid.');
    expect(functionErrorFrom('payments', original)).toBe(original);
  });
});

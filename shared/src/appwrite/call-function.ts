// The browser's one way to call an Appwrite function: a synchronous execution with a JSON body,
// read by readFunctionReply. Every failure rejects with one FunctionError.
import type { Functions } from 'appwrite';
import { getAppwrite } from './client';
import { executionRequest, functionErrorFrom, readFunctionReply } from './function-reply';
import type { FunctionId } from './ids';

export { FunctionError, isFunctionError } from './function-reply';

export interface CallFunctionOptions {
  /** Another Functions service than the page's (tests, a second client). */
  functions?: Pick<Functions, 'createExecution'>;
}

/** Executes `functionId` with `body` as JSON; resolves with the 2xx reply's JSON, rejects with FunctionError. */
export async function callFunction<T>(
  functionId: FunctionId,
  body: unknown,
  options: CallFunctionOptions = {},
): Promise<T> {
  const functions = options.functions ?? getAppwrite().functions;
  let execution;
  try {
    execution = await functions.createExecution({ functionId, ...executionRequest(body) });
  } catch (error) {
    throw functionErrorFrom(functionId, error);
  }
  return readFunctionReply<T>(functionId, execution);
}

// One way to call an Appwrite function with a JSON body and read its JSON reply.
// Types only: a value import of 'appwrite' would pull the whole SDK into the partner widget.
import type { ExecutionMethod, Functions } from 'appwrite';
import type { FunctionId } from '@instamg/shared/appwrite/ids';

export interface FunctionReply {
  status: number;
  body: unknown;
}

/** Calls a function synchronously; a reply that is not JSON becomes an Error. */
export type ExecuteFunction = (functionId: FunctionId, body: unknown) => Promise<FunctionReply>;

/** The request of a synchronous JSON execution (SDK and REST alike). */
export function executionRequest(body: unknown) {
  return {
    body: JSON.stringify(body),
    async: false,
    method: 'POST' as ExecutionMethod,
    headers: { 'content-type': 'application/json' },
  };
}

/** Reads an execution (`responseStatusCode`, `responseBody`) as status + parsed JSON. */
export function replyFromExecution(functionId: FunctionId, execution: { responseStatusCode: number; responseBody: string }): FunctionReply {
  try {
    return { status: execution.responseStatusCode, body: JSON.parse(execution.responseBody) };
  } catch {
    throw new Error(`${functionId} answered ${execution.responseStatusCode} with a body that is not JSON`);
  }
}

/** Through the page's Appwrite SDK (the shell; carries the user's session). */
export function createExecutor(functions: () => Functions): ExecuteFunction {
  return async (functionId, body) =>
    replyFromExecution(functionId, await functions().createExecution({ functionId, ...executionRequest(body) }));
}

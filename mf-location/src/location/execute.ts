// One way to call an Appwrite function with a JSON body and read its JSON reply.
import { ExecutionMethod, type Functions } from 'appwrite';
import type { FunctionId } from '@instamg/shared/appwrite/ids';

export interface FunctionReply {
  status: number;
  body: unknown;
}

/** Calls a function synchronously; a reply that is not JSON becomes an Error. */
export type ExecuteFunction = (functionId: FunctionId, body: unknown) => Promise<FunctionReply>;

export function createExecutor(functions: () => Functions): ExecuteFunction {
  return async (functionId, body) => {
    const execution = await functions().createExecution({
      functionId,
      body: JSON.stringify(body),
      async: false,
      method: ExecutionMethod.POST,
      headers: { 'content-type': 'application/json' },
    });
    let parsed: unknown;
    try {
      parsed = JSON.parse(execution.responseBody);
    } catch {
      throw new Error(`${functionId} answered ${execution.responseStatusCode} with a body that is not JSON`);
    }
    return { status: execution.responseStatusCode, body: parsed };
  };
}

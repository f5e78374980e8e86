// The widget's two Appwrite calls over plain fetch (Appwrite 1.9 REST: POST
// /functions/{id}/executions, GET /locale). The full SDK would add ~30 KB gzip to a script
// partners load on every page, and a partner page never holds an instamg session anyway
// (third-party cookies), so the calls are always made as a guest. Function replies are read by
// the same shared reader as the shell's callFunction, so both get one FunctionError.
import type { FunctionId } from '@instamg/shared/appwrite/ids';
import {
  FUNCTION_FAILURE_CODES,
  FunctionError,
  executionRequest,
  functionErrorFrom,
  readFunctionReply,
} from '@instamg/shared/appwrite/function-reply';
import { TEXTS } from '@instamg/shared/constants';
import { isRecord } from '@instamg/shared/domain/guards';
import type { CallFunction } from '../api/call-function';
import type { LocaleLike } from '../api/ip-location';

export interface RestConnection {
  endpoint: string;
  project: string;
  fetcher?: typeof fetch;
  /** Told after every call whether the backend answered at all (embed/reachability.ts). */
  onReachability?(reachable: boolean): void;
}

/** Appwrite answered with an error status; `code` and `type` as the SDK's AppwriteException has them. */
export class AppwriteRestError extends Error {
  constructor(
    readonly code: number,
    readonly type: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'AppwriteRestError';
  }
}

/**
 * The request got no HTTP answer: the device is offline, or the partner's origin is not an
 * allowed web platform of the project (a CORS refusal). A browser does not tell the two apart.
 */
export class BackendUnreachableError extends Error {
  constructor(endpoint: string, options: { cause: unknown }) {
    super(`${endpoint} could not be reached`, options);
    this.name = 'BackendUnreachableError';
  }
}

async function request(connection: RestConnection, path: string, init: RequestInit = {}): Promise<unknown> {
  const fetcher = connection.fetcher ?? fetch;
  let response: Response;
  try {
    response = await fetcher(`${connection.endpoint.replace(/\/+$/, '')}${path}`, {
      ...init,
      credentials: 'omit',
      headers: { 'content-type': 'application/json', 'x-appwrite-project': connection.project, ...init.headers },
    });
  } catch (cause) {
    connection.onReachability?.(false);
    throw new BackendUnreachableError(connection.endpoint, { cause });
  }
  connection.onReachability?.(true);
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = isRecord(body) && typeof body.message === 'string' ? body.message : response.statusText;
    const type = isRecord(body) && typeof body.type === 'string' ? body.type : undefined;
    throw new AppwriteRestError(response.status, type, `Appwrite ${path} answered ${response.status}: ${message}`);
  }
  return body;
}

export function restCaller(connection: RestConnection): CallFunction {
  return async <T>(functionId: FunctionId, body: unknown): Promise<T> => {
    let execution: unknown;
    try {
      execution = await request(connection, `/functions/${encodeURIComponent(functionId)}/executions`, {
        method: 'POST',
        body: JSON.stringify(executionRequest(body)),
      });
    } catch (error) {
      throw functionErrorFrom(functionId, error);
    }
    if (
      !isRecord(execution) ||
      typeof execution.responseStatusCode !== 'number' ||
      typeof execution.responseBody !== 'string'
    ) {
      throw new FunctionError(functionId, 500, FUNCTION_FAILURE_CODES.notJson, TEXTS.functionErrors.generic);
    }
    return readFunctionReply<T>(functionId, {
      responseStatusCode: execution.responseStatusCode,
      responseBody: execution.responseBody,
      status: typeof execution.status === 'string' ? execution.status : undefined,
    });
  };
}

export function restLocale(connection: RestConnection): () => Promise<LocaleLike> {
  return async () => {
    const locale = await request(connection, '/locale');
    return isRecord(locale) ? (locale as LocaleLike) : {};
  };
}

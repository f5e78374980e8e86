// The widget's two Appwrite calls over plain fetch (Appwrite 1.9 REST: POST
// /functions/{id}/executions, GET /locale). The full SDK would add ~30 KB gzip to a script
// partners load on every page, and a partner page never holds an instamg session anyway
// (third-party cookies), so the calls are always made as a guest.
import type { FunctionId } from '@instamg/shared/appwrite/ids';
import { isRecord } from '@instamg/shared/domain/guards';
import { executionRequest, replyFromExecution, type ExecuteFunction } from '../api/execute';
import type { LocaleLike } from '../api/ip-location';

export interface RestConnection {
  endpoint: string;
  project: string;
  fetcher?: typeof fetch;
}

async function call(connection: RestConnection, path: string, init: RequestInit = {}): Promise<unknown> {
  const fetcher = connection.fetcher ?? fetch;
  const response = await fetcher(`${connection.endpoint.replace(/\/+$/, '')}${path}`, {
    ...init,
    credentials: 'omit',
    headers: { 'content-type': 'application/json', 'x-appwrite-project': connection.project, ...init.headers },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = isRecord(body) && typeof body.message === 'string' ? body.message : response.statusText;
    throw new Error(`Appwrite ${path} answered ${response.status}: ${message}`);
  }
  return body;
}

export function restExecutor(connection: RestConnection): ExecuteFunction {
  return async (functionId: FunctionId, body: unknown) => {
    const execution = await call(connection, `/functions/${encodeURIComponent(functionId)}/executions`, {
      method: 'POST',
      body: JSON.stringify(executionRequest(body)),
    });
    if (!isRecord(execution) || typeof execution.responseStatusCode !== 'number' || typeof execution.responseBody !== 'string') {
      throw new Error(`${functionId}: the execution reply has no responseStatusCode/responseBody`);
    }
    return replyFromExecution(functionId, { responseStatusCode: execution.responseStatusCode, responseBody: execution.responseBody });
  };
}

export function restLocale(connection: RestConnection): () => Promise<LocaleLike> {
  return async () => {
    const locale = await call(connection, '/locale');
    return isRecord(locale) ? (locale as LocaleLike) : {};
  };
}

// Reading our order functions' replies: 2xx JSON, or 4xx/5xx `{ message, code }` whose message
// is written for the customer (appwrite/functions/lib/errors.ts replyError; codes in shared/src/domain/function-errors.ts).

/** A refusal from an order function, carrying the function's user-facing message and code. */
export class OrderFunctionError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
    this.name = 'OrderFunctionError';
  }
}

export function readFunctionReply<T>(functionId: string, execution: { responseStatusCode: number; responseBody: string }): T {
  let body: unknown;
  try {
    body = JSON.parse(execution.responseBody);
  } catch {
    throw new OrderFunctionError(execution.responseStatusCode || 502, 'not_json', `${functionId} answered ${execution.responseStatusCode} with a body that is not JSON.`);
  }
  const status = execution.responseStatusCode;
  if (status >= 200 && status < 300) return body as T;
  const { message, code } = (body ?? {}) as { message?: unknown; code?: unknown };
  throw new OrderFunctionError(
    status,
    typeof code === 'string' ? code : 'unknown',
    typeof message === 'string' && message !== '' ? message : `${functionId} failed (${status}). Please try again.`,
  );
}

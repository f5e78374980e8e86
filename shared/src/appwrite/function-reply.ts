// Reading an Appwrite function's execution as our functions answer: 2xx JSON on success, or an
// HTTP status ≥ 400 with `{ message, code }` JSON whose message is written for the customer.
// Everything else (no JSON, an empty body, a failed or timed-out execution, an unreachable
// server) becomes the same FunctionError with a generic message, so a page has one error to show.
// Types only from 'appwrite': the partner widget uses this without the SDK (plain REST).
import type { ExecutionMethod } from 'appwrite';
import { TEXTS } from '../constants';

/** Codes of the failures the browser names itself; a function's own codes come from its reply. */
export const FUNCTION_FAILURE_CODES = {
  notJson: 'not_json',
  emptyReply: 'empty_reply',
  /** The function crashed or answered 5xx without a message of its own. */
  executionFailed: 'execution_failed',
  /** An error status with no code in its body. */
  unknown: 'unknown',
  /** The request never got an answer (offline, DNS, CORS). */
  unreachable: 'unreachable',
  /** Appwrite's own type for a synchronous execution past its limit. */
  timeout: 'function_synchronous_timeout',
} as const;

/** One failed function call: the status (0 when no HTTP answer), a machine code and a message for the customer. */
export class FunctionError extends Error {
  constructor(
    readonly functionId: string,
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'FunctionError';
  }
}

export function isFunctionError(error: unknown, code?: string): error is FunctionError {
  return error instanceof FunctionError && (code === undefined || error.code === code);
}

/** The request of a synchronous JSON execution (SDK and REST alike). */
export function executionRequest(body: unknown) {
  return {
    body: JSON.stringify(body),
    async: false,
    method: 'POST' as ExecutionMethod,
    headers: { 'content-type': 'application/json' },
  };
}

/** What readFunctionReply needs of an execution (an SDK `Models.Execution` or the REST JSON). */
export interface ExecutionReply {
  responseStatusCode: number;
  responseBody: string;
  /** `completed`, `failed`, …; Appwrite marks 5xx replies, crashes and the function's own timeout `failed`. */
  status?: string;
}

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The reply's JSON on 2xx; throws FunctionError for anything else. */
export function readFunctionReply<T>(functionId: string, execution: ExecutionReply): T {
  const status = execution.responseStatusCode;
  const failed = execution.status === 'failed';
  const generic = TEXTS.functionErrors.generic;
  if (execution.responseBody.trim() === '') {
    const code = failed || status >= 500 ? FUNCTION_FAILURE_CODES.executionFailed : FUNCTION_FAILURE_CODES.emptyReply;
    throw new FunctionError(functionId, status || 500, code, generic);
  }
  const parsed = parse(execution.responseBody);
  if (!parsed.ok) throw new FunctionError(functionId, status || 500, FUNCTION_FAILURE_CODES.notJson, generic);
  if (status >= 200 && status < 300 && !failed) return parsed.value as T;

  const reply =
    typeof parsed.value === 'object' && parsed.value !== null ? (parsed.value as Record<string, unknown>) : {};
  const message = text(reply.message);
  const code =
    text(reply.code) ??
    (status >= 500 || failed ? FUNCTION_FAILURE_CODES.executionFailed : FUNCTION_FAILURE_CODES.unknown);
  throw new FunctionError(functionId, status || 500, code, message ?? generic);
}

/**
 * Turns whatever the execution call itself threw into a FunctionError: Appwrite's own errors keep
 * their status and type (a synchronous timeout gets the timeout text), a fetch that never got an
 * answer becomes `unreachable`.
 */
export function functionErrorFrom(functionId: string, error: unknown): FunctionError {
  if (error instanceof FunctionError) return error;
  const { code, type, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    type?: unknown;
    message?: unknown;
  };
  const status = typeof code === 'number' ? code : 0;
  if (type === FUNCTION_FAILURE_CODES.timeout || status === 408) {
    return new FunctionError(functionId, status || 408, FUNCTION_FAILURE_CODES.timeout, TEXTS.functionErrors.timeout);
  }
  if (status === 0)
    return new FunctionError(functionId, 0, FUNCTION_FAILURE_CODES.unreachable, TEXTS.functionErrors.unreachable);
  if (status >= 500)
    return new FunctionError(
      functionId,
      status,
      text(type) ?? FUNCTION_FAILURE_CODES.executionFailed,
      TEXTS.functionErrors.generic,
    );
  // 4xx from Appwrite itself (401, 404, 429): its messages are written to be read.
  return new FunctionError(
    functionId,
    status,
    text(type) ?? FUNCTION_FAILURE_CODES.unknown,
    text(message) ?? TEXTS.functionErrors.generic,
  );
}

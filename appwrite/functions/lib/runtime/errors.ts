import {
  FUNCTION_ERRORS,
  type FunctionErrorCode,
  type FunctionErrorReply,
} from '@instamg/shared/domain/function-errors';
import type { Context } from './context.ts';

/**
 * A refusal the caller should see: a code of the catalogue (shared/src/domain/function-errors.ts),
 * its HTTP status, and a user-facing message (the catalogue's, or a more precise one).
 */
export class FunctionError extends Error {
  readonly status: number;

  constructor(
    readonly code: FunctionErrorCode,
    message: string = FUNCTION_ERRORS[code].message,
  ) {
    super(message);
    this.status = FUNCTION_ERRORS[code].status;
  }
}

/** `throw fail('order_not_found')`, or with a precise text: `throw fail('out_of_stock', `${name} just went out of stock.`)`. */
export const fail = (code: FunctionErrorCode, message?: string): FunctionError => new FunctionError(code, message);

/** The wire form of every refusal: `{ message, code }` with the catalogue's status for the code. */
export function answerError(
  res: Pick<Context['res'], 'json'>,
  code: FunctionErrorCode,
  message: string = FUNCTION_ERRORS[code].message,
): unknown {
  return res.json({ message, code } satisfies FunctionErrorReply, FUNCTION_ERRORS[code].status);
}

/** Answers a FunctionError as `{ message, code }` with its status; anything else is logged and becomes a 500 with `fallback`. */
export function replyError(
  ctx: { res: Pick<Context['res'], 'json'>; error: Context['error'] },
  err: unknown,
  fallback: string,
): unknown {
  if (err instanceof FunctionError) return answerError(ctx.res, err.code, err.message);
  ctx.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  return answerError(ctx.res, 'internal_error', fallback);
}

/** Refusals from an Appwrite call (`err.code` is its HTTP status), e.g. 404 → order_not_found. */
export const appwriteStatus = (err: unknown): number | undefined => (err as { code?: number } | null)?.code;

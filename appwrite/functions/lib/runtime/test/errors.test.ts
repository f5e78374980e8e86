import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FUNCTION_ERRORS } from '@instamg/shared/domain/function-errors';
import { describe, expect, it } from 'vitest';
import { FunctionError, answerError, fail, replyError } from '../errors.ts';

function fakeContext() {
  const replies: { body: unknown; status: number | undefined }[] = [];
  const errors: unknown[] = [];
  return {
    replies,
    errors,
    ctx: {
      res: { json: (body: unknown, status?: number) => replies.push({ body, status }) },
      error: (message: unknown) => errors.push(message),
    },
  };
}

describe('raising by code', () => {
  it('takes the status from the catalogue, the text from the raiser or the catalogue', () => {
    const precise = fail('out_of_stock', 'Dolo 650 just went out of stock. Please update your cart.');
    expect(precise).toBeInstanceOf(FunctionError);
    expect([precise.status, precise.code, precise.message]).toEqual([
      409,
      'out_of_stock',
      'Dolo 650 just went out of stock. Please update your cart.',
    ]);
    expect(fail('order_not_found').message).toBe('Order not found.');
    expect(fail('prescription_rejected', 'The prescription was rejected; this order cannot be confirmed.').status).toBe(
      422,
    );
  });

  it('replies { message, code } with that status; anything else is logged and a 500 with the fallback', () => {
    const { ctx, replies, errors } = fakeContext();
    replyError(ctx, fail('sign_in_required'), 'unused');
    replyError(ctx, new Error('database on fire'), 'We could not update this order. Please try again.');
    answerError(ctx.res, 'gateway_error');
    expect(replies).toEqual([
      { status: 401, body: { message: 'Please sign in to continue.', code: 'sign_in_required' } },
      { status: 500, body: { message: 'We could not update this order. Please try again.', code: 'internal_error' } },
      { status: 502, body: { message: FUNCTION_ERRORS.gateway_error.message, code: 'gateway_error' } },
    ]);
    expect(String(errors[0])).toContain('database on fire');
  });
});

describe('every function', () => {
  it('answers refusals through the catalogue, never with a hand-written status', () => {
    const functionsDir = join(import.meta.dirname, '../../..');
    const offenders: string[] = [];
    for (const fn of readdirSync(functionsDir, { withFileTypes: true })) {
      if (!fn.isDirectory() || fn.name === 'lib' || fn.name === 'node_modules') continue;
      const src = join(functionsDir, fn.name, 'src');
      const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
      for (const file of files) {
        const text = readFileSync(join(src, file), 'utf8');
        // A reply with a message and a literal status (`res.json({ message … }, 400)`) bypasses the catalogue.
        if (/\.json\(\{\s*message[^)]*\},\s*\d{3}\)/.test(text)) offenders.push(`${fn.name}/src/${file}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

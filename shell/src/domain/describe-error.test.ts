import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error';

describe('describeError', () => {
  it('keeps a V8 stack, which already starts with the headline', () => {
    const error = new TypeError('x is not a function');
    error.stack = 'TypeError: x is not a function\n    at App (app.js:1:1)';
    expect(describeError(error)).toBe(error.stack);
  });

  it('puts the headline above a stack that lacks it', () => {
    const error = new Error('chunk failed');
    error.stack = 'App@app.js:1:1';
    expect(describeError(error)).toBe('Error: chunk failed\nApp@app.js:1:1');
  });

  it('uses the headline alone when there is no stack', () => {
    const error = new RangeError('bad index');
    error.stack = undefined;
    expect(describeError(error)).toBe('RangeError: bad index');
  });

  it('shows thrown strings and objects as they are', () => {
    expect(describeError('boom')).toBe('boom');
    expect(describeError({ code: 500, message: 'server' })).toBe('{"code":500,"message":"server"}');
    expect(describeError(42)).toBe('42');
  });

  it('names a missing error instead of printing undefined', () => {
    expect(describeError(undefined)).toBe('Unknown error');
    expect(describeError(null)).toBe('Unknown error');
  });

  it('survives values JSON cannot encode', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(describeError(circular)).toBe('[object Object]');
    expect(describeError(10n)).toBe('10');
  });
});

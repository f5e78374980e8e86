import { describe, expect, it } from 'vitest';
import { FUNCTION_ERRORS, isFunctionErrorCode } from './function-errors';

describe('FUNCTION_ERRORS', () => {
  it('each code is snake_case with an HTTP error status and a user-facing text', () => {
    for (const [code, { status, message }] of Object.entries(FUNCTION_ERRORS)) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(message.trim(), code).not.toBe('');
    }
  });

  it('one status per code: prescription_rejected is 422 wherever it is raised', () => {
    expect(FUNCTION_ERRORS.prescription_rejected.status).toBe(422);
    expect(FUNCTION_ERRORS.sign_in_required.status).toBe(401);
    expect(FUNCTION_ERRORS.internal_error.status).toBe(500);
  });

  it('isFunctionErrorCode knows the catalogue and nothing else', () => {
    expect(isFunctionErrorCode('out_of_stock')).toBe(true);
    expect(isFunctionErrorCode('constructor')).toBe(false);
    expect(isFunctionErrorCode(404)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isRowId } from './row-id';

describe('isRowId', () => {
  it('accepts Appwrite row ids', () => {
    for (const id of ['dolo-650-tablet', 'a', 'cat_x.1', 'A'.repeat(36)]) expect(isRowId(id)).toBe(true);
  });
  it('rejects what the server would refuse', () => {
    for (const id of ['', '-lead', '../x', 'a b', 'A'.repeat(37), 'é']) expect(isRowId(id)).toBe(false);
  });
});

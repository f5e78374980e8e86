import { describe, expect, it } from 'vitest';
import { LIMITS } from '@instamg/shared/constants';
// The function deploys on its own and cannot import shared: its limit is read here instead.
import { MAX_QUERY_LENGTH } from '../../../appwrite/functions/catalog-search/src/input.ts';

describe('search text limit', () => {
  it('is the one the catalog-search function enforces', () => {
    expect(LIMITS.searchQueryMaxChars).toBe(MAX_QUERY_LENGTH);
  });
});

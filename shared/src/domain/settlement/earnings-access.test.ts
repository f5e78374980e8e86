import { describe, expect, it } from 'vitest';
import { earningsReadPermissions, maySeeEarnings } from './earnings-access';

describe('earnings access (issue 18 §8)', () => {
  it('owner and store admin only', () => {
    expect(maySeeEarnings(['owner'])).toBe(true);
    expect(maySeeEarnings(['admin'])).toBe(true);
    expect(maySeeEarnings(['manager'])).toBe(false);
    expect(maySeeEarnings(['staff', 'pharmacist'])).toBe(false);
    expect(maySeeEarnings([])).toBe(false);
  });

  it('rows carry the same two team roles', () => {
    expect(earningsReadPermissions('T1')).toEqual(['read("team:T1/owner")', 'read("team:T1/admin")']);
  });
});

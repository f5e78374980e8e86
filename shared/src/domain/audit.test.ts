import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit';

describe('auditChanges', () => {
  it('lists each changed column before → after', () => {
    expect(auditChanges('{"price":36.5,"mrp":40}', '{"price":33,"mrp":39}')).toEqual([
      'price: 36.5 → 33',
      'mrp: 40 → 39',
    ]);
    expect(auditChanges(null, '{"value":"5"}')).toEqual(['value: — → 5']);
    expect(auditChanges('{"is_active":true}', null)).toEqual(['is_active: true → —']);
    expect(auditChanges('not json', '[1]')).toEqual([]);
  });
});

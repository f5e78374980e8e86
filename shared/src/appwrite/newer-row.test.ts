import { describe, expect, it } from 'vitest';
import { keepNewerRow, newerRow } from './newer-row';

const row = (status: string, $updatedAt: string) => ({ $id: 'o1', status, $updatedAt });

describe('newerRow', () => {
  it('keeps the cached row when the incoming one is older (a fetch that lost the race with a live update)', () => {
    const live = row('delivered', '2026-11-25T10:00:02.000+00:00');
    expect(newerRow(live, row('out_for_delivery', '2026-11-25T10:00:01.000+00:00'))).toBe(live);
  });

  it('takes a newer or equally new incoming row, or the first one', () => {
    const old = row('out_for_delivery', '2026-11-25T10:00:01.000+00:00');
    const next = row('delivered', '2026-11-25T10:00:01.500+00:00');
    expect(newerRow(old, next)).toBe(next);
    const same = row('delivered', old.$updatedAt);
    expect(newerRow(old, same)).toBe(same);
    expect(newerRow(undefined, old)).toBe(old);
  });
});

describe('keepNewerRow', () => {
  it('applies only to rows; anything else is replaced as usual', () => {
    const live = row('delivered', '2026-11-25T10:00:02.000+00:00');
    expect(keepNewerRow(live, row('placed', '2026-11-25T09:00:00.000+00:00'))).toBe(live);
    expect(keepNewerRow([1], [2])).toEqual([2]);
    expect(keepNewerRow(undefined, live)).toBe(live);
  });
});

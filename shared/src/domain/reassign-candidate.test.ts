import { describe, expect, it } from 'vitest';
import {
  assessCandidate,
  candidateSummary,
  cannotTakeMessage,
  reassignBlock,
  reassignCandidates,
  type CandidateFacts,
  type ReassignOrder,
} from './reassign-candidate';

// 2026-12-07 12:00 IST, a Monday.
const NOW = new Date('2026-12-07T06:30:00.000Z');
const evening = [{ open: '17:00', close: '22:00' }];
const eveningsOnly = {
  week: { mon: evening, tue: evening, wed: evening, thu: evening, fri: evening, sat: evening, sun: evening },
  holidays: [],
  closure: null,
};
const order: ReassignOrder = { store_id: 'store-a', paid: 500, triedStoreIds: ['store-lost'] };
const facts = (
  id: string,
  over: Partial<CandidateFacts> = {},
  store: Partial<CandidateFacts['store']> = {},
): CandidateFacts => ({
  store: {
    $id: id,
    name: `Pharmacy ${id}`,
    is_active: true,
    status: 'open',
    licence_expires_on: '2028-01-01',
    ...store,
  },
  km: 2.44,
  linesStocked: 2,
  linesTotal: 2,
  worstTotal: 480,
  ...over,
});

describe('reassignBlock', () => {
  it('takes an active, licensed, open store within 5 km with every line in stock at no more than was paid', () => {
    expect(reassignBlock(order, facts('store-b'), NOW)).toBeNull();
    expect(reassignBlock(order, facts('store-b', { km: 5, worstTotal: 500 }), NOW)).toBeNull();
  });

  it('names the first reason a store cannot take the order', () => {
    const cases: Array<[CandidateFacts, string]> = [
      [facts('store-a'), 'current_store'],
      [facts('store-lost'), 'already_tried'],
      [facts('b', {}, { is_active: false }), 'not_live'],
      [facts('b', {}, { go_live_pending: true }), 'not_live'],
      [facts('b', {}, { suspended_at: '2026-12-01T00:00:00.000Z' }), 'suspended'],
      [facts('b', {}, { licence_expires_on: '2026-12-06' }), 'licence_expired'],
      [facts('b', {}, { status: 'paused' }), 'closed'],
      // Hours kept, opening only in the evening: closed at noon even though the status is open.
      [facts('b', {}, { opening_hours: JSON.stringify(eveningsOnly) }), 'closed'],
      [facts('b', { km: 5.01 }), 'too_far'],
      [facts('b', { linesStocked: 1, worstTotal: null }), 'missing_stock'],
      [facts('b', { worstTotal: 500.5 }), 'costs_more'],
    ];
    for (const [f, block] of cases) expect(reassignBlock(order, f, NOW), block).toBe(block);
    // A licence is valid through its expiry day.
    expect(reassignBlock(order, facts('b', {}, { licence_expires_on: '2026-12-07' }), NOW)).toBeNull();
  });
});

describe('reassignCandidates', () => {
  it('lists the capable stores first, nearest first, without the order’s own store, with distance, stock and the reason', () => {
    const list = reassignCandidates(
      order,
      [
        facts('store-a'),
        facts('far', { km: 7.2 }),
        facts('near-short', { km: 0.8, linesStocked: 1, worstTotal: null }),
        facts('second', { km: 3.06 }),
        facts('first', { km: 1.23 }),
      ],
      NOW,
    );
    expect(list.map((c) => [c.store_id, c.can_take, c.block])).toEqual([
      ['first', true, null],
      ['second', true, null],
      ['near-short', false, 'missing_stock'],
      ['far', false, 'too_far'],
    ]);
    expect(list[2]).toMatchObject({ km: 0.8, lines_stocked: 1, lines_total: 2, reason: 'Does not stock every line' });
    expect(candidateSummary(list[0]!)).toBe('1.2 km · 2 of 2 lines in stock');
    expect(candidateSummary({ km: 3, lines_stocked: 0, lines_total: 1 })).toBe('3.0 km · 0 of 1 line in stock');
    expect(assessCandidate(order, facts('x'), NOW).reason).toBeNull();
    expect(cannotTakeMessage('already_tried')).toBe(
      'That pharmacy cannot take this order: already rejected or lost this order.',
    );
  });
});

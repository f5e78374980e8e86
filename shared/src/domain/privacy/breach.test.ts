import { describe, expect, it } from 'vitest';
import { BREACH_NOTICE_TEMPLATE, parseBreachNotice, splitUserIds } from './breach';

describe('parseBreachNotice', () => {
  const ok = { user_ids: ['u1', 'u2', 'u1'], subject: 'Important', message: 'A file of addresses was readable.' };
  it('takes unique ids, a subject and a filled-in message', () => {
    expect(parseBreachNotice(ok)).toEqual({
      ok: true,
      value: { userIds: ['u1', 'u2'], subject: 'Important', message: 'A file of addresses was readable.' },
    });
  });
  it('refuses no ids, bad ids, an empty subject, a short message and an unfilled template', () => {
    for (const body of [
      { ...ok, user_ids: [] },
      { ...ok, user_ids: ['bad id!'] },
      { ...ok, subject: ' ' },
      { ...ok, message: 'too short' },
      { ...ok, subject: BREACH_NOTICE_TEMPLATE.subject, message: BREACH_NOTICE_TEMPLATE.message },
    ])
      expect(parseBreachNotice(body).ok).toBe(false);
  });
  it('splits a pasted list of ids', () => {
    expect(splitUserIds(' a1, b2\nc3;a1 ')).toEqual(['a1', 'b2', 'c3']);
  });
});

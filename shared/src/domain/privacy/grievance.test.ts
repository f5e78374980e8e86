import { describe, expect, it } from 'vitest';
import {
  GRIEVANCE_OFFICER,
  addCalendarMonths,
  grievanceClock,
  grievanceClockLabel,
  grievanceDeadlines,
  grievanceTicketNumber,
  parseGrievance,
} from './grievance';

describe('grievance tickets', () => {
  it('are acknowledged within 48 hours and resolved within a calendar month', () => {
    const { ackDueAt, resolveDueAt } = grievanceDeadlines(new Date('2026-12-02T10:00:00.000Z'));
    expect(ackDueAt.toISOString()).toBe('2026-12-04T10:00:00.000Z');
    expect(resolveDueAt.toISOString()).toBe('2027-01-02T10:00:00.000Z');
    expect(addCalendarMonths(new Date('2027-01-31T05:00:00.000Z'), 1).toISOString()).toBe('2027-02-28T05:00:00.000Z');
    expect(addCalendarMonths(new Date('2028-01-31T05:00:00.000Z'), 1).toISOString()).toBe('2028-02-29T05:00:00.000Z');
  });

  it('numbers a ticket by its IST day and six unambiguous characters', () => {
    // 20:00 UTC on 2 Dec is 01:30 IST on 3 Dec.
    expect(grievanceTicketNumber(new Date('2026-12-02T20:00:00.000Z'), () => 0)).toBe('GRV-261203-AAAAAA');
    expect(grievanceTicketNumber(new Date('2026-12-02T10:00:00.000Z'), () => 0.999)).toMatch(/^GRV-261202-9{6}$/);
  });

  it('checks the form', () => {
    expect(
      parseGrievance({ subject: ' Late refund ', message: 'My refund has not arrived.', order_number: 'img-12' }),
    ).toEqual({
      ok: true,
      value: { subject: 'Late refund', message: 'My refund has not arrived.', orderNumber: 'IMG-12' },
    });
    expect(parseGrievance({ subject: 'Hi', message: 'My refund has not arrived.' })).toMatchObject({ ok: false });
    expect(parseGrievance({ subject: 'Refund', message: 'short' })).toMatchObject({ ok: false });
    expect(
      parseGrievance({ subject: 'Refund', message: 'My refund has not arrived.', order_number: 'x;drop' }),
    ).toMatchObject({ ok: false });
    expect(parseGrievance({ subject: 'Refund', message: 'My refund has not arrived.', order_number: 5 })).toMatchObject(
      { ok: false },
    );
    expect(
      parseGrievance({ subject: 'Refund', message: 'My refund has not arrived.', order_number: '' }),
    ).toMatchObject({
      ok: true,
      value: { orderNumber: null },
    });
  });

  it('runs the acknowledgement clock, then the resolution clock', () => {
    const ticket = {
      status: 'open' as const,
      ack_due_at: '2026-12-04T10:00:00.000Z',
      resolve_due_at: '2027-01-02T10:00:00.000Z',
    };
    const now = new Date('2026-12-04T05:00:00.000Z');
    expect(grievanceClockLabel(grievanceClock(ticket, now))).toBe('Acknowledge within 5 h');
    expect(grievanceClockLabel(grievanceClock(ticket, new Date('2026-12-04T10:00:00.000Z')))).toBe(
      'Acknowledgement overdue',
    );
    expect(grievanceClockLabel(grievanceClock({ ...ticket, status: 'acknowledged' }, now))).toBe(
      'Resolve within 29 days',
    );
    expect(grievanceClockLabel(grievanceClock({ ...ticket, status: 'resolved' }, now))).toBe('Resolved');
  });

  it('marks the officer placeholders as company data to fill', () => {
    expect(GRIEVANCE_OFFICER.name).toMatch(/to be filled/);
  });
});

// Grievances (issue 39 §5): the grievance officer the Consumer Protection (E-Commerce) Rules 2020
// (rule 4(4)) and the DPDP Act 2023 (s.8(10)) want named, and a ticket's clock: acknowledged
// within 48 hours, resolved within one month of receipt. Pure: the privacy-requests function
// writes the deadlines with it, /grievance, Account and the admin queue show them.
import type { GrievanceTicketsStatus } from '../../appwrite/rows';

/**
 * COMPANY DATA TO FILL before launch: the grievance officer's real name, e-mail and phone (and
 * the registered office the Rules also want on the page). The placeholders below are not a
 * person; the /grievance page shows them as they are.
 */
export const GRIEVANCE_OFFICER = {
  name: '[Grievance Officer name — to be filled by instamg]',
  designation: 'Grievance Officer',
  email: 'grievance@instamg.example',
  phone: '+91 00000 00000',
  hours: 'Monday to Saturday, 10 am to 6 pm IST',
} as const;

/** Rule 4(5)(a): acknowledge a complaint within 48 hours. */
export const GRIEVANCE_ACK_HOURS = 48;
/** Rule 4(5)(a): redress it within one month of receipt. */
export const GRIEVANCE_RESOLVE_MONTHS = 1;

export const GRIEVANCE_LIMITS = { subject: 120, message: 2000, orderNumber: 32 } as const;
/** Tickets one person may raise in 24 hours (beyond that, write to the officer). */
export const GRIEVANCES_PER_DAY = 10;

export type GrievanceStatus = GrievanceTicketsStatus;
export const GRIEVANCE_STATUS_LABELS: Readonly<Record<GrievanceStatus, string>> = {
  open: 'Received',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
};

/** `from` plus whole calendar months (UTC), clamped to the last day of a shorter month (31 Jan → 28/29 Feb). */
export function addCalendarMonths(from: Date, months: number): Date {
  const out = new Date(from.getTime());
  const day = out.getUTCDate();
  out.setUTCDate(1);
  out.setUTCMonth(out.getUTCMonth() + months);
  const last = new Date(Date.UTC(out.getUTCFullYear(), out.getUTCMonth() + 1, 0)).getUTCDate();
  out.setUTCDate(Math.min(day, last));
  return out;
}

export function grievanceDeadlines(createdAt: Date): { ackDueAt: Date; resolveDueAt: Date } {
  return {
    ackDueAt: new Date(createdAt.getTime() + GRIEVANCE_ACK_HOURS * 3_600_000),
    resolveDueAt: addCalendarMonths(createdAt, GRIEVANCE_RESOLVE_MONTHS),
  };
}

const TICKET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A ticket number people can read out on the phone: `GRV-` + the IST day (YYMMDD) + 6 letters
 * and digits without look-alikes (no I, O, 0, 1). `random` gives 6 values in [0, 1).
 */
export function grievanceTicketNumber(createdAt: Date, random: () => number): string {
  const ist = new Date(createdAt.getTime() + (5 * 60 + 30) * 60_000).toISOString();
  const day = ist.slice(2, 4) + ist.slice(5, 7) + ist.slice(8, 10);
  let tail = '';
  for (let i = 0; i < 6; i++) tail += TICKET_ALPHABET[Math.floor(random() * TICKET_ALPHABET.length)];
  return `GRV-${day}-${tail}`;
}

export interface GrievanceInput {
  subject: string;
  message: string;
  orderNumber: string | null;
}

/** The ticket form's fields checked; a text per wrong field, or the cleaned input. */
export function parseGrievance(
  body: Record<string, unknown>,
): { ok: true; value: GrievanceInput } | { ok: false; error: string } {
  const subject = typeof body.subject === 'string' ? body.subject.trim() : '';
  const message = typeof body.message === 'string' ? body.message.trim() : '';
  const rawOrder = typeof body.order_number === 'string' ? body.order_number.trim() : '';
  if (body.order_number !== undefined && body.order_number !== null && typeof body.order_number !== 'string')
    return { ok: false, error: 'The order number must be text.' };
  if (subject.length < 3 || subject.length > GRIEVANCE_LIMITS.subject)
    return { ok: false, error: `Give a subject of 3 to ${GRIEVANCE_LIMITS.subject} characters.` };
  if (message.length < 10 || message.length > GRIEVANCE_LIMITS.message)
    return { ok: false, error: `Describe the problem in 10 to ${GRIEVANCE_LIMITS.message} characters.` };
  if (rawOrder.length > GRIEVANCE_LIMITS.orderNumber || (rawOrder && !/^[A-Za-z0-9-]+$/.test(rawOrder)))
    return { ok: false, error: 'That does not look like an order number.' };
  return { ok: true, value: { subject, message, orderNumber: rawOrder ? rawOrder.toUpperCase() : null } };
}

export interface GrievanceClockLike {
  status: GrievanceStatus;
  ack_due_at: string;
  resolve_due_at: string;
}

export type GrievanceClock =
  | { stage: 'acknowledge'; dueAt: string; overdue: boolean; hoursLeft: number }
  | { stage: 'resolve'; dueAt: string; overdue: boolean; hoursLeft: number }
  | { stage: 'done' };

/** The deadline a ticket is running against now, and whether it has passed. */
export function grievanceClock(ticket: GrievanceClockLike, now: Date): GrievanceClock {
  if (ticket.status === 'resolved') return { stage: 'done' };
  const stage = ticket.status === 'open' ? 'acknowledge' : 'resolve';
  const dueAt = stage === 'acknowledge' ? ticket.ack_due_at : ticket.resolve_due_at;
  const hoursLeft = Math.floor((Date.parse(dueAt) - now.getTime()) / 3_600_000);
  return { stage, dueAt, overdue: Date.parse(dueAt) <= now.getTime(), hoursLeft };
}

/** "Acknowledge within 5 h", "Acknowledgement overdue", "Resolve within 12 days", "Resolved". */
export function grievanceClockLabel(clock: GrievanceClock): string {
  if (clock.stage === 'done') return 'Resolved';
  const verb = clock.stage === 'acknowledge' ? 'Acknowledge' : 'Resolve';
  if (clock.overdue) return clock.stage === 'acknowledge' ? 'Acknowledgement overdue' : 'Resolution overdue';
  const left = clock.hoursLeft >= 48 ? `${Math.floor(clock.hoursLeft / 24)} days` : `${Math.max(clock.hoursLeft, 0)} h`;
  return `${verb} within ${left}`;
}

import { AppwriteException } from '../errors.ts';

/**
 * `scheduledAt` of createExecution as Appwrite 1.9 checks it (Functions/Http/Executions/Create.php
 * and utopia-php/database's Datetime validator): a string of at most 100 characters (else the
 * param's general_argument_invalid); only with `async: true`; a date more than 60 s ahead (whole
 * seconds, as PHP's getTimestamp) at minute precision (no seconds, no milliseconds), year
 * 0000–9999. Both refusals are 400 general_bad_request with Appwrite's own messages, and the
 * async rule is checked first.
 */

export const NOT_ASYNC_MESSAGE =
  'Scheduled executions must run asynchronously. Set scheduledAt to a future date, or set async to true.';
export const INVALID_SCHEDULE_MESSAGE = 'Execution schedule must be a valid date, and at least 1 minute from now';
/** Appwrite's DatetimeValidator offset for executions: strictly more than this many seconds ahead. */
export const MIN_LEAD_SECONDS = 60;

/** ISO 8601 date-times PHP's DateTime reads the same way: date, `T` or space, time, optional fraction and zone. */
const ISO_DATETIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** The scheduled time, or null when the request has none (absent or null; an empty string is present, as on Appwrite). */
export function parseScheduledAt(value: unknown, isAsync: boolean, now: Date = new Date()): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > 100) {
    throw new AppwriteException(
      'general_argument_invalid',
      'Invalid `scheduledAt` param: Value must be a valid string and at most 100 chars',
    );
  }
  if (!isAsync) throw new AppwriteException('general_bad_request', NOT_ASYNC_MESSAGE);
  const when = scheduleTime(value, now);
  if (!when) throw new AppwriteException('general_bad_request', INVALID_SCHEDULE_MESSAGE);
  return when.toISOString().replace('Z', '+00:00');
}

/** The instant `value` names when it is a valid execution schedule at `now`, else null. */
export function scheduleTime(value: string, now: Date): Date | null {
  const m = ISO_DATETIME.exec(value.trim());
  if (!m) return null;
  const [, , , , , , seconds, fraction, zone] = m;
  // Minute precision: PHP's format('s') and format('v') must both be 0.
  if ((seconds !== undefined && Number(seconds) !== 0) || (fraction !== undefined && Number(`0.${fraction}`) !== 0))
    return null;
  // No zone means the server's time zone on Appwrite (UTC in its containers).
  const normalized = value.trim().replace(' ', 'T') + (zone ? '' : 'Z');
  const when = new Date(normalized.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  if (Number.isNaN(when.getTime())) return null;
  const lead = Math.floor(when.getTime() / 1000) - Math.floor(now.getTime() / 1000);
  return lead > MIN_LEAD_SECONDS ? when : null;
}

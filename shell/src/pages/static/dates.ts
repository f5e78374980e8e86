// Date lines of the policy pages (SPEC §2 "Static pages"): Privacy Policy says
// "Last Updated" in US long format, Terms says "Last updated" in Indian long format.

const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

const usLongDate = new Intl.DateTimeFormat('en-US', LONG_DATE);
const indianLongDate = new Intl.DateTimeFormat('en-IN', LONG_DATE);

/** The device's formatter, or one for the given zone (server-rendered HTML is in India's). */
function inZone(deviceFormat: Intl.DateTimeFormat, locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  return timeZone === undefined ? deviceFormat : new Intl.DateTimeFormat(locale, { ...LONG_DATE, timeZone });
}

function assertValidDate(date: Date, caller: string): void {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) {
    throw new RangeError(`${caller}: expected a valid Date, got ${String(date)}`);
  }
}

/**
 * "November 22, 2026" — in the viewer's own time zone, because the line means "today" for them
 * (or in `timeZone`, for server-rendered HTML).
 */
export function formatUsLongDate(date: Date, timeZone?: string): string {
  assertValidDate(date, 'formatUsLongDate');
  return inZone(usLongDate, 'en-US', timeZone).format(date);
}

/** "22 November 2026" — in the viewer's own time zone (or in `timeZone`). */
export function formatIndianLongDate(date: Date, timeZone?: string): string {
  assertValidDate(date, 'formatIndianLongDate');
  return inZone(indianLongDate, 'en-IN', timeZone).format(date);
}

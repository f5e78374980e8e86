// Date lines of the policy pages (SPEC §2 "Static pages"): Privacy Policy says
// "Last Updated" in US long format, Terms says "Last updated" in Indian long format.

const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

const usLongDate = new Intl.DateTimeFormat('en-US', LONG_DATE);
const indianLongDate = new Intl.DateTimeFormat('en-IN', LONG_DATE);

function assertValidDate(date: Date, caller: string): void {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) {
    throw new RangeError(`${caller}: expected a valid Date, got ${String(date)}`);
  }
}

/** "November 22, 2026" — in the viewer's own time zone, because the line means "today" for them. */
export function formatUsLongDate(date: Date): string {
  assertValidDate(date, 'formatUsLongDate');
  return usLongDate.format(date);
}

/** "22 November 2026" — in the viewer's own time zone. */
export function formatIndianLongDate(date: Date): string {
  assertValidDate(date, 'formatIndianLongDate');
  return indianLongDate.format(date);
}

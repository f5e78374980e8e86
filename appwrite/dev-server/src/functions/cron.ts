/**
 * Five-field cron expressions as Appwrite accepts them for function schedules
 * (dragonmantank/cron-expression): minute hour day-of-month month day-of-week, with `*`, lists,
 * ranges, steps and the @hourly/@daily/… macros. Times are UTC, as on Appwrite.
 */

const MACROS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
] as const;

export interface CronSchedule {
  /** Does the schedule fire in the minute containing `date` (UTC)? */
  matches(date: Date): boolean;
}

function parseField(
  text: string,
  field: (typeof FIELDS)[number],
  expression: string,
): { values: Set<number>; any: boolean } {
  const values = new Set<number>();
  const bad = (): never => {
    throw new Error(`Invalid cron schedule "${expression}": bad ${field.name} "${text}"`);
  };
  for (const part of text.split(',')) {
    const m = /^(\*|\d+(?:-\d+)?)(?:\/(\d+))?$/.exec(part);
    if (!m) bad();
    const [, range, stepText] = m as unknown as [string, string, string | undefined];
    const step = stepText === undefined ? 1 : Number(stepText);
    let from: number = field.min;
    let to: number = field.max;
    if (range !== '*') {
      const [a, b] = range.split('-').map(Number) as [number, number | undefined];
      from = a;
      to = b ?? (stepText === undefined ? a : field.max);
    }
    if (step < 1 || from < field.min || to > field.max || from > to) bad();
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return { values, any: text === '*' };
}

export function parseCron(expression: string): CronSchedule {
  const normalized = MACROS[expression.trim().toLowerCase()] ?? expression.trim();
  const parts = normalized.split(/\s+/);
  if (parts.length !== 5)
    throw new Error(
      `Invalid cron schedule "${expression}": expected 5 fields (minute hour day-of-month month day-of-week)`,
    );
  const [minute, hour, dom, month, dow] = parts.map((p, i) => parseField(p, FIELDS[i]!, expression)) as [
    ReturnType<typeof parseField>,
    ReturnType<typeof parseField>,
    ReturnType<typeof parseField>,
    ReturnType<typeof parseField>,
    ReturnType<typeof parseField>,
  ];
  if (dow.values.has(7)) dow.values.add(0); // 7 is Sunday too
  return {
    matches(date: Date): boolean {
      if (
        !minute.values.has(date.getUTCMinutes()) ||
        !hour.values.has(date.getUTCHours()) ||
        !month.values.has(date.getUTCMonth() + 1)
      )
        return false;
      const domOk = dom.values.has(date.getUTCDate());
      const dowOk = dow.values.has(date.getUTCDay());
      // Classic cron: when both day fields are restricted, either one may match.
      if (!dom.any && !dow.any) return domOk || dowOk;
      return domOk && dowOk;
    },
  };
}

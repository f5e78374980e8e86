/**
 * Appwrite event patterns as functions declare them: dot-separated segments where `*` matches
 * exactly one segment, e.g. `databases.*.tables.orders.rows.*.create` matches
 * `databases.instamg.tables.orders.rows.abc.create`. A pattern may also stop early
 * (`databases.instamg.tables.orders.rows.*`), which Appwrite publishes as its own event name, so
 * matching is against each published name in full.
 */
export function eventMatches(pattern: string, event: string): boolean {
  const want = pattern.split('.');
  const got = event.split('.');
  if (want.length !== got.length) return false;
  return want.every((segment, i) => segment === '*' || segment === got[i]);
}

/** The first published event name that one of the patterns matches, or null. */
export function firstMatchingEvent(patterns: readonly string[], events: readonly string[]): string | null {
  for (const event of events) if (patterns.some((p) => eventMatches(p, event))) return event;
  return null;
}

/**
 * Every name Appwrite publishes for one event (its Event::generateEvents): the concrete name
 * plus each combination of parameters replaced by `*`, each with and without the trailing
 * action. `template` marks parameters as `[name]`:
 * `functions.[functionId].executions.[executionId].create`.
 */
export function appwriteEventNames(template: string, params: Record<string, string>): string[] {
  const segments = template.split('.');
  const paramIndexes = segments.flatMap((s, i) => (/^\[\w+\]$/.test(s) ? [i] : []));
  const names: string[] = [];
  for (let mask = 0; mask < 1 << paramIndexes.length; mask++) {
    const concrete = segments.map((segment, i) => {
      const p = paramIndexes.indexOf(i);
      if (p < 0) return segment;
      if (mask & (1 << p)) return '*';
      const value = params[segment.slice(1, -1)];
      if (value === undefined) throw new Error(`appwriteEventNames: missing value for ${segment}`);
      return value;
    });
    names.push(concrete.join('.'));
  }
  // Most specific first, then the same names without the action (`….create` → `…`).
  const withoutAction = names.map((n) => n.split('.').slice(0, -1).join('.'));
  return [...names, ...withoutAction];
}

/**
 * Appwrite event patterns as functions declare them: dot-separated segments where `*` matches
 * exactly one segment, e.g. `databases.*.tables.orders.rows.*.create` matches
 * `databases.instamg.tables.orders.rows.abc.create`. A pattern may also stop early
 * (`databases.instamg.tables.orders.rows.*`), which Appwrite publishes as its own event name, so
 * matching is against each published name in full.
 */
export function eventMatches(pattern: string, event: string): boolean {
  return segmentsMatch(patternSegments(pattern), event.split('.'));
}

/**
 * The first published event name that one of the patterns matches, or null. Every row write
 * publishes ~16 names and is checked against every function's patterns: splitting each string on
 * every check was a fifth of the seed's CPU, so a pattern is split once and one event's names once
 * for all the functions that check it (the same array).
 */
export function firstMatchingEvent(patterns: readonly string[], events: readonly string[]): string | null {
  const wanted = patterns.map(patternSegments);
  let published = publishedSegments.get(events);
  if (!published) {
    published = events.map((name) => name.split('.'));
    publishedSegments.set(events, published);
  }
  for (const [index, got] of published.entries())
    if (wanted.some((want) => segmentsMatch(want, got))) return events[index]!;
  return null;
}

function segmentsMatch(want: readonly string[], got: readonly string[]): boolean {
  if (want.length !== got.length) return false;
  for (let i = 0; i < want.length; i++) if (want[i] !== '*' && want[i] !== got[i]) return false;
  return true;
}

// Patterns are the functions' declared events: few, and fixed while the server runs.
const patternCache = new Map<string, readonly string[]>();
const publishedSegments = new WeakMap<readonly string[], readonly (readonly string[])[]>();

function patternSegments(pattern: string): readonly string[] {
  let segments = patternCache.get(pattern);
  if (!segments) {
    segments = pattern.split('.');
    patternCache.set(pattern, segments);
  }
  return segments;
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

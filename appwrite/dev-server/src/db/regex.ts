import { RE2JS } from 're2js';

/**
 * `Query.regex` runs on RE2 (re2js): matching is linear in the value's length, so a pattern such
 * as `(a+)+$` cannot pin the event loop the way a backtracking engine (V8's RegExp) would. RE2 has
 * no back-references or look-around; such patterns are refused as invalid (a dev-server deviation:
 * MariaDB's PCRE accepts them and stops at its backtrack limit instead).
 */
const cache = new Map<string, RE2JS | null>();
const CACHE_SIZE = 500;

/** The compiled pattern, or null when RE2 cannot compile it. */
export function compileRegex(pattern: string): RE2JS | null {
  let re = cache.get(pattern);
  if (re !== undefined) return re;
  try {
    re = RE2JS.compile(pattern);
  } catch {
    re = null;
  }
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(pattern, re);
  return re;
}

/** Unanchored search, like MariaDB's REGEXP. */
export function regexMatches(pattern: string, value: string): boolean {
  return compileRegex(pattern)?.matcher(value).find() ?? false;
}

// A small time-to-live map, used for the 5-minute store-locator cache (SPEC §7).

export interface TtlCache<V> {
  /** The value if present and younger than the TTL; expired entries are dropped on read. */
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
  clear(): void;
  /** Live (unexpired) entries. */
  readonly size: number;
}

export interface TtlCacheOptions {
  ttlMs: number;
  /** Clock, injectable for tests; defaults to Date.now (which fake timers control). */
  now?: () => number;
}

export function createTtlCache<V>({ ttlMs, now = () => Date.now() }: TtlCacheOptions): TtlCache<V> {
  if (!Number.isFinite(ttlMs) || ttlMs <= 0) {
    throw new RangeError(`TTL must be a positive number of ms, got ${String(ttlMs)}`);
  }
  const entries = new Map<string, { value: V; expiresAt: number }>();
  const prune = (): void => {
    const at = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      prune(); // keeps a long session's cache from growing without bound
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      prune();
      return entries.size;
    },
  };
}

/**
 * The newer of two versions of one row, by `$updatedAt`. A live update and a fetch race: a fetch
 * sent before the update can answer after it, and must not put the old version back on screen.
 * Equal times keep the incoming version.
 */
export function newerRow<Row extends { $updatedAt: string }>(current: Row | undefined, incoming: Row): Row {
  if (!current) return incoming;
  return Date.parse(incoming.$updatedAt) < Date.parse(current.$updatedAt) ? current : incoming;
}

/** React Query's `structuralSharing` that never lets a fetched row replace a newer one in the cache. */
export function keepNewerRow(current: unknown, incoming: unknown): unknown {
  const isRow = (value: unknown): value is { $updatedAt: string } =>
    typeof value === 'object' && value !== null && typeof (value as { $updatedAt?: unknown }).$updatedAt === 'string';
  return isRow(current) && isRow(incoming) ? newerRow(current, incoming) : incoming;
}

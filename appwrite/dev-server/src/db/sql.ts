import type { Sqlite } from './connection.ts';
import { regexMatches } from './regex.ts';
import { latColumn, lonColumn, quoteIdent, SYSTEM_COLUMNS, valueColumn, type TableLayout } from './layout.ts';
import type { Attribute, Filter, Order } from './query.ts';
import { INNODB_STOPWORDS, MIN_WORD_LENGTH } from '../../../../shared/src/appwrite/fulltext-rules.ts';

/**
 * Compiles parsed queries to SQLite SQL over one table's physical layout. Every value is a
 * bound parameter. Spatial distance uses the R*Tree as a bounding-box prefilter and the exact
 * haversine (R = 6,371,000 m, like MariaDB's ST_DISTANCE_SPHERE) or planar degrees on top.
 */

export const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance in metres between two [lon, lat] points. */
export function haversineMeters(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

export const planarDegrees = (lon1: number, lat1: number, lon2: number, lat2: number): number =>
  Math.hypot(lon2 - lon1, lat2 - lat1);

/** Box (degrees) that contains every point within `meters` of [lon, lat]; null = no useful box. */
export function boundingBox(
  lon: number,
  lat: number,
  distance: number,
  meters: boolean,
): { minX: number; maxX: number; minY: number; maxY: number } | null {
  if (!meters) return { minX: lon - distance, maxX: lon + distance, minY: lat - distance, maxY: lat + distance };
  const dLat = (distance / EARTH_RADIUS_M) * (180 / Math.PI);
  const minY = lat - dLat;
  const maxY = lat + dLat;
  if (minY <= -90 || maxY >= 90) return null; // reaches a pole: every longitude qualifies
  // The widest longitude span is at the latitude farthest from the equator inside the box.
  const widest = Math.max(Math.abs(minY), Math.abs(maxY)) * (Math.PI / 180);
  const dLon = dLat / Math.cos(widest);
  if (dLon >= 180 || lon - dLon < -180 || lon + dLon > 180) return null; // crosses the antimeridian
  // A small margin so float32 rounding in the R*Tree never drops a point on the edge.
  const pad = 1e-6;
  return { minX: lon - dLon - pad, maxX: lon + dLon + pad, minY: minY - pad, maxY: maxY + pad };
}

/**
 * `Query.search` value → FTS5 MATCH expression with MariaDB BOOLEAN MODE semantics as Appwrite
 * builds them: reserved characters become spaces, the words are OR'ed, and the last word gets a
 * trailing `*` (prefix match). A value wrapped in double quotes is an exact phrase. Like InnoDB,
 * plain words shorter than 3 characters and stopwords are ignored (the prefix word never is).
 * Returns null when nothing searchable remains (matches no row, like MATCH AGAINST('')).
 */
export function toFtsQuery(value: string): string | null {
  const exact = value.length >= 2 && value.startsWith('"') && value.endsWith('"');
  const cleaned = value
    .replace(/[@+\-*()<>~"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Tokens FTS5's unicode61 tokenizer would keep; punctuation inside a word splits it into a phrase.
  const words = cleaned.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w));
  if (words.length === 0) return null;
  if (exact) return `"${words.join(' ')}"`;
  const last = words.length - 1;
  const terms = words
    .map((w, i) =>
      i === last
        ? `"${w}" *`
        : [...w].length < MIN_WORD_LENGTH || INNODB_STOPWORDS.has(w.toLowerCase())
          ? null
          : `"${w}"`,
    )
    .filter((t): t is string => t !== null);
  return terms.join(' OR ');
}

export interface Compiled {
  sql: string;
  params: unknown[];
}

/** SQL expression for an attribute on the rows table aliased `r`. */
export function attributeSql(a: Attribute): string {
  return `r.${quoteIdent(a.kind === 'system' ? SYSTEM_COLUMNS[a.key]! : valueColumn(a.column.key))}`;
}

const likeEscape = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function compileFilter(f: Filter, layout: TableLayout, params: unknown[]): string {
  switch (f.method) {
    case 'and':
    case 'or':
      return `(${f.filters.map((x) => compileFilter(x, layout, params)).join(f.method === 'and' ? ' AND ' : ' OR ')})`;
    case 'exists':
    case 'notExists':
      return `(${f.attributes.map((a) => `${attributeSql(a)} IS ${f.method === 'exists' ? 'NOT ' : ''}NULL`).join(' AND ')})`;
  }
  const col = attributeSql(f.attribute);
  switch (f.method) {
    case 'equal':
    case 'notEqual': {
      params.push(...f.values);
      const list = f.values.map(() => '?').join(', ');
      return f.method === 'equal' ? `${col} IN (${list})` : `${col} NOT IN (${list})`;
    }
    case 'lessThan':
      params.push(f.values[0]);
      return `${col} < ?`;
    case 'lessThanEqual':
      params.push(f.values[0]);
      return `${col} <= ?`;
    case 'greaterThan':
      params.push(f.values[0]);
      return `${col} > ?`;
    case 'greaterThanEqual':
      params.push(f.values[0]);
      return `${col} >= ?`;
    case 'between':
      params.push(f.from, f.to);
      return `${col} BETWEEN ? AND ?`;
    case 'notBetween':
      params.push(f.from, f.to);
      return `(${col} < ? OR ${col} > ?)`;
    case 'isNull':
      return `${col} IS NULL`;
    case 'isNotNull':
      return `${col} IS NOT NULL`;
    case 'startsWith':
    case 'notStartsWith':
      params.push(`${likeEscape(f.value)}%`);
      return `${col} ${f.method === 'notStartsWith' ? 'NOT ' : ''}LIKE ? ESCAPE '\\'`;
    case 'endsWith':
    case 'notEndsWith':
      params.push(`%${likeEscape(f.value)}`);
      return `${col} ${f.method === 'notEndsWith' ? 'NOT ' : ''}LIKE ? ESCAPE '\\'`;
    case 'contains':
    case 'containsAny':
    case 'containsAll':
    case 'notContains': {
      const isArray = f.attribute.kind === 'column' && f.attribute.column.array;
      if (!isArray) {
        // Substring match on a string column, any of the values.
        const parts = f.values.map((v) => {
          params.push(`%${likeEscape(v as string)}%`);
          return `${col} LIKE ? ESCAPE '\\'`;
        });
        return f.method === 'notContains' ? `NOT (${parts.join(' OR ')})` : `(${parts.join(' OR ')})`;
      }
      const list = f.values.map(() => '?').join(', ');
      params.push(...f.values);
      if (f.method === 'containsAll') {
        params.push(new Set(f.values).size);
        return `(SELECT COUNT(DISTINCT value) FROM json_each(${col}) WHERE value IN (${list})) = ?`;
      }
      const exists = `EXISTS (SELECT 1 FROM json_each(${col}) WHERE value IN (${list}))`;
      return f.method === 'notContains' ? `NOT ${exists}` : exists;
    }
    case 'search':
    case 'notSearch': {
      const match = toFtsQuery(f.value);
      const fts = quoteIdent(layout.fts(f.indexKey));
      if (match === null) return f.method === 'search' ? '0' : '1';
      params.push(match);
      return `r._seq ${f.method === 'notSearch' ? 'NOT ' : ''}IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?)`;
    }
    case 'regex':
      params.push(f.pattern);
      return `${col} REGEXP ?`;
    case 'distanceEqual':
    case 'distanceNotEqual':
    case 'distanceGreaterThan':
    case 'distanceLessThan': {
      const key = (f.attribute as Attribute & { kind: 'column' }).column.key;
      const lon = `r.${quoteIdent(lonColumn(key))}`;
      const lat = `r.${quoteIdent(latColumn(key))}`;
      const fn = f.meters ? 'instamg_haversine_m' : 'instamg_planar_deg';
      const op = { distanceEqual: '=', distanceNotEqual: '!=', distanceGreaterThan: '>', distanceLessThan: '<' }[
        f.method
      ];
      const exact = `${fn}(${lon}, ${lat}, ?, ?) ${op} ?`;
      // Only "closer than" (and "exactly at") can be narrowed to a box around the centre.
      const box =
        f.rtree && (f.method === 'distanceLessThan' || f.method === 'distanceEqual')
          ? boundingBox(f.lon, f.lat, f.distance, f.meters)
          : null;
      if (!box) {
        params.push(f.lon, f.lat, f.distance);
        return `(${lon} IS NOT NULL AND ${exact})`;
      }
      const rtree = quoteIdent(layout.rtree(key));
      params.push(box.maxX, box.minX, box.maxY, box.minY, f.lon, f.lat, f.distance);
      return `(r._seq IN (SELECT id FROM ${rtree} WHERE minX <= ? AND maxX >= ? AND minY <= ? AND maxY >= ?) AND ${exact})`;
    }
  }
}

/** AND of all top-level filters ('1' when none). */
export function compileWhere(filters: Filter[], layout: TableLayout): Compiled {
  const params: unknown[] = [];
  const parts = filters.map((f) => compileFilter(f, layout, params));
  return { sql: parts.length ? parts.join(' AND ') : '1', params };
}

/** ORDER BY list; `$sequence` always ends it so cursors and pages are stable. */
export function effectiveOrders(orders: Order[]): Order[] {
  const list = [...orders];
  if (
    !list.some((o) => o.attribute.kind === 'system' && (o.attribute.key === '$sequence' || o.attribute.key === '$id'))
  ) {
    list.push({ attribute: { kind: 'system', key: '$sequence' }, direction: list.at(-1)?.direction ?? 'ASC' });
  }
  return list;
}

/**
 * Keyset condition for "rows strictly after the cursor row in this order" (SQLite sorts NULL
 * first ascending, last descending; the conditions respect that).
 */
export function cursorCondition(orders: Order[], cursorValues: unknown[], params: unknown[]): string {
  const ors: string[] = [];
  for (let i = 0; i < orders.length; i++) {
    const ands: string[] = [];
    for (let j = 0; j < i; j++) {
      const col = attributeSql(orders[j]!.attribute);
      const v = cursorValues[j];
      if (v === null || v === undefined) ands.push(`${col} IS NULL`);
      else {
        params.push(v);
        ands.push(`${col} = ?`);
      }
    }
    const col = attributeSql(orders[i]!.attribute);
    const v = cursorValues[i];
    if (orders[i]!.direction === 'ASC') {
      if (v === null || v === undefined) ands.push(`${col} IS NOT NULL`);
      else {
        params.push(v);
        ands.push(`${col} > ?`);
      }
    } else if (v === null || v === undefined) {
      ands.push('0');
    } else {
      params.push(v);
      ands.push(`(${col} < ? OR ${col} IS NULL)`);
    }
    ors.push(`(${ands.join(' AND ')})`);
  }
  return `(${ors.join(' OR ')})`;
}

/** SQL functions the compiled queries use; registered once per connection. */
export function registerSqlFunctions(db: Sqlite): void {
  db.function('instamg_haversine_m', { deterministic: true }, (lon1, lat1, lon2, lat2) =>
    lon1 === null || lat1 === null
      ? null
      : haversineMeters(lon1 as number, lat1 as number, lon2 as number, lat2 as number),
  );
  db.function('instamg_planar_deg', { deterministic: true }, (lon1, lat1, lon2, lat2) =>
    lon1 === null || lat1 === null
      ? null
      : planarDegrees(lon1 as number, lat1 as number, lon2 as number, lat2 as number),
  );
  db.function('regexp', { deterministic: true }, (pattern, value) =>
    typeof value === 'string' && regexMatches(String(pattern), value) ? 1 : 0,
  );
}

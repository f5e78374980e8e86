import { randomBytes } from 'node:crypto';

/** Appwrite-style unique id: hex timestamp (µs) plus random hex, 20 chars. */
export function uniqueId(): string {
  const micros = BigInt(Date.now()) * 1000n + BigInt(Math.floor(performance.now() * 1000) % 1000);
  return (micros.toString(16) + randomBytes(4).toString('hex')).slice(0, 20).padEnd(20, '0');
}

/** Appwrite datetimes: ISO 8601 with milliseconds and an explicit +00:00 offset. */
export function nowIso(date: Date = new Date()): string {
  return date.toISOString().replace('Z', '+00:00');
}

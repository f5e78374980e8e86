import { evaluateFilters } from '../functions/list-queries.ts';

/**
 * Appwrite realtime message protocol as web SDK 26 speaks it (subscriptions sent as messages,
 * server 1.9.5+). Pure helpers; the socket handling lives in services/realtime.ts.
 */

export interface Subscription {
  channels: string[];
  queries: string[];
}

export type ClientMessage =
  | { type: 'ping' }
  | { type: 'authentication'; data: { session: string } }
  | { type: 'subscribe'; data: { subscriptionId: string; channels: string[]; queries?: string[] }[] }
  | { type: 'unsubscribe'; data: ({ subscriptionId: string } | string)[] };

/** Realtime close/error codes Appwrite uses: 1008 policy violation (SDK stops reconnecting), 1003 bad message. */
export const POLICY_VIOLATION = 1008;
export const UNSUPPORTED_DATA = 1003;

export class ProtocolError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Parses and validates one client frame; throws ProtocolError(1003) for anything malformed. */
export function parseClientMessage(raw: string): ClientMessage {
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    throw new ProtocolError(UNSUPPORTED_DATA, 'Message format is not valid.');
  }
  if (!message || typeof message !== 'object')
    throw new ProtocolError(UNSUPPORTED_DATA, 'Message format is not valid.');
  const { type, data } = message as { type?: unknown; data?: unknown };
  switch (type) {
    case 'ping':
      return { type };
    case 'authentication': {
      const session = (data as { session?: unknown } | undefined)?.session;
      if (typeof session !== 'string' || session === '')
        throw new ProtocolError(UNSUPPORTED_DATA, 'Payload is not valid.');
      return { type, data: { session } };
    }
    case 'subscribe': {
      if (!Array.isArray(data)) throw new ProtocolError(UNSUPPORTED_DATA, 'Payload is not valid.');
      for (const row of data as unknown[]) {
        const r = row as { subscriptionId?: unknown; channels?: unknown; queries?: unknown };
        if (
          !r ||
          typeof r.subscriptionId !== 'string' ||
          !isStringArray(r.channels) ||
          (r.queries !== undefined && !isStringArray(r.queries))
        ) {
          throw new ProtocolError(UNSUPPORTED_DATA, 'Payload is not valid.');
        }
      }
      return { type, data: data as { subscriptionId: string; channels: string[]; queries?: string[] }[] };
    }
    case 'unsubscribe':
      if (!Array.isArray(data)) throw new ProtocolError(UNSUPPORTED_DATA, 'Payload is not valid.');
      return { type, data: data as ({ subscriptionId: string } | string)[] };
    default:
      throw new ProtocolError(UNSUPPORTED_DATA, 'Message type is not valid.');
  }
}

/**
 * The ids of the subscriptions an event reaches: the caller holds one of the event's read roles,
 * a subscription channel is among the event's channels, and the payload passes the
 * subscription's queries.
 */
export function matchingSubscriptions(
  subscriptions: ReadonlyMap<string, Subscription>,
  roles: readonly string[],
  event: { channels: readonly string[]; readRoles: readonly string[]; payload: Record<string, unknown> },
): string[] {
  if (!event.readRoles.some((role) => roles.includes(role))) return [];
  const ids: string[] = [];
  for (const [id, sub] of subscriptions) {
    if (!sub.channels.some((c) => event.channels.includes(c))) continue;
    if (sub.queries.length > 0 && !evaluateFilters(event.payload, sub.queries)) continue;
    ids.push(id);
  }
  return ids;
}

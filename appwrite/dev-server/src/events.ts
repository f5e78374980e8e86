import { EventEmitter } from 'node:events';

/**
 * In-process event bus: services publish what happened (row created, file deleted, …) and the
 * realtime server and event-triggered functions listen. `readRoles` is who may see the payload
 * (table read ∪ row read for rows), so realtime can filter per connection.
 */
export interface ServerEvent {
  /** Appwrite event names, e.g. `databases.instamg.tables.orders.rows.<id>.update`, most specific first. */
  events: string[];
  /** Realtime channels, e.g. `rows`, `tablesdb.instamg.tables.orders.rows.<id>`, `databases.…documents.<id>`. */
  channels: string[];
  payload: Record<string, unknown>;
  readRoles: string[];
}

class ServerEvents extends EventEmitter<{ event: [ServerEvent] }> {
  publish(event: ServerEvent): void {
    this.emit('event', event);
  }
}

export const serverEvents = new ServerEvents();
serverEvents.setMaxListeners(1000);

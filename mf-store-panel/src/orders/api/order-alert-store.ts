// Orders acknowledged on this page's accept sheet ("Later"): they stop ringing here and the sheet
// moves on. A module store, so moving between the panel's screens keeps it.
import { useSyncExternalStore } from 'react';

let acknowledged: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

export function acknowledgeOrder(orderId: string): void {
  if (acknowledged.has(orderId)) return;
  acknowledged = new Set([...acknowledged, orderId]);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAcknowledgedOrders(): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribe,
    () => acknowledged,
    () => acknowledged,
  );
}

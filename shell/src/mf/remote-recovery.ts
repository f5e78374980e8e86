/**
 * "This remote just loaded over the network" (its manifest or remoteEntry), announced by the
 * retry plugin. A placement still showing its fallback from an earlier outage of that remote
 * hears it and loads again, so a remote coming back recovers every place it is used — not only
 * the one whose Retry was pressed or whose route was visited next.
 */
type Listener = (remote: string) => void;

const listeners = new Set<Listener>();

export function onRemoteLoaded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceRemoteLoaded(remote: string): void {
  for (const listener of [...listeners]) listener(remote);
}

// What every action works with: the injected I/O, the state, the event scheduler and the
// location generation (one per store instance; created by `createLocationStore`).
import type { EventScheduler } from '../../domain/throttle';
import type { LocationDeps, LocationState } from './state';

export interface LocationContext {
  deps: LocationDeps;
  get(): LocationState;
  set(partial: Partial<LocationState>): void;
  /** store-updated / store-selection-complete: at most one per 300 ms, sent after 50 ms (SPEC §4). */
  events: EventScheduler;
  /**
   * Every location change takes a new generation; an older lookup finishing late must not
   * overwrite a newer one, so steps check `isCurrent(mine)` after each await.
   */
  nextGeneration(): number;
  generation(): number;
  isCurrent(generation: number): boolean;
}

import { TIMINGS } from '@instamg/shared/constants';
import type { LocationContext } from '../context';
import { describeLocation, dropSelectedStore, locate, setCoordinates, updateForLocation } from '../steps';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** 'Use Current Location' (SPEC §4): clear the store, locate again, look up 300 ms later. */
export async function useCurrentLocation(ctx: LocationContext): Promise<void> {
  const mine = ctx.nextGeneration();
  dropSelectedStore(ctx, { locationLoading: true });
  const coordinates = await locate(ctx, { explainDenied: true });
  if (!ctx.isCurrent(mine)) return;
  ctx.set({ locationLoading: false });
  if (!coordinates) {
    ctx.deps.notify({ key: 'locationError' });
    return;
  }
  const current = setCoordinates(ctx, coordinates);
  describeLocation(ctx, current, coordinates);
  await sleep(TIMINGS.currentLocationLookupDelayMs);
  await updateForLocation(ctx, current, 'usingCurrentLocation', 'noStoresNearbyCurrent');
}

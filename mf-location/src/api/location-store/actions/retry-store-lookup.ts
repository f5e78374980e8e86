import type { LocationContext } from '../context';
import { updateForLocation } from '../steps';

/** Retry on /stores: a fresh lookup (cache cleared) at the same place: 'Store Found' or 'No Stores Nearby'. */
export async function retryStoreLookup(ctx: LocationContext): Promise<void> {
  const mine = ctx.generation();
  ctx.deps.locator.clearCache();
  await updateForLocation(ctx, mine, 'storeFound', 'noStoresNearbyRetry');
}

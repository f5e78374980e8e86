import { isAddressUsable, savedAddressLabel, type Address } from '@instamg/shared/domain/address';
import type { LocationContext } from '../context';
import { dropSelectedStore, saveCoordinates, updateForLocation } from '../steps';

/** A saved address (SPEC §4 "Delivery and store selection"): its label, then its nearest store. */
export async function chooseSavedAddress(ctx: LocationContext, address: Address): Promise<void> {
  dropSelectedStore(ctx, { address: savedAddressLabel(address) });
  if (!isAddressUsable(address)) {
    ctx.nextGeneration(); // a lookup still running for the previous place must not select a store
    ctx.deps.notify({ key: 'addressMissingCoordinates' });
    return;
  }
  const coordinates = { latitude: address.latitude, longitude: address.longitude };
  const mine = ctx.nextGeneration();
  saveCoordinates(ctx, coordinates);
  ctx.set({ coordinates });
  await updateForLocation(ctx, mine, 'deliveryAddressUpdated', 'areaNotServiceable');
}

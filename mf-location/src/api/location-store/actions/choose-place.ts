import type { PickedPlace } from '@instamg/shared/domain/address';
import type { LocationContext } from '../context';
import { dropSelectedStore, saveCoordinates, updateForLocation } from '../steps';

/** A place picked in the address search (SPEC §4 "Address search"): its text, then its nearest store. */
export async function choosePlace(ctx: LocationContext, place: PickedPlace): Promise<void> {
  const coordinates = { latitude: place.latitude, longitude: place.longitude };
  const mine = ctx.nextGeneration();
  saveCoordinates(ctx, coordinates);
  dropSelectedStore(ctx, { coordinates, address: place.address });
  await updateForLocation(ctx, mine, 'deliveryAddressUpdated', 'areaNotServiceable');
}

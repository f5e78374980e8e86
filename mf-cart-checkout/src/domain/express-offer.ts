// What checkout says about express for the selected store (issue 22 §7: one delivery promise): the
// header's SPEC §9 estimate for that store ("Delivery in 18 mins"), and whether express reaches it.
import { deliveryMinutes, formatMinutesLocation } from '@instamg/shared/domain/delivery';
import { POLICY } from '@instamg/shared/constants';
import { isExpressAvailable } from './delivery-fee';

export interface ExpressOffer {
  /** False only when the store is known to be beyond express reach; the server checks the address too. */
  available: boolean;
  label: string;
}

export function expressOffer(storeDistanceKm: number | null): ExpressOffer {
  if (storeDistanceKm === null) return { available: true, label: `Express: ${POLICY.delivery.express}` };
  if (!isExpressAvailable(storeDistanceKm)) {
    return { available: false, label: 'Express: not available this far from the store' };
  }
  return {
    available: true,
    label: `Express: in about ${formatMinutesLocation(deliveryMinutes(storeDistanceKm))} (${POLICY.delivery.express})`,
  };
}

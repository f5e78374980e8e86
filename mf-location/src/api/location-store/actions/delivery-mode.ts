import type { LocationContext } from '../context';

/** The Express / Standard toggle (SPEC §2), starting at express. */
export function toggleDeliveryMode({ get, set }: LocationContext): void {
  set({ deliveryMode: get().deliveryMode === 'express' ? 'standard' : 'express' });
}

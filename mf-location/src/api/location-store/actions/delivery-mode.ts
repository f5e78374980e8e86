import { writeDeliveryModeChoice } from '@instamg/shared/domain/delivery-mode-choice';
import type { LocationContext } from '../context';

/** The Express / Standard toggle (SPEC §2), starting at express; checkout starts from the choice. */
export function toggleDeliveryMode({ get, set, deps }: LocationContext): void {
  const deliveryMode = get().deliveryMode === 'express' ? 'standard' : 'express';
  set({ deliveryMode });
  writeDeliveryModeChoice(deps.sessionStorage, deliveryMode);
  deps.emitDeliveryMode(deliveryMode);
}

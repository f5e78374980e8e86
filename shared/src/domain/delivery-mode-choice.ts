// The delivery selector's Express / Standard choice, kept for the browser session so checkout can
// start from it (issue 22 §7: one delivery promise). mf-location writes it and sends
// 'delivery-mode-updated'; checkout reads it. Not a SPEC §3 key: our own, session-only.
import { DELIVERY, type DeliveryMode } from '../constants';

export const DELIVERY_MODE_CHOICE_KEY = 'instamg-delivery-mode';

type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function isDeliveryMode(value: unknown): value is DeliveryMode {
  return (DELIVERY.modes as readonly unknown[]).includes(value);
}

/** The stored choice, or the selector's starting mode (SPEC §2: express) when there is none. */
export function readDeliveryModeChoice(storage: ChoiceStorage | null | undefined): DeliveryMode {
  try {
    const stored = storage?.getItem(DELIVERY_MODE_CHOICE_KEY);
    return isDeliveryMode(stored) ? stored : DELIVERY.initialMode;
  } catch {
    return DELIVERY.initialMode;
  }
}

export function writeDeliveryModeChoice(storage: ChoiceStorage | null | undefined, mode: DeliveryMode): void {
  try {
    storage?.setItem(DELIVERY_MODE_CHOICE_KEY, mode);
  } catch {
    // Blocked storage: checkout starts from the default; the customer picks there.
  }
}

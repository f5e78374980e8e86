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

/** The choice the customer actually made this session (the selector's toggle, or checkout), or null. */
export function readStoredDeliveryModeChoice(storage: ChoiceStorage | null | undefined): DeliveryMode | null {
  try {
    const stored = storage?.getItem(DELIVERY_MODE_CHOICE_KEY);
    return isDeliveryMode(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** localStorage: the delivery option of the customer's last placed order (issue 40 §2: the next default). */
export const LAST_DELIVERY_MODE_KEY = 'instamg-last-delivery-mode';

const CHECKOUT_MODES = ['express', 'standard', 'scheduled'] as const;
export type LastDeliveryMode = (typeof CHECKOUT_MODES)[number];

export function readLastDeliveryMode(storage: ChoiceStorage | null | undefined): LastDeliveryMode | null {
  try {
    const stored = storage?.getItem(LAST_DELIVERY_MODE_KEY);
    return (CHECKOUT_MODES as readonly unknown[]).includes(stored) ? (stored as LastDeliveryMode) : null;
  } catch {
    return null;
  }
}

export function writeLastDeliveryMode(storage: ChoiceStorage | null | undefined, mode: LastDeliveryMode): void {
  try {
    storage?.setItem(LAST_DELIVERY_MODE_KEY, mode);
  } catch {
    // Blocked storage: the next checkout starts from the cheaper option.
  }
}

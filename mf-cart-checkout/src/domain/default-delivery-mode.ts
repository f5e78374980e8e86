// Which delivery option checkout starts on (issue 40 §2). SPEC §4's "starts as express" is the
// delivery selector's initial mode and stays so there; checkout does not take that starting value
// as the customer's choice. It starts on the customer's most recent choice (the selector toggled
// this session, else the option of their last order), where that option is available, else on the
// cheapest available option (standard on a tie: it is listed first of the equal ones after express).
import type { CheckoutDeliveryMode, QuoteDeliveryOption } from '@instamg/shared/domain/order-quote';

export interface DefaultModeInput {
  /** The selector's toggle this session, or null when the customer never touched it. */
  toggled: 'express' | 'standard' | null;
  /** The option of the customer's last placed order, or null. */
  lastUsed: CheckoutDeliveryMode | null;
  /** False when the selected store is known to be beyond express reach. */
  expressAvailable: boolean;
  /** The quote's per-option fees, once known. */
  options?: readonly QuoteDeliveryOption[];
}

export function defaultDeliveryMode(input: DefaultModeInput): CheckoutDeliveryMode {
  const available = (mode: CheckoutDeliveryMode): boolean => {
    const option = input.options?.find((o) => o.mode === mode);
    if (option) return option.available;
    return mode !== 'express' || input.expressAvailable;
  };
  for (const choice of [input.toggled, input.lastUsed]) {
    if (choice && available(choice)) return choice;
  }
  const cheapest = (input.options ?? [])
    .filter((o) => o.available && o.mode !== 'scheduled')
    .reduce<QuoteDeliveryOption | null>((best, o) => (best === null || o.fee < best.fee ? o : best), null);
  // Without fees yet, standard: express always costs more (its surcharge).
  return cheapest?.mode ?? 'standard';
}

// The typed event bus between apps: CustomEvents on `window` (ARCHITECTURE §3). Payloads are
// validated on both sides, because publisher and subscriber are deployed separately and a
// remote on an older contract must not corrupt another app's state.
import { cartCount, cartItemProblem, cartTotal, type CartItem, type CartSummary } from './domain/cart';
import { isRecord } from './domain/guards';
import { storeProblem, type Store } from './domain/store';
import { DELIVERY, type DeliveryMode } from './constants';
import { isDeliveryMode } from './domain/delivery-mode-choice';

export const EVENTS = {
  /** The cart changed (SPEC §4 "Cart"); the cart button listens. */
  cartUpdated: 'cart-updated',
  /** The selected store changed, or was cleared (null). */
  storeUpdated: 'store-updated',
  /** The user finished choosing a store. */
  storeSelectionComplete: 'store-selection-complete',
  /** The delivery selector's Express / Standard choice changed; checkout starts from it. */
  deliveryModeUpdated: 'delivery-mode-updated',
} as const;

export type EventName = (typeof EVENTS)[keyof typeof EVENTS];

/** { count: Σ quantity, total: Σ price × quantity (2 decimals), items }; build it with cartSummary. */
export type CartUpdatedDetail = CartSummary;

export interface EventMap {
  'cart-updated': CartUpdatedDetail;
  'store-updated': { store: Store | null };
  'store-selection-complete': { store: Store };
  'delivery-mode-updated': { mode: DeliveryMode };
}

declare global {
  // Lets plain `window.addEventListener('cart-updated', e => e.detail.count)` type-check too.
  interface WindowEventMap {
    'cart-updated': CustomEvent<EventMap['cart-updated']>;
    'store-updated': CustomEvent<EventMap['store-updated']>;
    'store-selection-complete': CustomEvent<EventMap['store-selection-complete']>;
    'delivery-mode-updated': CustomEvent<EventMap['delivery-mode-updated']>;
  }
}

type ProblemFinder = (detail: unknown) => string | null;

function cartUpdatedProblem(detail: unknown): string | null {
  if (!isRecord(detail)) return 'detail must be an object';
  if (!Array.isArray(detail.items)) return 'items must be a list';
  for (const [index, item] of detail.items.entries()) {
    const problem = cartItemProblem(item);
    if (problem) return `items[${index}]: ${problem}`;
  }
  const items = detail.items as CartItem[];
  // count and total are derived data; a mismatch means the publisher's cart maths is wrong.
  if (detail.count !== cartCount(items)) return `count must be ${cartCount(items)} (the sum of quantities)`;
  if (detail.total !== cartTotal(items)) return `total must be ${cartTotal(items)} (the sum of price × quantity)`;
  return null;
}

function storeDetailProblem(allowNull: boolean): ProblemFinder {
  return (detail) => {
    if (!isRecord(detail)) return 'detail must be an object';
    if (!('store' in detail)) return 'detail.store is missing';
    if (detail.store === null) return allowNull ? null : 'detail.store must not be null';
    return storeProblem(detail.store);
  };
}

function deliveryModeProblem(detail: unknown): string | null {
  if (!isRecord(detail)) return 'detail must be an object';
  return isDeliveryMode(detail.mode) ? null : `mode must be one of ${DELIVERY.modes.join(', ')}`;
}

const PROBLEM_FINDERS: { readonly [K in EventName]: ProblemFinder } = {
  'cart-updated': cartUpdatedProblem,
  'store-updated': storeDetailProblem(true),
  'store-selection-complete': storeDetailProblem(false),
  'delivery-mode-updated': deliveryModeProblem,
};

export type ParsedDetail<K extends EventName> = { ok: true; detail: EventMap[K] } | { ok: false; error: string };

/** Checks an event payload against the contract of `name`. */
export function parseEventDetail<K extends EventName>(name: K, detail: unknown): ParsedDetail<K> {
  const findProblem = PROBLEM_FINDERS[name] as ProblemFinder | undefined;
  if (!findProblem) return { ok: false, error: `unknown event "${String(name)}"` };
  const problem = findProblem(detail);
  return problem === null ? { ok: true, detail: detail as EventMap[K] } : { ok: false, error: problem };
}

function defaultTarget(name: string): EventTarget {
  const target = (globalThis as { window?: EventTarget }).window;
  if (!target) throw new Error(`No window to use for the "${name}" event; pass a target`);
  return target;
}

export interface EmitOptions {
  /** Where to dispatch; default `window`. The delivery-selector widget passes its element. */
  target?: EventTarget;
  /** Let the event cross shadow-root boundaries (it then also bubbles, to reach window). */
  composed?: boolean;
}

/** Validates and dispatches an event. Throws a clear Error on an invalid payload. */
export function emit<K extends EventName>(name: K, detail: EventMap[K], opts: EmitOptions = {}): void {
  const parsed = parseEventDetail(name, detail);
  if (!parsed.ok) throw new Error(`Invalid "${name}" event payload: ${parsed.error}`);
  const composed = opts.composed ?? false;
  const target = opts.target ?? defaultTarget(name);
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: composed, composed }));
}

/**
 * Subscribes to an event; returns the unsubscribe function. Invalid payloads are ignored with
 * a console warning, so a misbehaving publisher cannot crash the subscriber.
 */
export function on<K extends EventName>(
  name: K,
  handler: (detail: EventMap[K], event: CustomEvent<EventMap[K]>) => void,
  target?: EventTarget,
): () => void {
  if (!(name in PROBLEM_FINDERS)) throw new Error(`Unknown event "${String(name)}"`);
  const eventTarget = target ?? defaultTarget(name);
  const listener = (event: Event): void => {
    const detail: unknown = (event as CustomEvent<unknown>).detail;
    const parsed = parseEventDetail(name, detail);
    if (!parsed.ok) {
      console.warn(`Ignored "${name}" event with an invalid payload: ${parsed.error}`, detail);
      return;
    }
    handler(parsed.detail, event as CustomEvent<EventMap[K]>);
  };
  eventTarget.addEventListener(name, listener);
  return () => eventTarget.removeEventListener(name, listener);
}

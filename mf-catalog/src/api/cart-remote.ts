// The cart belongs to mf-cart-checkout: mf-catalog reaches it only through the module that remote
// exposes (`mf_cart_checkout/cart`), loaded at run time by Module Federation. One cart store and
// one set of cart rules then serve the product page, the cart page and the top-bar badge.
import { getInstance } from '@module-federation/enhanced/runtime';
import { readRuntimeConfig } from '@instamg/shared/config';
import type { CartApi as SharedCartApi } from '@instamg/shared/domain/cart';
import { REMOTES, remoteManifestUrls, type RemoteModuleId } from '@instamg/shared/mf/remotes';

const CART_REMOTE = REMOTES.mf_cart_checkout.name;
export const CART_MODULE_ID = 'mf_cart_checkout/cart' satisfies RemoteModuleId;
/** Longest a customer waits on Add to cart while the cart remote loads (the host retries within this). */
export const CART_LOAD_TIMEOUT_MS = 10_000;

/** The part of `mf_cart_checkout/cart` (the shared contract) the catalogue uses. */
export type CartApi = Pick<SharedCartApi, 'addToCart' | 'setCartQuantity'>;

export class CartUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The cart is temporarily unavailable.', options);
    this.name = 'CartUnavailableError';
  }
}

/** True for a loaded module that offers the cart API (a host's fallback stand-in does not). */
export function isCartApi(value: unknown): value is CartApi {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { addToCart?: unknown }).addToCart === 'function' &&
    typeof (value as { setCartQuantity?: unknown }).setCartQuantity === 'function'
  );
}

/** What the loader needs from a Module Federation runtime instance. */
export interface FederationInstance {
  options: { name: string; remotes: ReadonlyArray<{ name: string }> };
  loadRemote(id: string): Promise<unknown>;
  registerRemotes(remotes: Array<{ name: string; entry: string }>): void;
}

export interface CartLoaderDeps {
  /** The first MF instance on the page (the shell's, a remote's) that `matches`. */
  find(matches: (instance: FederationInstance) => boolean): FederationInstance | null;
  /** mf_catalog's own instance. */
  own(): FederationInstance | null;
  /** Where the cart remote's manifest lives when no instance on the page knows it. */
  manifestUrl(): string;
  timeoutMs?: number;
}

/**
 * Returns `load()`, which resolves with the cart API or rejects with CartUnavailableError.
 *
 * Inside the shell the load goes through the instance that declares the cart remote (the shell's):
 * it holds the deploy-time remote URL, the retry plugin and the circuit breaker, and it is the
 * instance that loaded the cart page, so both share one container and one cart store. Standalone
 * (no shell), the catalogue registers the remote on its own instance. A success is kept; a failure
 * is not, so the next click tries again.
 */
export function createCartLoader(deps: CartLoaderDeps): () => Promise<CartApi> {
  const timeoutMs = deps.timeoutMs ?? CART_LOAD_TIMEOUT_MS;
  let loaded: Promise<CartApi> | null = null;

  const attempt = async (): Promise<CartApi> => {
    let module: unknown;
    try {
      module = await withTimeout(instanceFor(deps).loadRemote(CART_MODULE_ID), timeoutMs);
    } catch (cause) {
      throw new CartUnavailableError({ cause });
    }
    if (!isCartApi(module)) {
      throw new CartUnavailableError({ cause: new Error(`${CART_MODULE_ID} did not provide addToCart`) });
    }
    return module;
  };

  return () => {
    loaded ??= attempt().catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return loaded;
  };
}

function instanceFor(deps: CartLoaderDeps): FederationInstance {
  // Standalone, after the first attempt this finds our own instance: the remote is registered once.
  const declaring = deps.find((instance) => instance.options.remotes.some((remote) => remote.name === CART_REMOTE));
  if (declaring) return declaring;
  const own = deps.own();
  if (!own) throw new Error('no Module Federation runtime on this page');
  own.registerRemotes([{ name: CART_REMOTE, entry: deps.manifestUrl() }]);
  return own;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${CART_MODULE_ID} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The page's cart loader, over the real Module Federation runtime. */
export const loadCartApi = createCartLoader({
  find: (matches) => getInstance(matches),
  own: () => getInstance(),
  manifestUrl: () => readRuntimeConfig().remotes[CART_REMOTE] ?? remoteManifestUrls()[CART_REMOTE],
});

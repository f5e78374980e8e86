import { describe, expect, it, vi } from 'vitest';
import {
  CART_MODULE_ID,
  CartUnavailableError,
  createCartLoader,
  isCartApi,
  type FederationInstance,
} from './cart-remote';

/** A stand-in MF instance: `modules` answers loadRemote by id, in order, one answer per call. */
function fakeInstance(name: string, remotes: string[], answers: Array<() => Promise<unknown>> = []) {
  const instance = {
    options: {
      name,
      remotes: remotes.map((remote) => ({ name: remote, entry: `http://cdn.test/${remote}/mf-manifest.json` })),
    },
    loadRemote: vi.fn(async (id: string) => {
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected loadRemote(${id})`);
      return answer();
    }),
    registerRemotes: vi.fn((added: Array<{ name: string; entry: string }>) => {
      instance.options.remotes.push(...added);
    }),
  };
  return instance satisfies FederationInstance;
}

const cartModule = () => ({ addToCart: vi.fn(), setCartQuantity: vi.fn(), getCartItems: () => [] });
const finder =
  (...instances: FederationInstance[]) =>
  (matches: (i: FederationInstance) => boolean) =>
    instances.find(matches) ?? null;

describe('createCartLoader', () => {
  it('loads the cart through the instance that declares mf_cart_checkout (the shell), not its own', async () => {
    const api = cartModule();
    const own = fakeInstance('mf_catalog', []);
    const shell = fakeInstance('shell', ['mf_catalog', 'mf_cart_checkout'], [async () => api]);
    const load = createCartLoader({
      find: finder(own, shell),
      own: () => own,
      manifestUrl: () => 'http://unused.test/',
    });

    await expect(load()).resolves.toBe(api);
    expect(shell.loadRemote).toHaveBeenCalledWith(CART_MODULE_ID);
    expect(own.loadRemote).not.toHaveBeenCalled();
    expect(own.registerRemotes).not.toHaveBeenCalled();
  });

  it('keeps a loaded cart: the second Add to cart does not load again', async () => {
    const api = cartModule();
    const shell = fakeInstance('shell', ['mf_cart_checkout'], [async () => api]);
    const load = createCartLoader({ find: finder(shell), own: () => null, manifestUrl: () => '' });
    await load();
    await expect(load()).resolves.toBe(api);
    expect(shell.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('standalone, registers the cart remote on its own instance once, at the configured URL', async () => {
    const own = fakeInstance(
      'mf_catalog',
      [],
      [
        async () => {
          throw new Error('Failed to fetch');
        },
        async () => cartModule(),
      ],
    );
    const load = createCartLoader({
      find: finder(own),
      own: () => own,
      manifestUrl: () => 'http://localhost:3402/mf-manifest.json',
    });

    await expect(load()).rejects.toBeInstanceOf(CartUnavailableError);
    await expect(load()).resolves.toSatisfy(isCartApi);
    expect(own.registerRemotes).toHaveBeenCalledTimes(1);
    expect(own.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_cart_checkout', entry: 'http://localhost:3402/mf-manifest.json' },
    ]);
  });

  it('turns a failed load into CartUnavailableError with the cause, and tries again on the next call', async () => {
    const refused = new Error('RUNTIME-003 mf_cart_checkout: Failed to fetch');
    const shell = fakeInstance(
      'shell',
      ['mf_cart_checkout'],
      [
        async () => {
          throw refused;
        },
        async () => cartModule(),
      ],
    );
    const load = createCartLoader({ find: finder(shell), own: () => null, manifestUrl: () => '' });

    const error = await load().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CartUnavailableError);
    expect((error as Error).message).toBe('The cart is temporarily unavailable.');
    expect((error as Error).cause).toBe(refused);
    await expect(load()).resolves.toSatisfy(isCartApi);
    expect(shell.loadRemote).toHaveBeenCalledTimes(2);
  });

  it("treats the host's fallback stand-in (a module without addToCart) as unavailable", async () => {
    const standIn = {
      [Symbol.for('instamg.remoteFallback')]: new Error('down'),
      default: () => {
        throw new Error('down');
      },
    };
    const shell = fakeInstance('shell', ['mf_cart_checkout'], [async () => standIn, async () => null]);
    const load = createCartLoader({ find: finder(shell), own: () => null, manifestUrl: () => '' });
    await expect(load()).rejects.toBeInstanceOf(CartUnavailableError);
    await expect(load()).rejects.toBeInstanceOf(CartUnavailableError);
  });

  it('gives up on a cart that does not answer within the timeout', async () => {
    const shell = fakeInstance('shell', ['mf_cart_checkout'], [() => new Promise(() => {})]);
    const load = createCartLoader({ find: finder(shell), own: () => null, manifestUrl: () => '', timeoutMs: 20 });
    const error = await load().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CartUnavailableError);
    expect(String((error as Error).cause)).toContain('did not load within 20 ms');
  });

  it('reports a page without any Module Federation runtime as unavailable', async () => {
    const load = createCartLoader({ find: () => null, own: () => null, manifestUrl: () => '' });
    await expect(load()).rejects.toBeInstanceOf(CartUnavailableError);
  });
});

describe('isCartApi', () => {
  it('accepts a module with addToCart and setCartQuantity functions only', () => {
    expect(isCartApi(cartModule())).toBe(true);
    expect(isCartApi({ addToCart: 'yes' })).toBe(false);
    expect(isCartApi({ addToCart: () => undefined })).toBe(false);
    expect(isCartApi(null)).toBe(false);
    expect(isCartApi(undefined)).toBe(false);
  });
});

/**
 * The remote table: the one place that names every Module Federation app, its port, its
 * environment overrides and the modules it exposes. Build configs, the shell's loaders,
 * the serve scripts and the manifest contract test all read it.
 */

export interface FederatedAppInfo {
  /** MF container name: a valid JS identifier that is not a `window` global (research/mfe.md §7). */
  readonly name: string;
  /** Workspace folder (also the `data-boundary` value put on the remote's root element). */
  readonly packageDir: string;
  /** Default port of the dev server and of `scripts/serve-apps.mjs`. */
  readonly port: number;
  /** Environment variable that overrides the port. */
  readonly portEnv: string;
}

export interface RemoteInfo extends FederatedAppInfo {
  /** Environment variable holding the remote's public base URL (e.g. a CDN) at deploy time. */
  readonly urlEnv: string;
  /** Which part of instamg this is, in the product's words — shown when the remote is down. */
  readonly partName: string;
  /** Expose key → source file, relative to the remote's folder. */
  readonly exposes: Readonly<Record<string, string>>;
}

export const SHELL_APP = {
  name: 'shell',
  packageDir: 'shell',
  port: 3000,
  portEnv: 'SHELL_PORT',
} as const satisfies FederatedAppInfo;

export const REMOTES = {
  mf_catalog: {
    name: 'mf_catalog',
    packageDir: 'mf-catalog',
    port: 3001,
    portEnv: 'CATALOG_PORT',
    urlEnv: 'CATALOG_URL',
    partName: 'Medicine catalogue',
    exposes: {
      './HomePage': './src/exposes/HomePage.tsx',
      './MedicinesPage': './src/exposes/MedicinesPage.tsx',
      './ProductPage': './src/exposes/ProductPage.tsx',
      './SearchPage': './src/exposes/SearchPage.tsx',
      './BlogPage': './src/exposes/BlogPage.tsx',
      './BlogPostPage': './src/exposes/BlogPostPage.tsx',
      './SearchSuggest': './src/exposes/SearchSuggest.tsx',
    },
  },
  mf_cart_checkout: {
    name: 'mf_cart_checkout',
    packageDir: 'mf-cart-checkout',
    port: 3002,
    portEnv: 'CART_CHECKOUT_PORT',
    urlEnv: 'CART_CHECKOUT_URL',
    partName: 'Cart and checkout',
    exposes: {
      './CartPage': './src/exposes/CartPage.tsx',
      './CheckoutPage': './src/exposes/CheckoutPage.tsx',
      './PaymentStatusPage': './src/exposes/PaymentStatusPage.tsx',
      './OrderList': './src/exposes/OrderList.tsx',
      './OrderDetailPage': './src/exposes/OrderDetailPage.tsx',
      './UploadPrescriptionPage': './src/exposes/UploadPrescriptionPage.tsx',
      './TrackPage': './src/exposes/TrackPage.tsx',
      './PrescriptionList': './src/exposes/PrescriptionList.tsx',
      './RefillList': './src/exposes/RefillList.tsx',
      './cart': './src/exposes/cart.ts',
    },
  },
  mf_location: {
    name: 'mf_location',
    packageDir: 'mf-location',
    port: 3003,
    portEnv: 'LOCATION_PORT',
    urlEnv: 'LOCATION_URL',
    partName: 'Delivery location',
    exposes: {
      './DeliverySelector': './src/exposes/DeliverySelector.tsx',
      './StoresPage': './src/exposes/StoresPage.tsx',
    },
  },
  mf_store_panel: {
    name: 'mf_store_panel',
    packageDir: 'mf-store-panel',
    port: 3004,
    portEnv: 'STORE_PANEL_PORT',
    urlEnv: 'STORE_PANEL_URL',
    partName: 'Store panel',
    exposes: {
      './StorePanelRoutes': './src/exposes/StorePanelRoutes.tsx',
      './PharmacyPartnerPage': './src/exposes/PharmacyPartnerPage.tsx',
    },
  },
  mf_admin: {
    name: 'mf_admin',
    packageDir: 'mf-admin',
    port: 3005,
    portEnv: 'ADMIN_PORT',
    urlEnv: 'ADMIN_URL',
    partName: 'Admin panel',
    exposes: {
      './AdminRoutes': './src/exposes/AdminRoutes.tsx',
    },
  },
} as const satisfies Record<string, RemoteInfo>;

export type RemoteName = keyof typeof REMOTES;
export type ExposeKey<R extends RemoteName> = keyof (typeof REMOTES)[R]['exposes'] & string;
/** `'<remote>/<Expose>'` — the id `loadRemote` takes, e.g. `'mf_catalog/HomePage'`. */
export type RemoteModuleId = {
  [R in RemoteName]: `${R}/${ExposeKey<R> extends `./${infer E}` ? E : never}`;
}[RemoteName];

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export function isRemoteName(value: string): value is RemoteName {
  return Object.hasOwn(REMOTES, value);
}

/** Splits `'mf_catalog/HomePage'` into its remote and expose key (`'./HomePage'`). */
export function parseRemoteModuleId(id: string): { remote: RemoteName; expose: string } {
  const slash = id.indexOf('/');
  const remote = slash > 0 ? id.slice(0, slash) : '';
  const expose = slash > 0 ? `./${id.slice(slash + 1)}` : '';
  if (!isRemoteName(remote)) {
    throw new Error(`Unknown remote in module id "${id}". Known remotes: ${REMOTE_NAMES.join(', ')}.`);
  }
  if (!Object.hasOwn(REMOTES[remote].exposes, expose)) {
    throw new Error(
      `Remote ${remote} does not expose "${expose}". It exposes: ${Object.keys(REMOTES[remote].exposes).join(', ')}.`,
    );
  }
  return { remote, expose };
}

type Env = Readonly<Record<string, string | undefined>>;

function portFrom(env: Env, app: FederatedAppInfo): number {
  const raw = env[app.portEnv];
  if (raw === undefined || raw === '') return app.port;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${app.portEnv} must be a port number between 1 and 65535, got "${raw}".`);
  }
  return port;
}

/** Port of an app, honouring its `*_PORT` override. */
export function appPort(app: FederatedAppInfo, env: Env = {}): number {
  return portFrom(env, app);
}

/**
 * Where each remote's `mf-manifest.json` lives at run time: its `*_URL` base if set (a CDN or
 * another host), otherwise `http://localhost:<port>`. This map is what the shell's
 * `remote-urls-plugin` applies, so moving a remote needs no shell rebuild.
 */
export function remoteManifestUrls(env: Env = {}): Record<RemoteName, string> {
  const urls = {} as Record<RemoteName, string>;
  for (const remote of REMOTE_NAMES) {
    const info = REMOTES[remote];
    const base = env[info.urlEnv]?.trim();
    if (base) {
      let parsed: URL;
      try {
        parsed = new URL(base.endsWith('/') ? base : `${base}/`);
      } catch {
        throw new Error(
          `${info.urlEnv} must be an absolute URL such as https://cdn.example.in/catalog/, got "${base}".`,
        );
      }
      urls[remote] = new URL('mf-manifest.json', parsed).href;
    } else {
      urls[remote] = `http://localhost:${portFrom(env, info)}/mf-manifest.json`;
    }
  }
  return urls;
}

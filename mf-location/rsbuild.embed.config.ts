/**
 * The partner build of mf-location (research/mfe.md §3): no Module Federation, one self-
 * contained script with its own React, a stable file name (versioned by path, not hash), and
 * a unique runtime name so it cannot collide with a partner's own webpack/rspack/MF runtime.
 *
 *   dist-embed/delivery-selector.js — <delivery-selector> + single-spa parcel lifecycles
 *                                     (UMD; global `InstamgDeliverySelector`)
 *   dist-embed/single-spa-host.js   — the demo single-spa host of embed/single-spa.html
 */
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  source: {
    entry: {
      'delivery-selector': {
        import: './src/embed/index.ts',
        library: { type: 'umd', name: 'InstamgDeliverySelector' },
        html: false,
      },
      'single-spa-host': { import: './embed/single-spa-host.ts', html: false },
    },
  },
  output: {
    distPath: { root: 'dist-embed', js: '.' },
    filenameHash: false,
    // Partner pages may sit on any origin.
    assetPrefix: 'auto',
    legalComments: 'none',
    sourceMap: { js: process.env.EMBED_ANALYZE ? 'source-map' : false },
  },
  // One file per entry: partners add one <script>, nothing is fetched later.
  performance: { chunkSplit: { strategy: 'all-in-one' } },
  tools: {
    htmlPlugin: false,
    rspack: {
      output: {
        uniqueName: 'instamg_delivery_selector',
        chunkLoadingGlobal: 'instamgDeliverySelectorChunks',
      },
      // The widget takes only the pure part of @instamg/shared/toast (toastToShow); notistack does
      // not declare itself free of side effects, so without this its unused import would be bundled.
      module: { rules: [{ test: /[\\/]node_modules[\\/]notistack[\\/]/, sideEffects: false }] },
    },
  },
});

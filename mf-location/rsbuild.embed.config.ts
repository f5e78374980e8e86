/**
 * The partner build of mf-location (research/mfe.md §3): no Module Federation, one self-
 * contained script with its own React, a stable file name (versioned by path, not hash), and
 * a unique runtime name so it cannot collide with a partner's own webpack/rspack/MF runtime.
 *
 *   dist-embed/delivery-selector.js — <delivery-selector> + single-spa parcel lifecycles
 *                                     (UMD; global `InstamgDeliverySelector`)
 *   dist-embed/single-spa-host.js   — the demo single-spa host of embed/single-spa.html
 *   dist-embed/async/*.js           — fetched only when needed, from beside the widget's script:
 *                                     the Google address search (with a Maps key) and
 *                                     delivery-selector-hi.js (the Hindi texts, lang="hi")
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, rspack } from '@rsbuild/core';
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
  resolve: {
    // The widget's own small ICU formatter (src/embed/message-format.ts): intl-messageformat is
    // about 12 kB gzip of the 150 kB budget, for the two ICU forms its one catalogue uses.
    alias: { 'intl-messageformat$': fileURLToPath(new URL('./src/embed/message-format.ts', import.meta.url)) },
  },
  output: {
    distPath: { root: 'dist-embed', js: '.' },
    filenameHash: false,
    // Partner pages may sit on any origin.
    assetPrefix: 'auto',
    legalComments: 'none',
    sourceMap: { js: process.env.EMBED_ANALYZE ? 'source-map' : false },
  },
  // One file per entry: partners add one <script>; only the async chunks above are fetched later.
  performance: { chunkSplit: { strategy: 'all-in-one' } },
  tools: {
    htmlPlugin: false,
    rspack: {
      resolve: {
        // The widget's own small ICU formatter (src/embed/message-format.ts): intl-messageformat is
        // about 12 kB gzip of the 150 kB budget, for the two ICU forms its one catalogue uses.
        alias: { 'intl-messageformat$': fileURLToPath(new URL('./src/embed/message-format.ts', import.meta.url)) },
      },
      output: {
        uniqueName: 'instamg_delivery_selector',
        chunkLoadingGlobal: 'instamgDeliverySelectorChunks',
      },
      // The widget takes only the pure part of @instamg/shared/toast (toastToShow); notistack does
      // not declare itself free of side effects, so without this its unused import would be bundled.
      plugins: [
        // The widget's theme has no CSS variables (no colorSchemes), for which MUI's ThemeProvider
        // renders ThemeProviderNoVars anyway; taking that one directly leaves MUI's CSS-variables
        // provider (and its color-scheme script) out of the bundle.
        new rspack.NormalModuleReplacementPlugin(/^\.\/ThemeProvider\.m?js$/, (resource) => {
          if (/@mui[\\/]material[\\/]styles$/.test(resource.context))
            resource.request = resource.request.replace('ThemeProvider', 'ThemeProviderNoVars');
        }),
      ],
      module: { rules: [{ test: /[\\/]node_modules[\\/]notistack[\\/]/, sideEffects: false }] },
    },
  },
});

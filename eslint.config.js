// ESLint for the whole repository (`npm run lint`, a stage of `npm test`). Besides the usual
// JavaScript/TypeScript mistakes it encodes our boundaries (docs/configuration.md "Lint and format"):
//   - an app (shell or a remote) imports only itself and @instamg/shared;
//   - every domain/ folder holds pure logic: no React, no SDK, no I/O, only other domain modules and constants;
//   - in a panel, a resource folder is reached from outside it only through its api/ (exposes/ and the
//     app/ frame compose the resources' pages);
//   - no import cycles;
//   - @mui/material and react-router-dom only through @instamg/shared/mui and @instamg/shared/router;
//   - rupees only through formatINR: no ₹ next to a hand-formatted number (scripts/eslint/money-format.mjs).
// No type-aware rules: the whole repository lints in seconds on 2 cores.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import moneyFormat from './scripts/eslint/money-format.mjs';

const root = import.meta.dirname;
const APPS = ['shell', 'mf-catalog', 'mf-cart-checkout', 'mf-location', 'mf-store-panel', 'mf-admin'];
const PANELS = ['mf-store-panel', 'mf-admin'];
// The folder words of ADR 0004; in a panel, every other folder of src/ is a resource (orders/, settings/ …).
// i18n/ is the panel's one catalogue (issue 37): panel-wide, like components/ and domain/.
const PANEL_WORDS = new Set(['api', 'app', 'components', 'domain', 'exposes', 'i18n', 'pages']);
const IGNORED_DIRS = new Set(['node_modules', 'dist', 'dist-embed', 'dist-server', 'test-results']);

/** Every `domain/` folder under a `src/` folder, so a new one is linted for purity without a change here. */
function findDomains(dir = '.', insideSrc = false) {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || IGNORED_DIRS.has(entry.name) || entry.name.startsWith('.')) return [];
    const child = dir === '.' ? entry.name : `${dir}/${entry.name}`;
    if (insideSrc && entry.name === 'domain') return [child];
    return findDomains(child, insideSrc || entry.name === 'src');
  });
}
const DOMAINS = findDomains();
const panelResources = (panel) =>
  fs
    .readdirSync(path.join(root, panel, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !PANEL_WORDS.has(entry.name))
    .map((entry) => entry.name);
const TESTS = ['**/*.test.{ts,tsx,mjs}', 'e2e/**', '**/test/**', 'shared/src/testing/**'];
const CODE = '**/*.{ts,tsx,mts,js,mjs,cjs}';

// One copy of MUI and of the router is shared between the apps (ADR 0003); a direct import bundles a
// second copy that cannot see the shell's theme or router context.
const sharedLibraries = {
  paths: [
    {
      name: '@mui/material',
      message: "Import MUI from '@instamg/shared/mui' (add the component to a part in shared/src/mui/).",
    },
    { name: 'react-router', message: "Import routing from '@instamg/shared/router'." },
    { name: 'react-router-dom', message: "Import routing from '@instamg/shared/router'." },
  ],
  patterns: [
    {
      group: ['@mui/material/*'],
      message: "Import MUI from '@instamg/shared/mui' (add the component to a part in shared/src/mui/).",
    },
    { group: ['react-router/*', 'react-router-dom/*'], message: "Import routing from '@instamg/shared/router'." },
    // MUI X runs on the shared MUI through stand-ins (shared/src/mf/mui/x/); a direct import bundles a second grid.
    {
      group: ['@mui/x-data-grid', '@mui/x-data-grid/*', '@mui/x-charts', '@mui/x-charts/*'],
      message: "Import MUI X from '@instamg/shared/data-grid' or '@instamg/shared/charts'.",
    },
    // The parts of the MUI module exist so the shell can evaluate them in stages (shell/src/boot-stages.ts).
    {
      group: ['@instamg/shared/mui/*'],
      message: "Import MUI from '@instamg/shared/mui'; its parts are only for the shell's boot stages.",
    },
    // Inside shared, a relative path to these modules bypasses the federated singleton: a component
    // then reads a router or theme context nobody provides ("useLocation() outside a <Router>").
    {
      regex: '^\\.{1,2}/(\\.\\./)*(mui|mui-panel|data-grid|charts|router)$',
      message: "Import it by package name ('@instamg/shared/router', '@instamg/shared/mui', …) even inside shared.",
    },
  ],
};
// Apps reach each other only through Module Federation and the event bus, never by package name.
const otherApps = {
  regex: '^@instamg/(?!shared/)',
  message: 'An app imports only itself and @instamg/shared; other apps are reached through Module Federation.',
};
// Pure domain logic: relative imports (checked by import-x/no-restricted-paths), shared domain/constants
// and the row types generated from the schema (types and enum lists only).
const impureInDomain = {
  regex: '^(?!\\.{1,2}/|@instamg/shared/(domain/|constants$|appwrite/rows$))',
  message: 'domain/ is pure logic: no React, no SDK, no I/O. Pass what it needs in as arguments.',
};

// An app's files may import only from their own folder, shared/ and installed packages; shared/ only
// from itself and installed packages.
const appZones = (allowed = []) =>
  ['shared', ...APPS].map((app) => ({
    target: `./${app}`,
    from: '.',
    except: [...new Set([`./${app}`, './shared', './node_modules', ...allowed])],
    message: 'An app imports only itself and @instamg/shared.',
  }));
const domainZones = DOMAINS.map((domain) => {
  const app = domain.startsWith('appwrite/') ? domain.split('/').slice(0, 2).join('/') : domain.split('/')[0];
  return {
    target: `./${domain}`,
    from: '.',
    // Packages are reported once, by no-restricted-imports (impureInDomain).
    except: [
      ...new Set([
        ...DOMAINS.filter((other) => other.startsWith(`${app}/`)).map((other) => `./${other}`),
        './shared/src/domain',
        './shared/src/constants.ts',
        './shared/src/appwrite/rows.ts',
        './node_modules',
      ]),
    ],
    message: 'domain/ imports only other domain modules, shared/src/constants.ts and shared/src/appwrite/rows.ts.',
  };
});
// A panel's resource is a room: its pages, components and domain are its own; the rest of the panel
// (other resources and the panel-wide api/, components/, domain/) reaches it only through its api/.
// exposes/ (the route table) and app/ (the frame) compose the resources and may import their pages.
const resourceZones = PANELS.flatMap((panel) => {
  const resources = panelResources(panel);
  return resources.map((resource) => ({
    target: [
      ...resources.filter((other) => other !== resource),
      ...[...PANEL_WORDS].filter((word) => word !== 'app' && word !== 'exposes'),
    ].map((folder) => `./${panel}/src/${folder}`),
    from: `./${panel}/src/${resource}`,
    except: ['./api'],
    message: `Reach ${resource}/ only through its api/; move a part others use to the panel-wide components/ or domain/.`,
  }));
});

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-embed/**',
      '**/dist-server/**',
      '**/dist-ssr-fixtures/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'appwrite/functions/geocoder/data/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  // Rupees through one formatINR (scripts/eslint/money-format.mjs): no ₹ next to toFixed/toLocaleString.
  {
    files: [CODE],
    plugins: { instamg: moneyFormat },
    rules: { 'instamg/no-hand-formatted-rupees': 'error' },
  },
  {
    files: [CODE],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      // import-x reads only .js files for cycles unless told about TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A `let` that a closure reads before its one assignment (e.g. hints learnt later) cannot be const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  // A labelled MUI Skeleton is a bare <span>: axe's aria-prohibited-attr fails it unless it has a
  // role (role="progressbar", as the admin's skeletons do). Seen flaking the dashboard's axe check.
  {
    files: ['**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='Skeleton']:has(JSXAttribute[name.name='aria-label']):not(:has(JSXAttribute[name.name='role']))",
          message: 'A Skeleton with aria-label needs role="progressbar" (a span may not carry a label).',
        },
      ],
    },
  },
  {
    files: TESTS,
    rules: {
      // Tests read untyped JSON replies of the dev server and functions.
      '@typescript-eslint/no-explicit-any': 'off',
      // Playwright needs a destructuring pattern for the fixtures argument, even an empty one.
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    files: ['shared/**', ...APPS.map((app) => `${app}/**`)],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: sharedLibraries.paths, patterns: [...sharedLibraries.patterns, otherApps] },
      ],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...appZones(), ...resourceZones] }],
    },
  },
  // Contract tests compare an app's copy of a rule with the Appwrite function that enforces it.
  {
    files: APPS.flatMap((app) => TESTS.map((glob) => `${app}/${glob}`)),
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...appZones(['./appwrite/functions']), ...resourceZones] },
      ],
    },
  },
  // The one place each shared library is imported directly.
  {
    files: [
      'shared/src/mui.ts',
      'shared/src/mui/**',
      'shared/src/mui-panel.ts',
      'shared/src/data-grid.ts',
      'shared/src/charts.ts',
      'shared/src/mf/mui/**',
      'shared/src/router.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: DOMAINS.map((domain) => `${domain}/**`),
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: sharedLibraries.paths, patterns: [...sharedLibraries.patterns, otherApps, impureInDomain] },
      ],
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest', 'WebSocket', 'localStorage', 'sessionStorage', 'indexedDB', 'document'].map(
          (name) => ({ name, message: 'domain/ does no I/O: take it as an argument.' }),
        ),
      ],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...appZones(), ...resourceZones, ...domainZones] },
      ],
    },
  },
);

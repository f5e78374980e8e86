import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { REMOTES, SHELL_APP, appPort } from '../shared/src/mf/remotes';
import { partnerOrigins } from './embed/embed-server';
import { SSR_PORT_OFFSETS } from './support/ssr-server';

/**
 * Playwright against the BUILT apps (run `npm run build` first; `npm test` does), served by
 * scripts/serve-apps.mjs, in Debian's Chromium. Never downloads a browser.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const isCI = Boolean(process.env.CI);

// Browser tests get their own ports and backend so `npm test` can run beside `npm start`
// (3000–3005 + 8080). Set before anything reads them: the specs compute URLs from the same env.
const E2E_PORTS: Record<string, string> = {
  SHELL_PORT: '3100',
  CATALOG_PORT: '3101',
  CART_CHECKOUT_PORT: '3102',
  LOCATION_PORT: '3103',
  STORE_PANEL_PORT: '3104',
  ADMIN_PORT: '3105',
  APPWRITE_DEV_PORT: '8180',
};
for (const [name, value] of Object.entries(E2E_PORTS)) process.env[name] ??= value;
process.env.APPWRITE_ENDPOINT ??= `http://localhost:${process.env.APPWRITE_DEV_PORT}/v1`;
process.env.E2E_DATA_DIR ??= resolve(repoRoot, `.data/e2e-${process.env.APPWRITE_DEV_PORT}`);
process.env.E2E_CREDENTIALS_FILE ??= resolve(process.env.E2E_DATA_DIR, 'credentials.json');
// The partner sites the embed specs serve the widget from: web platforms of the e2e backend (scripts/lib/stack.mjs).
process.env.WIDGET_PARTNER_ORIGINS ??= partnerOrigins().join(',');
// The SSR specs' own render servers (e2e/support/ssr-server.ts) are web platforms of the e2e backend.
const ssrOrigins = Object.values(SSR_PORT_OFFSETS).map(
  (offset) => `http://localhost:${Number(process.env.SHELL_PORT) + offset}`,
);
process.env.APPWRITE_DEV_PLATFORMS = [
  ...new Set([...(process.env.APPWRITE_DEV_PLATFORMS ?? '').split(',').filter(Boolean), ...ssrOrigins]),
].join(',');
const backendReady = `${process.env.APPWRITE_ENDPOINT}/tablesdb/instamg/tables/settings/rows/seed_version?project=instamg`;
const shellUrl = `http://localhost:${appPort(SHELL_APP, process.env)}`;
// serve-apps binds the shell first and the admin remote last: ready when the last one answers.
const lastRemoteReady = `http://localhost:${appPort(REMOTES.mf_admin, process.env)}/mf-manifest.json`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Two cores: two browser workers (with three the load average reached 20 and the run was no
  // shorter than expected for two). E2E_WORKERS overrides, e.g. 1 to debug.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: 'list',
  // A `.global.spec.ts` changes a platform setting other specs read (e.g. the acceptance window):
  // its project runs after every other spec, so no parallel spec sees the changed value. Playwright
  // runs a project's dependencies in full: run one such spec alone with `--no-deps`.
  projects: [
    { name: 'e2e', testIgnore: /\.global\.spec\.ts$/ },
    { name: 'global-settings', testMatch: /\.global\.spec\.ts$/, dependencies: ['e2e'] },
  ],
  use: {
    baseURL: shellUrl,
    browserName: 'chromium',
    // Recording a trace of every test cost a third of the run (e2e/checkout: 119 s with
    // retain-on-failure, 76 s with on-first-retry); CI's retry records one. To debug locally:
    // `npx playwright test -c e2e/playwright.config.ts --trace retain-on-failure <spec>`.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node scripts/serve-apps.mjs',
      cwd: repoRoot,
      url: lastRemoteReady,
      reuseExistingServer: !isCI,
      timeout: 30_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // Appwrite-compatible dev server on a fresh data dir, seeded; ready when the seed's last row exists.
      command: 'node scripts/e2e-backend.mjs',
      cwd: repoRoot,
      url: backendReady,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});

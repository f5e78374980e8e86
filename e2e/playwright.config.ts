import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { REMOTES, SHELL_APP, appPort } from '../shared/src/mf/remotes';

/**
 * Playwright against the BUILT apps (run `npm run build` first; `npm test` does), served by
 * scripts/serve-apps.mjs, in Debian's Chromium. Never downloads a browser.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const isCI = Boolean(process.env.CI);
const shellUrl = `http://localhost:${appPort(SHELL_APP, process.env)}`;
// serve-apps binds the shell first and the admin remote last: ready when the last one answers.
const lastRemoteReady = `http://localhost:${appPort(REMOTES.mf_admin, process.env)}/mf-manifest.json`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Two cores: two browser workers at most.
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: 'list',
  use: {
    baseURL: shellUrl,
    browserName: 'chromium',
    trace: 'retain-on-failure',
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
    // ── Backend dev server (integrator: add the appwrite/dev-server webServer entry here) ──
  ],
});

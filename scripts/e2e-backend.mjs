// The backend Playwright runs against: a dev server on a throw-away data directory, freshly
// seeded, with its own demo credentials file (<data dir>/credentials.json). Started by
// e2e/playwright.config.ts as a webServer; ready once the seed's last row (seed_version) exists.
import { resolve } from 'node:path';
import { startBackend } from './lib/stack.mjs';
import { root, stopAll } from './lib/proc.mjs';

// One data dir per backend port, so parallel Playwright runs on other ports never share (or reset) it.
const dataDir = resolve(root, process.env.E2E_DATA_DIR ?? `.data/e2e-${process.env.APPWRITE_DEV_PORT ?? 8180}`);
// Browser tests sign in many times with the same demo accounts: Appwrite's abuse limits stay off
// here (APPWRITE_DEV_ABUSE, like _APP_OPTIONS_ABUSE=disabled); test/security/abuse-limits.test.ts proves them.
process.env.APPWRITE_DEV_ABUSE ??= 'disabled';
const shutdown = () => stopAll().then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

try {
  const { endpoint } = await startBackend({
    dataDir,
    reset: true,
    credentialsFile: resolve(dataDir, 'credentials.json'),
  });
  console.log(`e2e backend seeded and listening on ${endpoint}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await stopAll();
  process.exit(1);
}

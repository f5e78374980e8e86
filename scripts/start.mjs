// `npm start`: install what is missing, build what is stale, start the embedded Appwrite-compatible
// backend, seed an empty database, serve the shell and the five remotes, and print the URL.
import { resolve } from 'node:path';
import { buildIfNeeded, startApps, startBackend } from './lib/stack.mjs';
import { ensureInstalled, log, root, stopAll } from './lib/proc.mjs';

const args = process.argv.slice(2);
let stopping = false;
const shutdown = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  log('Stopping…');
  await stopAll();
  process.exit(code);
};
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  await ensureInstalled();
  await buildIfNeeded({ force: args.includes('--rebuild') });
  const dataDir = resolve(root, process.env.APPWRITE_DEV_DATA_DIR ?? '.data/appwrite');
  const { endpoint } = await startBackend({ dataDir, reset: args.includes('--reset') });
  const { url } = await startApps({ endpoint });
  log(`Backend (Appwrite-compatible dev server): ${endpoint}`);
  if ((process.env.APPWRITE_DEV_ROUTES ?? 'enabled') === 'enabled')
    log(`Dev outbox (verification / recovery mails): ${endpoint}/dev/outbox.html`);
  log(`Demo accounts: appwrite/.credentials.json (passwords are generated and never printed)`);
  log(`\x1b[1minstamg is running at ${url}\x1b[0m  (Ctrl-C to stop)`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await shutdown(1);
}

// The render server alone: the shell's built files plus server-rendered routes on SHELL_PORT, with
// the remotes wherever the environment says (CATALOG_URL / CATALOG_PORT, …) and their node builds
// from the deploy map (SSR_DEPLOY_MAP, or each remote's node/latest.json). `serve-apps.mjs` with
// (by default; SSR=0 turns it off) does the same beside the remotes; this one is what a deployment runs (any number of copies
// behind a load balancer: it is stateless) and what the e2e specs start with their own settings.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { createStaticServer, listen } from './serve-static.mjs';
import { createSsrHandler } from './lib/ssr-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { SHELL_APP, appPort } = await tsImport('../shared/src/mf/remotes.ts', import.meta.url);
const { renderRuntimeConfigScript, runtimeConfigFromEnv } = await tsImport(
  '../shared/src/mf/runtime-config.ts',
  import.meta.url,
);

try {
  const runtimeConfig = runtimeConfigFromEnv(process.env);
  const port = appPort(SHELL_APP, process.env);
  const ssr = createSsrHandler({
    root,
    env: process.env,
    runtimeConfig,
    siteUrl: (process.env.PUBLIC_APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
  });
  const script = renderRuntimeConfigScript(runtimeConfig);
  const generated = { '/runtime-config.js': () => ({ body: script, type: 'text/javascript; charset=utf-8' }) };
  const server = await listen(
    createStaticServer({ dir: join(root, 'shell/dist'), generated, handle: ssr.handle }),
    port,
  );
  ssr.start();
  await ssr.ready.catch(() => {});
  console.log(`instamg render server at http://localhost:${port}/`);
  const stop = () => {
    void ssr.close();
    server.closeAllConnections?.();
    server.close(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`serve-ssr: ${error.message}`);
  process.exit(1);
}

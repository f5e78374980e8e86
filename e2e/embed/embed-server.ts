import { createReadStream, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname, extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** mf-location: the demo pages live in embed/, the partner bundle in dist-embed/. */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../mf-location');
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

/**
 * Partner pages' ports: one per parallel worker (Playwright's parallelIndex), the plain and
 * single-spa pages apart; 90 and 95 above the shell's port (3190, 3195 by default), so runs with
 * their own SHELL_PORT on one machine do not share partner ports. Read when used, not at import:
 * playwright.config.ts imports this before it sets SHELL_PORT.
 */
const shellPort = (): number => Number(process.env.SHELL_PORT ?? 3100);
const PARTNER_PORT_OFFSETS = { plain: 90, singleSpa: 95 } as const;
const MAX_PARTNER_WORKERS = 4;

export function partnerPort(page: keyof typeof PARTNER_PORT_OFFSETS, parallelIndex: number): number {
  if (parallelIndex >= MAX_PARTNER_WORKERS)
    throw new Error(`embed specs support ${MAX_PARTNER_WORKERS} workers at most (partner origins are listed up front)`);
  return shellPort() + PARTNER_PORT_OFFSETS[page] + parallelIndex;
}

/**
 * Every origin a partner page can have. The e2e backend lists them as web platforms
 * (WIDGET_PARTNER_ORIGINS, set in playwright.config.ts): the widget works only from listed sites.
 */
export function partnerOrigins(): string[] {
  return (Object.keys(PARTNER_PORT_OFFSETS) as (keyof typeof PARTNER_PORT_OFFSETS)[]).flatMap((page) =>
    Array.from({ length: MAX_PARTNER_WORKERS }, (_, i) => `http://localhost:${partnerPort(page, i)}`),
  );
}

/** A partner origin the backend does NOT list (85 above the shell's port; 3185 by default). */
export function unlistedPartnerPort(parallelIndex: number): number {
  return shellPort() + 85 + parallelIndex;
}

/**
 * A partner's web server for the embed specs: plain static files on their own origin, so the
 * widget runs cross-origin to the backend exactly as on a partner site.
 */
export async function startPartnerServer(port: number): Promise<{ origin: string; close(): Promise<void> }> {
  if (!existsSync(resolve(ROOT, 'dist-embed/delivery-selector.js'))) {
    throw new Error(
      'mf-location/dist-embed/delivery-selector.js is missing: run `npm run build:embed -w mf-location` first',
    );
  }
  const server: Server = createServer((req, res) => {
    const path = resolve(ROOT, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, ''));
    const allowed = [resolve(ROOT, 'embed'), resolve(ROOT, 'dist-embed')].some((dir) => path.startsWith(dir + sep));
    if (!allowed || !existsSync(path) || !TYPES[extname(path)]) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(path)]! });
    createReadStream(path).pipe(res);
  });
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolvePromise);
  });
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise((resolvePromise) => server.close(() => resolvePromise())),
  };
}

// Small static server for built apps: `node scripts/serve-static.mjs <dir> <port>`.
// - correct MIME types; gzip when the client accepts it (compressible types only);
// - CORS for an allow-list of origins (localhost by default, plus CORS_ORIGINS), because the
//   shell loads remotes' manifests, entries and chunks from other origins;
// - `Cache-Control: no-cache` for the files that name other files (html, mf-manifest.json,
//   remoteEntry.js, runtime-config.js) so a redeployed remote is picked up on the next load;
//   hashed files under static/ are immutable;
// - SPA fallback to index.html for paths that look like routes.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { acceptsEncoding, appBindHost } from './lib/render-key.mjs';

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.txt', '.svg', '.webmanifest']);
// Compressed bodies by file, reused while the file is unchanged (a redeploy changes mtime/size).
const gzipCache = new Map();
function gzipCached(key, body) {
  const hit = gzipCache.get(key);
  if (hit) return hit;
  const compressed = gzipSync(body);
  if (gzipCache.size > 500) gzipCache.clear();
  gzipCache.set(key, compressed);
  return compressed;
}

const ALWAYS_REVALIDATE = new Set(['mf-manifest.json', 'remoteEntry.js', 'runtime-config.js', 'index.html']);

/** Origins that may read our files cross-origin: any localhost port, plus CORS_ORIGINS (comma-separated). */
export function isAllowedOrigin(origin, extra = process.env.CORS_ORIGINS ?? '') {
  if (!origin) return false;
  if (/^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin)) return true;
  return extra
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .includes(origin);
}

export function cacheControlFor(relativePath) {
  const base = relativePath.split('/').pop() ?? '';
  if (ALWAYS_REVALIDATE.has(base) || base.endsWith('.html')) return 'no-cache';
  // Rsbuild puts content-hashed assets under static/.
  if (relativePath.startsWith('static/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * @param {{ dir: string, spa?: boolean, generated?: Record<string, () => { body: string, type: string }>,
 *   handle?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, urlPath: string) => Promise<boolean> }} options
 *   `generated`: paths answered from memory instead of disk (e.g. /runtime-config.js).
 *   `handle`: asked first for every GET/HEAD; answers and resolves true for the paths it serves
 *   (the render server: routes, sitemap.xml, robots.txt — scripts/lib/ssr-server.mjs).
 */
export function createStaticServer({ dir, spa = true, generated = {}, handle }) {
  const rootDir = resolve(dir);

  async function fileFor(urlPath) {
    const relative = decodeURIComponent(urlPath).replace(/^\/+/, '');
    const absolute = resolve(rootDir, relative || 'index.html');
    // Never serve outside the app's folder (../ tricks).
    if (absolute !== rootDir && !absolute.startsWith(rootDir + sep)) return null;
    try {
      const info = await stat(absolute);
      if (info.isDirectory()) return fileFor(`${urlPath.replace(/\/$/, '')}/index.html`);
      return { absolute, relative: relative || 'index.html' };
    } catch {
      return null;
    }
  }

  return createServer(async (req, res) => {
    const origin = req.headers.origin;
    // Every answer varies by Origin, also one without it: otherwise a cache keeps a no-CORS copy of a
    // chunk (a same-origin script tag) and hands it to a cross-origin import, which then fails.
    res.setHeader('Vary', 'Origin, Accept-Encoding');
    if (isAllowedOrigin(origin)) res.setHeader('Access-Control-Allow-Origin', origin);
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '');
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS', 'Content-Type': 'text/plain' }).end('Method Not Allowed\n');
      return;
    }

    let urlPath;
    try {
      urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
      decodeURIComponent(urlPath);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad Request\n');
      return;
    }

    if (handle) {
      try {
        if (await handle(req, res, urlPath)) return;
      } catch (error) {
        console.error(`[serve-static] ${req.method} ${urlPath} failed in the handler`, error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end('Internal Server Error\n');
        return;
      }
    }

    try {
      let body;
      let type;
      let cacheControl;
      let extension;
      let cacheKey;
      const make = generated[urlPath];
      if (make) {
        ({ body, type } = make());
        body = Buffer.from(body);
        cacheControl = 'no-cache';
        extension = extname(urlPath);
      } else {
        let file = await fileFor(urlPath);
        // A path without an extension is a client-side route: answer with the app's index.html.
        if (!file && spa && extname(urlPath) === '') file = await fileFor('/index.html');
        if (!file) {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
          res.end(`Not found: ${urlPath}\n`);
          return;
        }
        const info = await stat(file.absolute);
        body = await readFile(file.absolute);
        cacheKey = `${file.absolute}:${info.mtimeMs}:${info.size}`;
        extension = extname(file.absolute).toLowerCase();
        type = MIME_TYPES[extension] ?? 'application/octet-stream';
        cacheControl = cacheControlFor(file.relative);
      }

      const headers = { 'Content-Type': type, 'Cache-Control': cacheControl };
      // q-values honoured: `gzip;q=0` is a refusal (issue 32).
      const acceptsGzip = acceptsEncoding(req.headers['accept-encoding'], 'gzip');
      if (acceptsGzip && COMPRESSIBLE.has(extension) && body.length > 1024) {
        body = cacheKey ? gzipCached(cacheKey, body) : gzipSync(body);
        headers['Content-Encoding'] = 'gzip';
      }
      headers['Content-Length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      console.error(`[serve-static] ${req.method} ${urlPath} failed`, error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal Server Error\n');
    }
  });
}

/**
 * Listens and resolves once the port is bound; rejects with a clear message when it is taken.
 * Binds `host`: APP_BIND_HOST, loopback (127.0.0.1) by default (issue 32), so a dev or e2e app
 * server is not reachable from the network unless asked (APP_BIND_HOST=0.0.0.0 in a container).
 */
export function listen(server, port, host = appBindHost()) {
  return new Promise((resolvePromise, reject) => {
    server.once('error', (error) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} is already in use.`) : error);
    });
    server.listen(port, host, () => resolvePromise(server));
  });
}

async function main(argv) {
  const [dir, portText] = argv;
  const port = Number(portText);
  if (!dir || !Number.isInteger(port) || port < 1 || port > 65535) {
    console.error('Usage: node scripts/serve-static.mjs <dir> <port>');
    process.exit(2);
  }
  try {
    const info = await stat(dir);
    if (!info.isDirectory()) throw new Error('not a directory');
  } catch {
    console.error(`serve-static: ${resolve(dir)} does not exist. Build the app first (npm run build).`);
    process.exit(1);
  }
  const server = await listen(createStaticServer({ dir }), port);
  console.log(`Serving ${resolve(dir)} at http://localhost:${port}/`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`serve-static: ${error.message}`);
    process.exit(1);
  });
}

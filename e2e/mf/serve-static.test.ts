import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error — plain ESM script without type declarations
import { createStaticServer, listen } from '../../scripts/serve-static.mjs';

// The static server the e2e runs and `npm start` use: what remotes need from it to load in the shell.

let dir: string;
let server: import('node:http').Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-static-'));
  mkdirSync(join(dir, 'static/js'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'remoteEntry.js'), `var mf_catalog = {};${' '.repeat(2000)}`);
  writeFileSync(join(dir, 'mf-manifest.json'), '{"name":"mf_catalog"}');
  writeFileSync(join(dir, 'static/js/page.0123abcd.js'), 'console.log(1)');
  server = await listen(
    createStaticServer({
      dir,
      generated: {
        '/runtime-config.js': () => ({ body: 'globalThis.__INSTAMG_CONFIG__ = {};', type: 'text/javascript' }),
      },
    }),
    0,
  );
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serve-static', () => {
  it('serves JavaScript with its MIME type and lets localhost origins read it (CORS)', async () => {
    const response = await fetch(`${base}/remoteEntry.js`, { headers: { Origin: 'http://localhost:3000' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  it('does not grant CORS to other origins', async () => {
    const response = await fetch(`${base}/mf-manifest.json`, { headers: { Origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('varies every answer by Origin, also one to a request without it (no no-CORS copy reused cross-origin)', async () => {
    const asked: Record<string, string>[] = [
      {},
      { Origin: 'http://localhost:3000' },
      { Origin: 'https://evil.example' },
    ];
    for (const headers of asked) {
      const response = await fetch(`${base}/static/js/page.0123abcd.js`, { headers });
      expect(response.headers.get('vary')).toBe('Origin, Accept-Encoding');
    }
  });

  it('makes browsers revalidate the files that point at other files, and caches hashed assets for good', async () => {
    for (const path of ['/remoteEntry.js', '/mf-manifest.json', '/runtime-config.js', '/']) {
      expect((await fetch(base + path)).headers.get('cache-control'), path).toBe('no-cache');
    }
    expect((await fetch(`${base}/static/js/page.0123abcd.js`)).headers.get('cache-control')).toMatch(/immutable/);
  });

  it('falls back to index.html for client-side routes but 404s missing files', async () => {
    const route = await fetch(`${base}/product/dolo-650`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('id="root"');
    expect((await fetch(`${base}/static/js/missing.js`)).status).toBe(404);
  });

  it('gzips compressible bodies when the client accepts it', async () => {
    const { request } = await import('node:http');
    const body = await new Promise<{ encoding?: string; text: string }>((resolve, reject) => {
      request(`${base}/remoteEntry.js`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ encoding: res.headers['content-encoding'], text: gunzipSync(Buffer.concat(chunks)).toString() }),
        );
      })
        .on('error', reject)
        .end();
    });
    expect(body.encoding).toBe('gzip');
    expect(body.text.startsWith('var mf_catalog')).toBe(true);
  });

  it('never serves files outside its folder', async () => {
    const secret = `${dir}-secret.txt`;
    writeFileSync(secret, 'TOP SECRET');
    try {
      const name = secret.split('/').pop()!;
      for (const path of [`/..%2f${name}`, `/%2e%2e/${name}`, `/static/..%2f..%2f${name}`]) {
        const response = await fetch(base + path);
        expect(await response.text(), path).not.toContain('TOP SECRET');
      }
    } finally {
      rmSync(secret);
    }
  });

  // Security round 3 (issue 32): the app servers listen on loopback unless APP_BIND_HOST says
  // otherwise, and Accept-Encoding's q-values are honoured (`gzip;q=0` refuses gzip).
  it('SSR and app servers: binds loopback by default; gzip;q=0 gets no gzip', async () => {
    expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
    const refused = await fetch(`${base}/remoteEntry.js`, { headers: { 'Accept-Encoding': 'gzip;q=0, identity' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    const accepted = await fetch(`${base}/remoteEntry.js`, { headers: { 'Accept-Encoding': 'br;q=1, gzip;q=0.5' } });
    expect(accepted.headers.get('content-encoding')).toBe('gzip');
  });
});

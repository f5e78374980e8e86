// The JavaScript a page load fetches, file by file, shared by the frontend bench (its first-load
// bytes) and first-load-chunks.mjs (the per-route report), so both count the same responses.
import { gzipSync } from 'node:zlib';

/** How long no response may arrive before a load counts as finished. */
export const QUIET_MS = 2000;

/**
 * Records every JavaScript response `page` receives from now on, with its raw size and its body
 * gzipped -9 here (as scripts/build.mjs counts it, whatever the static server's compression).
 * `settled()` waits until no response has arrived for `quietMs`, then answers them all.
 */
export function recordScripts(page, quietMs = QUIET_MS) {
  const pending = [];
  let lastResponseAt = Date.now();
  page.on('response', (response) => {
    lastResponseAt = Date.now();
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    if (type !== 'script' && !contentType.includes('javascript')) return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }),
        (error) => {
          throw new Error(`could not read ${response.url()}: ${error.message}`);
        },
      ),
    );
  });
  return {
    async settled() {
      while (Date.now() - lastResponseAt < quietMs) await page.waitForTimeout(250);
      return Promise.all(pending);
    },
  };
}

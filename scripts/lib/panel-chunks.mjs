// Issue 34 §4 (ADR 0014): what a panel remote loads for each of its pages, read from the build —
// bytes by file, not a timed test. Reported by `npm run build`:
//   panelChunkRows  each expose's sync chunks (dist/mf-manifest.json)
//   pageChunkRows   each page of a routes expose: the expose's sync chunks, the page's own chunks
//                   (dist/chunk-origins.json, written by the build's pluginChunkOrigins in
//                   shared/src/mf/build-config.ts) and the shared modules those chunks consume that
//                   the shell does not provide (the remote's own fallback files); written to
//                   dist/page-chunks.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip budget (level 9) of an expose's sync chunks; over it the build prints a warning line. */
export const PANEL_EXPOSE_SYNC_BUDGET_BYTES = 50_000;

/**
 * One row per expose of the remote built in `distDir`: its sync (initial) chunks' gzip bytes and
 * file count, and how many async chunks it can load later. Null when there is no manifest.
 */
export function panelChunkRows(distDir, budget = PANEL_EXPOSE_SYNC_BUDGET_BYTES) {
  const manifestPath = join(distDir, 'mf-manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const gzipOf = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  return manifest.exposes.map((expose) => {
    const sync = [...new Set(expose.assets.js.sync)];
    const syncGzip = sync.reduce((sum, file) => sum + gzipOf(file), 0);
    return {
      expose: expose.name,
      syncFiles: sync.length,
      syncGzip,
      asyncFiles: new Set(expose.assets.js.async).size,
      overBudget: syncGzip > budget,
    };
  });
}

/**
 * Gzip budget (level 9) of one panel page's JavaScript from its remote: the routes expose's sync
 * chunks, the page's chunks and the shared fallbacks they pull in (ADR 0014). Reported, not enforced.
 */
export const PANEL_PAGE_BUDGET_BYTES = 100_000;

/** The routes modules whose `import()`s are pages (one per panel remote). */
const ROUTES_MODULE = /\/exposes\/(StorePanelRoutes|AdminRoutes)\.tsx$/;

/**
 * One row per page a routes expose imports lazily, from the build's chunk origins.
 * `manifest`: the remote's mf-manifest.json; `shellShared`: share keys the shell provides (those
 * come from the shell, whose files the shell's own first load counts); `gzipOf(file)`: bytes.
 */
export function pageChunkRows({ chunkOrigins, manifest, shellShared, gzipOf, budget = PANEL_PAGE_BUDGET_BYTES }) {
  const requests = new Map();
  for (const chunk of chunkOrigins.chunks) {
    for (const origin of chunk.origins) {
      if (!ROUTES_MODULE.test(origin.module) || !origin.request) continue;
      const key = `${origin.module.match(ROUTES_MODULE)[1]} ${origin.request}`;
      const page = requests.get(key) ?? {
        expose: origin.module.match(ROUTES_MODULE)[1],
        page: origin.request,
        files: new Set(),
        consumes: new Set(),
      };
      for (const file of chunk.files) page.files.add(file);
      for (const shareKey of chunk.consumes) page.consumes.add(shareKey);
      requests.set(key, page);
    }
  }
  const provided = new Set(shellShared);
  const sharedByName = new Map(manifest.shared.map((entry) => [entry.name, entry]));
  const sum = (files) => [...files].reduce((total, file) => total + gzipOf(file), 0);
  return [...requests.values()]
    .map(({ expose, page, files, consumes }) => {
      const exposeEntry = manifest.exposes.find((entry) => entry.name === expose);
      const exposeSync = new Set(exposeEntry?.assets.js.sync ?? []);
      const fromShell = [...consumes].filter((key) => provided.has(key)).sort();
      const ownShared = [...consumes].filter((key) => !provided.has(key)).sort();
      const sharedFiles = new Set(
        ownShared
          .flatMap((key) => sharedByName.get(key)?.assets.js.sync ?? [])
          .filter((file) => !files.has(file) && !exposeSync.has(file)),
      );
      const exposeGzip = sum(exposeSync);
      const pageGzip = sum(files);
      const sharedGzip = sum(sharedFiles);
      const totalGzip = exposeGzip + pageGzip + sharedGzip;
      return {
        expose,
        page,
        // The page's own chunks (what e2e/mf/panel-chunk-order.spec.ts watches for).
        chunks: [...files].sort(),
        files: exposeSync.size + files.size + sharedFiles.size,
        exposeGzip,
        pageGzip,
        sharedGzip,
        totalGzip,
        ownShared,
        fromShell,
        overBudget: totalGzip > budget,
      };
    })
    .sort((a, b) => a.page.localeCompare(b.page));
}

/**
 * Reads a panel remote's build (and the shell's manifest, for what it provides), writes
 * `dist/page-chunks.json` and returns its rows; null when the build has no chunk origins.
 */
export function writePageChunks(distDir, shellDistDir, budget = PANEL_PAGE_BUDGET_BYTES) {
  const originsPath = join(distDir, 'chunk-origins.json');
  const manifestPath = join(distDir, 'mf-manifest.json');
  if (!existsSync(originsPath) || !existsSync(manifestPath)) return null;
  const shellManifest = join(shellDistDir, 'mf-manifest.json');
  const shellShared = existsSync(shellManifest)
    ? JSON.parse(readFileSync(shellManifest, 'utf8')).shared.map((entry) => entry.name)
    : [];
  const cache = new Map();
  const gzipOf = (file) => {
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    return cache.get(file);
  };
  const rows = pageChunkRows({
    chunkOrigins: JSON.parse(readFileSync(originsPath, 'utf8')),
    manifest: JSON.parse(readFileSync(manifestPath, 'utf8')),
    shellShared,
    gzipOf,
    budget,
  });
  writeFileSync(
    join(distDir, 'page-chunks.json'),
    `${JSON.stringify({ budgetBytes: budget, pages: rows }, null, 2)}\n`,
  );
  return rows;
}

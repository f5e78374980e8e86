// Issue 34 §4 (ADR 0014): what a panel remote's exposes load before their first section, read from
// the build's mf-manifest.json — bytes by file, not a timed test. Reported by `npm run build`.
import { existsSync, readFileSync } from 'node:fs';
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

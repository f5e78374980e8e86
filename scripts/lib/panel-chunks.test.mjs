import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { panelChunkRows } from './panel-chunks.mjs';

let dir;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

function writeDist(files, exposes) {
  dir = mkdtempSync(join(tmpdir(), 'panel-chunks-'));
  mkdirSync(join(dir, 'static'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ exposes }));
  return dir;
}

describe('panelChunkRows', () => {
  it('sums the gzip bytes of each expose’s distinct sync chunks and flags one over the budget', () => {
    const big = 'x'.repeat(10) + Array.from({ length: 4000 }, (_, i) => i.toString(36)).join(',');
    const distDir = writeDist({ 'static/a.js': 'a();', 'static/big.js': big, 'static/later.js': 'l();' }, [
      { name: 'Small', assets: { js: { sync: ['static/a.js', 'static/a.js'], async: ['static/later.js'] } } },
      { name: 'Large', assets: { js: { sync: ['static/a.js', 'static/big.js'], async: [] } } },
    ]);
    const small = gzipSync('a();', { level: 9 }).length;
    const large = small + gzipSync(big, { level: 9 }).length;
    expect(panelChunkRows(distDir, small + 1)).toEqual([
      { expose: 'Small', syncFiles: 1, syncGzip: small, asyncFiles: 1, overBudget: false },
      { expose: 'Large', syncFiles: 2, syncGzip: large, asyncFiles: 0, overBudget: true },
    ]);
  });

  it('answers null for an app built without a federation manifest', () => {
    dir = mkdtempSync(join(tmpdir(), 'panel-chunks-'));
    expect(panelChunkRows(dir)).toBeNull();
  });
});

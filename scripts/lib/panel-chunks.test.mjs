import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { pageChunkRows, panelChunkRows } from './panel-chunks.mjs';

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

describe('pageChunkRows', () => {
  const manifest = {
    exposes: [{ name: 'StorePanelRoutes', assets: { js: { sync: ['entry.js', 'frame.js'], async: [] } } }],
    shared: [
      { name: '@instamg/shared/grid/ServerDataGrid', assets: { js: { sync: ['grid.js', 'frame.js'], async: [] } } },
      { name: '@instamg/shared/mui', assets: { js: { sync: ['mui.js'], async: [] } } },
    ],
  };
  const routes = './src/exposes/StorePanelRoutes.tsx';
  const chunkOrigins = {
    chunks: [
      { files: ['orders.js'], origins: [{ module: routes, request: '../orders/pages/OrdersPage' }], consumes: [] },
      {
        files: [],
        origins: [
          { module: routes, request: '../orders/pages/OrdersPage' },
          { module: routes, request: '../dashboard/pages/DashboardPage' },
        ],
        consumes: ['@instamg/shared/grid/ServerDataGrid', '@instamg/shared/mui'],
      },
      { files: ['dash.js'], origins: [{ module: routes, request: '../dashboard/pages/DashboardPage' }], consumes: [] },
      // A chunk the page itself imports later, and the container's own: not a page of the routes module.
      {
        files: ['later.js'],
        origins: [{ module: './src/orders/pages/OrdersPage.tsx', request: './Dialog' }],
        consumes: [],
      },
      { files: ['remoteEntry.js'], origins: [{ module: 'container entry', request: '' }], consumes: [] },
    ],
  };
  const sizes = {
    'entry.js': 1000,
    'frame.js': 9000,
    'orders.js': 4000,
    'dash.js': 2000,
    'grid.js': 30_000,
    'mui.js': 99_000,
  };

  it('adds the expose, the page’s chunks and the shared fallbacks the shell does not provide, once per file', () => {
    const rows = pageChunkRows({
      chunkOrigins,
      manifest,
      shellShared: ['@instamg/shared/mui'],
      gzipOf: (file) => sizes[file],
      budget: 40_000,
    });
    expect(rows.map((row) => row.page)).toEqual(['../dashboard/pages/DashboardPage', '../orders/pages/OrdersPage']);
    expect(rows[1]).toEqual({
      expose: 'StorePanelRoutes',
      page: '../orders/pages/OrdersPage',
      chunks: ['orders.js'],
      files: 4,
      exposeGzip: 10_000,
      pageGzip: 4000,
      // frame.js is already the expose's: only grid.js is the fallback's own.
      sharedGzip: 30_000,
      totalGzip: 44_000,
      ownShared: ['@instamg/shared/grid/ServerDataGrid'],
      fromShell: ['@instamg/shared/mui'],
      overBudget: true,
    });
    expect(rows[0]).toMatchObject({ pageGzip: 2000, totalGzip: 42_000, overBudget: true });
  });

  it('counts a shared module the shell does not provide as the remote’s own download', () => {
    const [dashboard] = pageChunkRows({ chunkOrigins, manifest, shellShared: [], gzipOf: (file) => sizes[file] });
    expect(dashboard.sharedGzip).toBe(129_000);
    expect(dashboard.ownShared).toEqual(['@instamg/shared/grid/ServerDataGrid', '@instamg/shared/mui']);
  });
});

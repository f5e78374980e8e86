#!/usr/bin/env node
/**
 * Issue 5: the partner-embeddable delivery selector's bundle size (goal ≤ 150 KB gzip). Builds
 * mf-location (with its widget) fresh so the number is for the current sources, then gzips
 * (level 9) each emitted file of mf-location/dist-embed, its async/ chunks included. Prints BENCH_RESULT
 * for scripts/bench.mjs. Issue 37: the Hindi texts are their own chunk (async/delivery-selector-hi.js),
 * so the English widget file holds no Devanagari at all.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(root, 'mf-location/dist-embed');
const WIDGET = 'delivery-selector.js';
const HINDI = 'async/delivery-selector-hi.js';
const GOAL_BYTES = 150 * 1000;

const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs'), 'mf-location'], {
  cwd: root,
  stdio: ['ignore', 2, 2],
});
if (build.status !== 0) process.exit(build.status ?? 1);

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .map((name) => name.split('\\').join('/'))
  .filter((name) => /\.(js|css)$/.test(name))
  .sort()
  .map((name) => {
    const content = readFileSync(join(dist, name));
    return { name, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
const widget = files.find((f) => f.name === WIDGET);
if (!widget) throw new Error(`${WIDGET} is missing from ${dist}`);
console.error(`widget: ${WIDGET} ${kB(widget.raw)} raw, ${kB(widget.gzip)} gzip`);
const hindi = files.find((f) => f.name === HINDI);
const englishHasHindi = /[\u0900-\u097F]/.test(readFileSync(join(dist, WIDGET), 'utf8'));

console.log(
  `BENCH_RESULT ${JSON.stringify({
    name: 'Delivery-selector widget size (issue 5)',
    markdown: [
      `Files of \`mf-location/dist-embed\` from a fresh production build (\`node scripts/build.mjs mf-location\`), gzip level 9. The widget is self-contained (its own React, MUI and Emotion; no Module Federation), so \`${WIDGET}\` is everything an English partner page loads besides the demo pages; \`async/\` files load only when needed (the Google search with a Maps key, the Hindi texts with \`lang="hi"\`).`,
      '',
      '| File | Raw | Gzip |',
      '|---|---:|---:|',
      ...files.map((f) => `| ${f.name} | ${kB(f.raw)} | ${kB(f.gzip)} |`),
    ].join('\n'),
    targets: [
      { target: `Issue 5: widget bundle ≤ 150 kB gzip (measured ${kB(widget.gzip)})`, met: widget.gzip <= GOAL_BYTES },
      {
        target: `Issue 37: Hindi only in its own chunk (${HINDI} ${hindi ? kB(hindi.gzip) : 'missing'} gzip; ${WIDGET} ${englishHasHindi ? 'has' : 'has no'} Devanagari)`,
        met: Boolean(hindi) && !englishHasHindi,
      },
    ],
  })}`,
);

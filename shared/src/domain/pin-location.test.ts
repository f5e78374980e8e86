import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PIN_AREA_MARGIN_KM, pinDistance, pointMatchesPin } from './pin-location';

const DELHI = { latitude: 28.6315, longitude: 77.2167 };
const MUMBAI = { latitude: 18.9388, longitude: 72.8354 };

describe('pointMatchesPin (issue 32)', () => {
  it('a Mumbai PIN with Delhi coordinates does not match; each with its own does', () => {
    expect(pointMatchesPin('400001', DELHI)).toBe(false);
    expect(pointMatchesPin('110001', MUMBAI)).toBe(false);
    expect(pointMatchesPin('400001', MUMBAI)).toBe(true);
    expect(pointMatchesPin('110001', DELHI)).toBe(true);
    expect(pinDistance('400001', DELHI)!.km).toBeGreaterThan(1000);
  });
  it('falls back to the postal zone for prefixes the dataset lacks (190: Srinagar), with a wider margin', () => {
    expect(pointMatchesPin('190001', { latitude: 34.0837, longitude: 74.7973 })).toBe(true);
    expect(pointMatchesPin('190001', MUMBAI)).toBe(false);
  });
  it.each(['000000', '12345', 'ABCDEF', ''])('matches nothing for %j', (pin) => {
    expect(pointMatchesPin(pin, DELHI)).toBe(false);
  });
  it('every PIN centroid of the bundled dataset lies in its area (pin-areas.ts is generated from it)', () => {
    const data = JSON.parse(
      readFileSync(new URL('../../../appwrite/functions/geocoder/data/india-pins.json', import.meta.url), 'utf8'),
    ) as { pins: [number, number, number, number, string][] };
    const misses = data.pins
      .map(([pin, latitude, longitude]) => [String(pin).padStart(6, '0'), { latitude, longitude }] as const)
      .filter(([pin, point]) => !(pinDistance(pin, point)!.km <= 0.01))
      .map(([pin]) => pin);
    expect(misses).toEqual([]);
    expect(PIN_AREA_MARGIN_KM).toBeLessThanOrEqual(25);
  });
});

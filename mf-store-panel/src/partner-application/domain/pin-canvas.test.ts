import { describe, expect, it } from 'vitest';
import { PIN_CANVAS_METRES, movePin } from './pin-canvas';

const MYSURU = { latitude: 12.3106, longitude: 76.6525 };

/** Great-circle distance (haversine), independent of the code under test. */
function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

describe('movePin', () => {
  it('moves north when dragged up and east when dragged right, by the distance dragged', () => {
    const north = movePin(MYSURU, 0, -150, 300); // half the canvas up
    expect(north.latitude).toBeGreaterThan(MYSURU.latitude);
    expect(north.longitude).toBe(MYSURU.longitude);
    expect(distanceKm(MYSURU, north) * 1000).toBeCloseTo(PIN_CANVAS_METRES / 2, -1);

    const east = movePin(MYSURU, 30, 0, 300);
    expect(east.longitude).toBeGreaterThan(MYSURU.longitude);
    expect(distanceKm(MYSURU, east) * 1000).toBeCloseTo(200, -1);
  });
  it('stays put without a drag', () => expect(movePin(MYSURU, 0, 0, 300)).toEqual(MYSURU));
});

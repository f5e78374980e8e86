// The Premises step's tile-free pin canvas: a square of PIN_CANVAS_METRES a side around the pin;
// dragging the marker moves the pin by the distance dragged (no map tiles, so no key needed).

/** Metres shown across the canvas: enough to walk the pin to the entrance from a PIN's centre. */
export const PIN_CANVAS_METRES = 2000;
const METRES_PER_DEGREE = 111_320;

export interface Pin {
  latitude: number;
  longitude: number;
}

/** The pin moved by (dx, dy) pixels on a canvas `sizePx` wide (y grows downwards, i.e. south). */
export function movePin(pin: Pin, dx: number, dy: number, sizePx: number): Pin {
  const metresPerPx = PIN_CANVAS_METRES / sizePx;
  const latitude = pin.latitude - (dy * metresPerPx) / METRES_PER_DEGREE;
  const longitude = pin.longitude + (dx * metresPerPx) / (METRES_PER_DEGREE * Math.cos((pin.latitude * Math.PI) / 180));
  // Six decimals: about 11 cm, finer than anyone places a pin.
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}

// Decimal rounding shared by money (2 places) and coordinates (4 and 6 places).

/**
 * Rounds half away from zero to `decimals` places, without binary floating-point surprises:
 * `roundTo(1.005, 2)` is 1.01 (a naive `Math.round(1.005 * 100) / 100` gives 1.00, because
 * 1.005 * 100 is 100.49999999999999 in binary).
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) {
    throw new RangeError(`Cannot round a non-finite number: ${String(value)}`);
  }
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 15) {
    throw new RangeError(`Decimal places must be an integer from 0 to 15, got ${String(decimals)}`);
  }
  const factor = 10 ** decimals;
  // toPrecision(15) drops the representation noise of the scaled number (15 significant digits
  // is what a double holds exactly) before rounding, so 100.49999999999999 becomes 100.5.
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded; // no -0
}

// What the panel's money catalogue (i18n/money-catalogue.ts) words about the earnings range: the
// presets' English. The door to earnings/domain for the rest of the panel (ADR 0004's rooms).
export { RANGE_LABELS, type RangePreset } from '../domain/earnings-range';

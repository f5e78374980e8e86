import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gstStatesOfPin } from './pin-state';
import { GST_STATES } from './gst-states';

const names = (pin: string) => gstStatesOfPin(pin).map((code) => GST_STATES[code]);

describe('gstStatesOfPin', () => {
  it.each([
    ['110016', ['Delhi']],
    ['560034', ['Karnataka']],
    ['400050', ['Maharashtra']],
    ['403001', ['Goa']],
    ['500081', ['Telangana']],
    ['520001', ['Andhra Pradesh']],
    ['737101', ['Sikkim']],
    ['744101', ['Andaman & Nicobar Islands']],
    ['122001', ['Haryana']],
    ['751001', ['Odisha']],
  ])('%s is in %j', (pin, states) => expect(names(pin)).toEqual(states));

  it('gives both States for a sorting district on a border (160: Chandigarh and Punjab)', () => {
    expect(names('160017').sort()).toEqual(['Chandigarh', 'Punjab']);
  });
  it('falls back to the postal circle for prefixes the dataset lacks (190: Srinagar)', () => {
    expect(names('190001').sort()).toEqual(['Jammu & Kashmir', 'Ladakh']);
  });
  it.each(['000000', '912345', '12345', '1100161', 'ABCDEF', '', '351234'])('knows no State for %j', (pin) => {
    expect(gstStatesOfPin(pin)).toEqual([]);
  });

  it('agrees with every PIN of the bundled dataset (pin-states.ts is generated from it)', () => {
    const data = JSON.parse(
      readFileSync(new URL('../../../../appwrite/functions/geocoder/data/india-pins.json', import.meta.url), 'utf8'),
    ) as {
      states: string[];
      districts: [string, number][];
      pins: [number, number, number, number, string][];
    };
    const aliases: Record<string, string> = {
      Chattisgarh: 'Chhattisgarh',
      Pondicherry: 'Puducherry',
      'Andaman & Nicobar': 'Andaman & Nicobar Islands',
    };
    const misses: string[] = [];
    for (const [pin, , , district] of data.pins) {
      const state = data.states[data.districts[district]![1]]!;
      const expected = aliases[state] ?? state;
      const code = String(pin).padStart(6, '0');
      if (!names(code).some((name) => name === expected || name.includes(expected))) misses.push(`${code} ${state}`);
    }
    expect(misses).toEqual([]);
    expect(data.pins.length).toBeGreaterThan(18_000);
  });
});

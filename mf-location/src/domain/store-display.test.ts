import { describe, expect, it } from 'vitest';
import { fillStoreDisplayValues, storePlaceholderImage } from './store-display';

const bare = { id: 's1', name: 'Wellness Forever Dwarka', distance_km: 1.1 };

/** Returns the given numbers in turn. */
function sequence(...values: number[]) {
  let i = 0;
  return () => {
    const value = values[i++];
    if (value === undefined) throw new Error('random called more often than expected');
    return value;
  };
}

describe('fillStoreDisplayValues', () => {
  it('fills all missing values at the low end of the ranges', () => {
    const store = fillStoreDisplayValues(bare, sequence(0, 0, 0, 0));
    expect(store).toMatchObject({
      ...bare,
      rating: 4.5,
      reviews: 80,
      hours: '8:00 AM - 10:00 PM',
      drug_license_number: 'DL-100000',
    });
    expect(store.image).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
  });

  it('stays inside the ranges at the high end', () => {
    const store = fillStoreDisplayValues(bare, sequence(0.999999, 0.999999, 0.999999, 0.999999));
    expect(store.rating).toBe(5);
    expect(store.reviews).toBe(180);
    expect(store.hours).toBe('24 Hours');
    expect(store.drug_license_number).toBe('DL-999999');
  });

  it("gives '8:00 AM - 10:00 PM' to 80 % and '24 Hours' to 20 %", () => {
    expect(fillStoreDisplayValues({ ...bare, rating: 5, reviews: 100 }, sequence(0.79, 0)).hours).toBe(
      '8:00 AM - 10:00 PM',
    );
    expect(fillStoreDisplayValues({ ...bare, rating: 5, reviews: 100 }, sequence(0.8, 0)).hours).toBe('24 Hours');
  });

  it('keeps ranges over many Math.random draws', () => {
    for (let i = 0; i < 500; i++) {
      const store = fillStoreDisplayValues(bare);
      expect(store.rating).toBeGreaterThanOrEqual(4.5);
      expect(store.rating).toBeLessThanOrEqual(5);
      expect(Number.isInteger(store.reviews)).toBe(true);
      expect(store.reviews).toBeGreaterThanOrEqual(80);
      expect(store.reviews).toBeLessThanOrEqual(180);
      expect(store.drug_license_number).toMatch(/^DL-\d{6}$/);
    }
  });

  it('only fills missing fields and does not use random for present ones', () => {
    const full = {
      ...bare,
      rating: 4.2,
      reviews: 12,
      hours: '9 AM - 9 PM',
      image: 'https://img.example/s1.png',
      drug_license_number: 'DL-SWD-2024-1',
    };
    const store = fillStoreDisplayValues(full, sequence());
    expect(store).toEqual(full);
  });

  it('does not mutate the store', () => {
    const input = { ...bare };
    fillStoreDisplayValues(input, sequence(0, 0, 0, 0));
    expect(input).toEqual(bare);
  });
});

describe('storePlaceholderImage', () => {
  it('bears the first 10 characters of the name', () => {
    const svg = decodeURIComponent(storePlaceholderImage('Wellness Forever Dwarka').split(',')[1] ?? '');
    expect(svg).toContain('>Wellness F</text>');
    expect(svg).not.toContain('Wellness Fo');
  });

  it('escapes markup in the name', () => {
    const svg = decodeURIComponent(storePlaceholderImage('<b>&"x').split(',')[1] ?? '');
    expect(svg).toContain('&#60;b&#62;&#38;&#34;x');
    expect(svg).not.toContain('<b>');
  });
});

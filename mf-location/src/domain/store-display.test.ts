import { describe, expect, it } from 'vitest';
import { fillStoreDisplayValues, ratingText, storePlaceholderImage } from './store-display';

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
  it('fills the image and licence but never a rating, reviews or hours (ADR 0015)', () => {
    const store = fillStoreDisplayValues(bare, sequence(0));
    expect(store).toMatchObject({ ...bare, drug_license_number: 'DL-100000' });
    expect(store).not.toHaveProperty('rating');
    expect(store).not.toHaveProperty('reviews');
    expect(store).not.toHaveProperty('hours');
    expect(store.image).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(fillStoreDisplayValues(bare, sequence(0.999999)).drug_license_number).toBe('DL-999999');
  });

  it('only fills missing fields and does not use random for present ones', () => {
    const full = {
      ...bare,
      rating: 4.2,
      reviews: 12,
      hours: 'Open 24 hours',
      image: 'https://img.example/s1.png',
      drug_license_number: 'DL-SWD-2024-1',
    };
    const store = fillStoreDisplayValues(full, sequence());
    expect(store).toEqual(full);
  });

  it('does not mutate the store', () => {
    const input = { ...bare };
    fillStoreDisplayValues(input, sequence(0));
    expect(input).toEqual(bare);
  });
});

describe('ratingText', () => {
  it("shows the real average and count, or 'New' without ratings", () => {
    expect(ratingText({ rating: 4.56, reviews: 12 })).toBe('4.6 (12 reviews)');
    expect(ratingText({ rating: 5, reviews: 1 })).toBe('5.0 (1 review)');
    expect(ratingText({})).toBe('New');
    expect(ratingText({ rating: 0, reviews: 0 })).toBe('New');
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

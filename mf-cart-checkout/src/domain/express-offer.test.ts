import { describe, expect, it } from 'vitest';
import { expressOffer } from './express-offer';

describe('expressOffer', () => {
  it('quotes the header’s estimate for a near store (SPEC §9: round(km × 3) + 15)', () => {
    expect(expressOffer(1)).toEqual({
      available: true,
      label: 'Express: in about 18 mins (within 30 min, select areas)',
    });
  });

  it('is not offered beyond express reach, and is left to the server when no store is chosen', () => {
    expect(expressOffer(4.2)).toEqual({ available: false, label: 'Express: not available this far from the store' });
    expect(expressOffer(null)).toEqual({ available: true, label: 'Express: within 30 min, select areas' });
  });
});

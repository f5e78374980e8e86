import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { googlePlacesProvider, waitForPlacesLibrary, type PlacesLibrary } from './google-places';

function fakePlaces(location: { lat(): number; lng(): number } | null = { lat: () => 28.58, lng: () => 77.05 }) {
  const tokens: object[] = [];
  const fetchFields = vi.fn(async () => undefined);
  const fetchAutocompleteSuggestions = vi.fn(async () => ({
    suggestions: [
      {
        placePrediction: {
          placeId: 'p1',
          text: { text: 'Dwarka Sector 6, New Delhi, Delhi, India' },
          mainText: { text: 'Dwarka Sector 6' },
          secondaryText: { text: 'New Delhi, Delhi, India' },
          toPlace: () => ({
            fetchFields,
            formattedAddress: 'Sector 6, Dwarka, New Delhi, Delhi 110075, India',
            location,
          }),
        },
      },
      { placePrediction: null },
    ],
  }));
  const library: PlacesLibrary = {
    AutocompleteSessionToken: class {
      constructor() {
        tokens.push(this);
      }
    },
    AutocompleteSuggestion: { fetchAutocompleteSuggestions },
  };
  return { library, tokens, fetchFields, fetchAutocompleteSuggestions };
}

describe('googlePlacesProvider', () => {
  it('asks for India only with the session token, from 3 characters', async () => {
    const { library, tokens, fetchAutocompleteSuggestions } = fakePlaces();
    const provider = googlePlacesProvider(library);
    await expect(provider.suggest('dw')).resolves.toEqual([]);
    expect(fetchAutocompleteSuggestions).not.toHaveBeenCalled();
    const rows = await provider.suggest(' dwarka ');
    expect(fetchAutocompleteSuggestions).toHaveBeenCalledWith({
      input: 'dwarka',
      includedRegionCodes: ['in'],
      sessionToken: tokens[0],
    });
    expect(rows).toEqual([
      {
        id: 'p1',
        description: 'Dwarka Sector 6, New Delhi, Delhi, India',
        mainText: 'Dwarka Sector 6',
        secondaryText: 'New Delhi, Delhi, India',
      },
    ]);
  });

  it('fetches address, location and name for a choice; a new session follows', async () => {
    const { library, tokens, fetchFields } = fakePlaces();
    const provider = googlePlacesProvider(library);
    const [row] = await provider.suggest('dwarka');
    await expect(provider.resolve(row!)).resolves.toEqual({
      address: 'Sector 6, Dwarka, New Delhi, Delhi 110075, India',
      latitude: 28.58,
      longitude: 77.05,
    });
    expect(fetchFields).toHaveBeenCalledWith({ fields: ['formattedAddress', 'location', 'displayName'] });
    provider.newSession();
    expect(tokens).toHaveLength(2);
  });

  it('ignores a place without geometry', async () => {
    const { library } = fakePlaces(null);
    const provider = googlePlacesProvider(library);
    const [row] = await provider.suggest('dwarka');
    await expect(provider.resolve(row!)).resolves.toBeNull();
  });
});

describe('waitForPlacesLibrary', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 200 ms until the library appears', async () => {
    const { library } = fakePlaces();
    const read = vi.fn<() => PlacesLibrary | undefined>().mockReturnValue(undefined);
    const waiting = waitForPlacesLibrary(read);
    await vi.advanceTimersByTimeAsync(400);
    expect(read).toHaveBeenCalledTimes(3); // at 0, 200 and 400 ms
    read.mockReturnValue(library);
    await vi.advanceTimersByTimeAsync(200);
    await expect(waiting).resolves.toBe(library);
  });

  it("gives up after 10 s with 'Failed to load Google Maps API'", async () => {
    const waiting = waitForPlacesLibrary(() => undefined);
    const outcome = expect(waiting).rejects.toThrow('Failed to load Google Maps API');
    await vi.advanceTimersByTimeAsync(10_000);
    await outcome;
  });
});

import { describe, expect, it, vi } from 'vitest';
import { offlineSearchProvider } from './address-search';
import { FunctionError } from '@instamg/shared/appwrite/function-reply';
import type { CallFunction } from './call-function';
import { createOfflineGeocoder, parseGeocoderSuggestions } from './geocoder';

const SUGGESTION = {
  id: '110075',
  description: 'Dwarka Sector 6, South West Delhi, Delhi 110075',
  main_text: 'Dwarka Sector 6',
  secondary_text: 'South West Delhi, Delhi 110075',
  latitude: 28.5921,
  longitude: 77.046,
  postal_code: '110075',
};

describe('parseGeocoderSuggestions', () => {
  it('reads the rows and drops those without text', () => {
    expect(parseGeocoderSuggestions({ suggestions: [SUGGESTION, { id: 'x' }, null] })).toEqual([
      {
        id: '110075',
        description: SUGGESTION.description,
        mainText: 'Dwarka Sector 6',
        secondaryText: 'South West Delhi, Delhi 110075',
        latitude: 28.5921,
        longitude: 77.046,
      },
    ]);
    expect(parseGeocoderSuggestions({ message: 'Type at least 3 characters to search.' })).toEqual([]);
  });
});

describe('offline geocoder', () => {
  it('searches from 3 characters only and reverse geocodes to the address', async () => {
    const call = vi.fn(async (_id: string, body: unknown) =>
      (body as { action: string }).action === 'search'
        ? { suggestions: [SUGGESTION] }
        : { address: 'Dwarka Sector 6, New Delhi 110075' },
    );
    const geocoder = createOfflineGeocoder(call as unknown as CallFunction);
    await expect(geocoder.search(' 11 ')).resolves.toEqual([]);
    expect(call).not.toHaveBeenCalled();
    await expect(geocoder.search('110075')).resolves.toHaveLength(1);
    expect(call).toHaveBeenCalledWith('geocoder', { action: 'search', query: '110075' });
    await geocoder.search('andheri', { latitude: 19.11, longitude: 72.86 });
    expect(call).toHaveBeenLastCalledWith('geocoder', {
      action: 'search',
      query: 'andheri',
      near: { latitude: 19.11, longitude: 72.86 },
    });
    await expect(geocoder.reverse({ latitude: 28.5921, longitude: 77.046 })).resolves.toBe(
      'Dwarka Sector 6, New Delhi 110075',
    );
  });

  it('knows no address outside India, and throws on a failed call', async () => {
    const outside = createOfflineGeocoder((async () => ({
      address: null,
      message: 'No PIN within 50 km',
    })) as unknown as CallFunction);
    await expect(outside.reverse({ latitude: 51.5, longitude: 0 })).resolves.toBeNull();
    const failing = createOfflineGeocoder(async () => {
      throw new FunctionError('geocoder', 500, 'execution_failed', 'Something went wrong. Please try again.');
    });
    await expect(failing.search('Dwarka')).rejects.toMatchObject({ name: 'FunctionError', status: 500 });
  });

  it('the search provider turns a chosen row into a place; a row without coordinates is ignored', async () => {
    const provider = offlineSearchProvider(createOfflineGeocoder(vi.fn() as unknown as CallFunction));
    await expect(
      provider.resolve({ id: '1', description: 'Dwarka', mainText: 'Dwarka', latitude: 28.59, longitude: 77.04 }),
    ).resolves.toEqual({
      address: 'Dwarka',
      latitude: 28.59,
      longitude: 77.04,
    });
    await expect(provider.resolve({ id: '2', description: 'Somewhere', mainText: 'Somewhere' })).resolves.toBeNull();
  });
});

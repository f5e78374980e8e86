import { describe, expect, it, vi } from 'vitest';
import { coordinatesFromIpReply, createLocaleIpLocator, createUrlIpLocator } from './ip-location';

describe('coordinatesFromIpReply', () => {
  it('accepts latitude/longitude and lat/lon replies, marked as IP based', () => {
    expect(coordinatesFromIpReply({ latitude: 28.6, longitude: 77.2, city: 'Delhi' })).toEqual({
      latitude: 28.6,
      longitude: 77.2,
      isIpBased: true,
    });
    expect(coordinatesFromIpReply({ lat: 19.07, lon: 72.88 })).toEqual({
      latitude: 19.07,
      longitude: 72.88,
      isIpBased: true,
    });
  });

  it('rejects data lacking a usable latitude or longitude (SPEC §5)', () => {
    for (const body of [
      { latitude: 28.6 },
      { longitude: 77 },
      { latitude: '28.6', longitude: '77.2' },
      { latitude: 95, longitude: 0 },
      null,
      'x',
    ]) {
      expect(() => coordinatesFromIpReply(body)).toThrow('IP location data has no usable latitude and longitude');
    }
  });
});

describe('createUrlIpLocator', () => {
  it('GETs the configured URL and reads its coordinates', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ latitude: 12.97, longitude: 77.59 })));
    await expect(createUrlIpLocator('https://ip.example/json', fetcher)()).resolves.toEqual({
      latitude: 12.97,
      longitude: 77.59,
      isIpBased: true,
    });
    expect(fetcher).toHaveBeenCalledWith('https://ip.example/json', expect.anything());
  });

  it('fails on an error status', async () => {
    const fetcher = vi.fn(async () => new Response('no', { status: 429 }));
    await expect(createUrlIpLocator('https://ip.example/json', fetcher)()).rejects.toThrow('answered 429');
  });
});

describe('createLocaleIpLocator', () => {
  it('places the locale by its postal code through the geocoder', async () => {
    const search = vi.fn(async () => [
      { id: '110075', description: 'Dwarka', mainText: 'Dwarka', latitude: 28.58, longitude: 77.05 },
    ]);
    const locate = createLocaleIpLocator(
      async () => ({ countryCode: 'IN', postalCode: '110075', city: 'New Delhi' }),
      search,
    );
    await expect(locate()).resolves.toEqual({ latitude: 28.58, longitude: 77.05, isIpBased: true });
    expect(search).toHaveBeenCalledWith('110075');
  });

  it('fails clearly when the server names no city or postal code (the dev server)', async () => {
    const search = vi.fn();
    const locate = createLocaleIpLocator(async () => ({ countryCode: 'IN' }), search);
    await expect(locate()).rejects.toThrow('The server placed this IP in IN but named no city or postal code');
    expect(search).not.toHaveBeenCalled();
  });

  it('fails when the geocoder finds nothing for the city', async () => {
    const locate = createLocaleIpLocator(
      async () => ({ city: 'Atlantis' }),
      async () => [],
    );
    await expect(locate()).rejects.toThrow('no usable latitude and longitude');
  });
});

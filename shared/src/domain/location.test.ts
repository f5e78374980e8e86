import { describe, expect, it } from 'vitest';
import {
  addressDisplayText,
  formatCoordinates,
  isValidCoordinates,
  isValidIpLocation,
  locationErrorText,
  parseStoredCoordinates,
  storeLocatorRequest,
  storesCacheKey,
  type Coordinates,
} from './location';

const delhi = { latitude: 28.6139391, longitude: 77.2090212 };

describe('storesCacheKey', () => {
  it('rounds coordinates to 4 decimals', () => {
    expect(storesCacheKey(28.6139391, 77.2090212)).toBe('28.6139,77.2090');
    expect(storesCacheKey(28.61394999, 77.20905)).toBe('28.6139,77.2091');
  });

  it('gives nearby points (within the rounding) the same key', () => {
    expect(storesCacheKey(28.61391, 77.20901)).toBe(storesCacheKey(28.61389, 77.20899));
    expect(storesCacheKey(28.6139, 77.209)).not.toBe(storesCacheKey(28.614, 77.209));
  });
});

describe('formatCoordinates', () => {
  it("shows 'latitude, longitude' to 6 decimals", () => {
    expect(formatCoordinates(delhi.latitude, delhi.longitude)).toBe('28.613939, 77.209021');
    expect(formatCoordinates(12.9, 77.5)).toBe('12.900000, 77.500000');
  });
});

describe('isValidIpLocation', () => {
  it('accepts data with numeric latitude and longitude', () => {
    expect(isValidIpLocation({ latitude: 28.6, longitude: 77.2, city: 'Delhi' })).toBe(true);
  });

  it('rejects data lacking latitude or longitude', () => {
    expect(isValidIpLocation({ latitude: 28.6 })).toBe(false);
    expect(isValidIpLocation({ longitude: 77.2 })).toBe(false);
    expect(isValidIpLocation({ latitude: '28.6', longitude: '77.2' })).toBe(false);
    expect(isValidIpLocation({ latitude: Number.NaN, longitude: 77.2 })).toBe(false);
    expect(isValidIpLocation({ latitude: 128, longitude: 77.2 })).toBe(false);
    expect(isValidIpLocation(null)).toBe(false);
    expect(isValidIpLocation('28.6,77.2')).toBe(false);
  });
});

describe('stored coordinates', () => {
  it('reads saved coordinates with the IP flag', () => {
    expect(parseStoredCoordinates(JSON.stringify({ ...delhi, isIpBased: true }))).toEqual({
      ...delhi,
      isIpBased: true,
    });
  });

  it('ignores missing or broken data', () => {
    expect(parseStoredCoordinates(null)).toBeNull();
    expect(parseStoredCoordinates('{oops')).toBeNull();
    expect(parseStoredCoordinates('{"latitude":1}')).toBeNull();
    expect(isValidCoordinates({ ...delhi, isIpBased: 'yes' })).toBe(false);
  });
});

describe('addressDisplayText', () => {
  it("shows 'Detecting location...' while loading", () => {
    expect(addressDisplayText({ loading: true, coordinates: delhi, address: 'Connaught Place' })).toBe(
      'Detecting location...',
    );
  });

  it('shows the address when there is one', () => {
    expect(addressDisplayText({ loading: false, coordinates: delhi, address: 'Connaught Place, New Delhi' })).toBe(
      'Connaught Place, New Delhi',
    );
    expect(addressDisplayText({ loading: false, coordinates: null, address: 'Home: Sector 7' })).toBe('Home: Sector 7');
  });

  it('says the address is being resolved when coordinates exist without address text', () => {
    expect(addressDisplayText({ loading: false, coordinates: delhi, address: null })).toBe(
      'Location detected, resolving address...',
    );
    expect(addressDisplayText({ loading: false, coordinates: delhi, address: '  ' })).toBe(
      'Location detected, resolving address...',
    );
    expect(addressDisplayText({ loading: false, coordinates: delhi, address: 'Locating your address...' })).toBe(
      'Resolving address...',
    );
  });

  it("asks to 'Select a delivery address' when there is nothing", () => {
    expect(addressDisplayText({ loading: false, coordinates: null, address: null })).toBe('Select a delivery address');
    expect(addressDisplayText({ loading: false, coordinates: null, address: '' })).toBe('Select a delivery address');
  });
});

describe('locationErrorText', () => {
  it('maps geolocation error codes to the SPEC messages', () => {
    expect(locationErrorText(1)).toEqual({
      message: 'Unable to retrieve your location.',
      hint: 'Please enable location services in your browser.',
    });
    expect(locationErrorText(2)).toEqual({ message: 'Location information is unavailable.' });
    expect(locationErrorText(3)).toEqual({ message: 'Location request timed out.' });
    expect(locationErrorText('unsupported')).toEqual({ message: 'Geolocation is not supported by your browser.' });
    expect(locationErrorText(undefined)).toEqual({
      message: 'An unexpected error occurred while trying to get your location.',
    });
    expect(locationErrorText(99).message).toBe('An unexpected error occurred while trying to get your location.');
  });
});

describe('storeLocatorRequest', () => {
  it('asks within 5 km, adding limit 10 for the update-for-location variant', () => {
    expect(storeLocatorRequest(delhi)).toEqual({ ...delhi, radius: 5 });
    const ipBased: Coordinates = { ...delhi, isIpBased: true };
    expect(storeLocatorRequest(ipBased, 'updateForLocation')).toEqual({
      ...delhi,
      radius: 5,
      limit: 10,
    });
  });

  it('refuses missing coordinates', () => {
    expect(() => storeLocatorRequest({ latitude: Number.NaN, longitude: 77.2 })).toThrow(
      'The store locator needs a valid latitude and longitude',
    );
    expect(() => storeLocatorRequest({ latitude: undefined, longitude: 77.2 } as never)).toThrow(RangeError);
  });
});

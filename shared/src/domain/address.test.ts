import { describe, expect, it } from 'vitest';
import {
  cityFromDistrict,
  isPinCode,
  localMobileDigits,
  normalizeIndianMobile,
  formatAddressLine,
  isAddressUsable,
  savedAddressLabel,
  searchedLocation,
  sortAddresses,
  type Address,
} from './address';

const home: Address = {
  id: 'a1',
  name: 'Home',
  address_line1: 'Flat 402, Tower B',
  address_line2: 'Sector 7',
  city: 'New Delhi',
  state: 'Delhi',
  postal_code: '110075',
  latitude: 28.5921,
  longitude: 77.046,
  is_default: false,
};

describe('formatAddressLine', () => {
  it('joins line1, line2, city, state and postal code with commas', () => {
    expect(formatAddressLine(home)).toBe('Flat 402, Tower B, Sector 7, New Delhi, Delhi, 110075');
  });

  it('leaves out a missing or blank line2', () => {
    expect(formatAddressLine({ ...home, address_line2: null })).toBe('Flat 402, Tower B, New Delhi, Delhi, 110075');
    expect(formatAddressLine({ ...home, address_line2: undefined })).toBe(
      'Flat 402, Tower B, New Delhi, Delhi, 110075',
    );
    expect(formatAddressLine({ ...home, address_line2: '  ' })).toBe('Flat 402, Tower B, New Delhi, Delhi, 110075');
  });
});

describe('isAddressUsable', () => {
  it('needs both latitude and longitude', () => {
    expect(isAddressUsable(home)).toBe(true);
    expect(isAddressUsable({ ...home, latitude: null })).toBe(false);
    expect(isAddressUsable({ ...home, longitude: undefined })).toBe(false);
    expect(isAddressUsable({ ...home, latitude: Number.NaN })).toBe(false);
  });

  it('accepts 0 as a coordinate', () => {
    expect(isAddressUsable({ ...home, latitude: 0, longitude: 0 })).toBe(true);
  });
});

describe('sortAddresses', () => {
  it('puts the default first and keeps the rest in order', () => {
    const office = { ...home, id: 'a2', name: 'Office' };
    const parents = { ...home, id: 'a3', name: 'Parents', is_default: true };
    const gym = { ...home, id: 'a4', name: 'Gym', is_default: undefined };
    const list = [office, parents, gym];
    expect(sortAddresses(list).map((a) => a.id)).toEqual(['a3', 'a2', 'a4']);
    expect(list.map((a) => a.id)).toEqual(['a2', 'a3', 'a4']); // not mutated
  });
});

describe('savedAddressLabel and searchedLocation', () => {
  it("labels a chosen address 'name: address'", () => {
    expect(savedAddressLabel(home)).toBe('Home: Flat 402, Tower B, Sector 7, New Delhi, Delhi, 110075');
  });

  it("gives a searched place a 'search-' id and the name 'Searched location'", () => {
    const place = { address: 'Dwarka Sector 7, New Delhi', latitude: 28.59, longitude: 77.05 };
    expect(searchedLocation(place, 1700000000000)).toEqual({
      id: 'search-1700000000000',
      name: 'Searched location',
      ...place,
    });
    expect(searchedLocation(place).id).toMatch(/^search-\d+$/);
  });
});

describe('recipient phone and PIN (issue 22 §5)', () => {
  it('normalises Indian mobile numbers as people type them to +91 and 10 digits', () => {
    for (const typed of [
      '9876543210',
      '98765 43210',
      '+91 98765-43210',
      '+919876543210',
      '09876543210',
      '919876543210',
    ])
      expect(normalizeIndianMobile(typed), typed).toBe('+919876543210');
    expect(normalizeIndianMobile('9198765432')).toBe('+919198765432');
  });

  it('refuses what is not an Indian mobile number', () => {
    for (const typed of ['', '5876543210', '987654321', '98765432101', '+44 7911 123456', '+91 1234567890', 'phone'])
      expect(normalizeIndianMobile(typed), typed).toBeNull();
  });

  it('shows the 10 digits after +91 in the form', () => {
    expect(localMobileDigits('+919876543210')).toBe('9876543210');
    expect(localMobileDigits(null)).toBe('');
  });

  it('a PIN code is 6 digits not starting with 0', () => {
    expect(isPinCode('110075')).toBe(true);
    expect(isPinCode(' 560001 ')).toBe(true);
    for (const pin of ['011007', '11007', '1100755', '11O075']) expect(isPinCode(pin), pin).toBe(false);
  });

  it('a PIN district prefills the city', () => {
    expect(cityFromDistrict('South West Delhi', 'Delhi')).toBe('New Delhi');
    expect(cityFromDistrict('Bengaluru Urban', 'Karnataka')).toBe('Bengaluru');
    expect(cityFromDistrict('Mumbai', 'Maharashtra')).toBe('Mumbai');
  });
});

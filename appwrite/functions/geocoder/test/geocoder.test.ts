import { describe, expect, it } from 'vitest';
import { answer, createGeocoder, reverseGeocode } from '../src/geocode.ts';
import { MAX_QUERY_LENGTH, parseGeocoderRequest } from '../src/input.ts';
import { INDIA_BOUNDS, decodePins, loadPins, type PinPlace } from '../src/pins.ts';
import { MAX_REVERSE_DISTANCE_KM, buildPinGrid, haversineKm, nearestPin } from '../src/reverse.ts';
import { MAX_SUGGESTIONS, buildSearchIndex, fold, normaliseQuery, searchPlaces, skeleton } from '../src/search.ts';
import { loadAliases } from '../src/aliases.ts';
import { importanceOf } from '../src/importance.ts';

const places = loadPins();
const geocoder = createGeocoder(places, loadAliases());
const byPin = new Map(places.map((p) => [p.postalCode, p]));

const place = (
  postalCode: string,
  localities: string[],
  district: string,
  state: string,
  latitude = 20,
  longitude = 78,
): PinPlace => ({
  postalCode,
  localities,
  district,
  state,
  latitude,
  longitude,
});

describe('data/india-pins.json', () => {
  it('holds at least 18,000 distinct six-digit PINs, sorted', () => {
    expect(places.length).toBeGreaterThanOrEqual(18_000);
    const pins = places.map((p) => p.postalCode);
    expect(new Set(pins).size).toBe(pins.length);
    expect(pins.every((p) => /^[1-9]\d{5}$/.test(p))).toBe(true);
    expect([...pins].sort()).toEqual(pins);
  });

  it('places every centroid inside India and names every PIN', () => {
    const outside = places.filter(
      (p) =>
        !(
          p.latitude >= INDIA_BOUNDS.minLat &&
          p.latitude <= INDIA_BOUNDS.maxLat &&
          p.longitude >= INDIA_BOUNDS.minLng &&
          p.longitude <= INDIA_BOUNDS.maxLng
        ),
    );
    expect(outside).toEqual([]);
    expect(places.filter((p) => p.localities.length === 0 || !p.district || !p.state)).toEqual([]);
  });

  it('has the metro PINs where they are (spot checks against known neighbourhoods)', () => {
    const near = (pin: string, lat: number, lng: number, km: number) => {
      const p = byPin.get(pin);
      expect(p, pin).toBeDefined();
      expect(haversineKm(p!.latitude, p!.longitude, lat, lng), pin).toBeLessThan(km);
    };
    near('560034', 12.9352, 77.6245, 3); // Koramangala, Bengaluru
    near('400050', 19.0596, 72.8295, 3); // Bandra West, Mumbai
    near('110016', 28.5494, 77.2001, 3); // Hauz Khas, Delhi
    near('110075', 28.5921, 77.046, 3); // Dwarka Sector 6, Delhi
    expect(byPin.get('110001')?.localities).toContain('Connaught Place');
    expect(byPin.get('560034')).toMatchObject({ district: 'Bangalore', state: 'Karnataka' });
  });

  it('rejects a malformed file instead of serving wrong places', () => {
    expect(() => decodePins({ format: 2 } as never)).toThrow(/unknown format/);
    expect(() =>
      decodePins({ format: 1, sources: [], states: [], districts: [], pins: [[110001, 28.6, 77.2, 0, 'X']] }),
    ).toThrow(/110001/);
  });
});

describe('fold and normaliseQuery', () => {
  it('ignores case, diacritics and punctuation', () => {
    expect(fold('  Kōramangala  I-Block ')).toBe('koramangala i block');
    expect(fold('Bandra(East)')).toBe('bandra east');
    expect(fold('St. John’s')).toBe('st john s');
  });

  it('maps current city names to the names the postal data uses', () => {
    expect(normaliseQuery('Bengaluru')).toBe('bangalore');
    expect(normaliseQuery('Koramangala, Bengaluru')).toBe('koramangala bangalore');
    expect(normaliseQuery('Gurugram Sector 17')).toBe('gurgaon sector 17');
  });
});

describe('searchPlaces (ranking on a small fixture)', () => {
  const index = buildSearchIndex([
    place('110075', ['Dwarka Sec-6', 'Amberhai'], 'South West Delhi', 'Delhi'),
    place('361335', ['Dwarka'], 'Jamnagar', 'Gujarat'),
    place('362725', ['Muldwarka'], 'Junagadh', 'Gujarat'),
    place('110078', ['Distt. Court Complex'], 'West Delhi', 'Delhi'),
    place('110070', ['Vasant Kunj'], 'South West Delhi', 'Delhi'),
    place('110071', ['Najafgarh'], 'South West Delhi', 'Delhi'),
  ]);
  const mains = (q: string) => searchPlaces(index, q).map((s) => `${s.main_text} ${s.postal_code}`);

  it('puts the exact name first, then name prefixes, then word prefixes, then contains', () => {
    expect(mains('dwarka')).toEqual(['Dwarka 361335', 'Dwarka Sec-6 110075', 'Muldwarka 362725']);
    expect(mains('DWÅRKA sec')).toEqual(['Dwarka Sec-6 110075']);
  });

  it('puts the exact PIN before PINs that start with the digits', () => {
    expect(mains('110075')).toEqual(['Dwarka Sec-6 110075']);
    expect(mains('1100')).toEqual([
      'Vasant Kunj 110070',
      'Najafgarh 110071',
      'Dwarka Sec-6 110075',
      'Distt. Court Complex 110078',
    ]);
    expect(mains('1100751')).toEqual([]);
  });

  it('matches districts and states, shown as the PIN’s first locality', () => {
    expect(mains('south west delhi')).toEqual(['Vasant Kunj 110070', 'Najafgarh 110071', 'Dwarka Sec-6 110075']);
    expect(searchPlaces(index, 'Jamnagar')[0]).toMatchObject({
      main_text: 'Dwarka',
      secondary_text: 'Jamnagar, Gujarat 361335',
    });
  });

  it('matches every word of a multi-word query across locality and district', () => {
    expect(mains('amberhai delhi')).toEqual(['Amberhai 110075']);
  });

  it('needs three characters and returns at most eight suggestions', () => {
    expect(searchPlaces(index, 'dw')).toEqual([]);
    expect(searchPlaces(index, ' d-w ')).toEqual([]);
    expect(searchPlaces(index, '11')).toEqual([]);
    expect(searchPlaces(buildSearchIndex(places), 'nagar')).toHaveLength(MAX_SUGGESTIONS);
  });

  it('builds Places-like suggestions', () => {
    expect(searchPlaces(index, 'Vasant Kunj')[0]).toEqual({
      id: 'pin-110070-vasant-kunj',
      description: 'Vasant Kunj, South West Delhi, Delhi 110070',
      main_text: 'Vasant Kunj',
      secondary_text: 'South West Delhi, Delhi 110070',
      latitude: 20,
      longitude: 78,
      postal_code: '110070',
      district: 'South West Delhi',
      state: 'Delhi',
    });
  });
});

describe('ranking what people mean (issue 22)', () => {
  // A metro: 20 PINs within a few km of each other; and a lone village of the same name far away.
  const metro = Array.from({ length: 20 }, (_, i) =>
    place(
      String(400050 + i),
      [i === 3 ? 'Andheri' : `Metro Place ${i}`],
      'Mumbai',
      'Maharashtra',
      19.1 + i * 0.005,
      72.85,
    ),
  );
  const village = place('173023', ['Andheri'], 'Sirmaur', 'Himachal Pradesh', 30.72, 77.49);
  const town = place('389140', ['Andheri East Road'], 'Dahod', 'Gujarat', 22.8, 74.05);
  const index = buildSearchIndex(
    [village, town, ...metro],
    [{ name: 'Lokhandwala', postalCode: '400053', extraWords: 'Mumbai' }],
  );
  const pins = (q: string, near?: { latitude: number; longitude: number }) =>
    searchPlaces(index, q, { near }).map((s) => s.postal_code);

  it('puts the city neighbourhood before a same-name village', () => {
    expect(pins('andheri')).toEqual(['400053', '173023', '389140']);
  });

  it('puts a nearby place first when the user’s location is known', () => {
    expect(pins('andheri', { latitude: 30.7, longitude: 77.5 })[0]).toBe('173023');
  });

  it('finds aliases, also with the city typed after them', () => {
    expect(pins('lokhandwala')).toEqual(['400053']);
    expect(searchPlaces(index, 'Lokhandwala Mumbai')[0]).toMatchObject({
      main_text: 'Lokhandwala',
      district: 'Mumbai',
    });
  });

  it('matches spelling variants by sound', () => {
    expect(skeleton(fold('Hinjewadi'))).toBe(skeleton(fold('Hinjawadi')));
    expect(skeleton(fold('Malleshwaram'))).toBe(skeleton(fold('Malleswaram')));
    expect(skeleton(fold('Gomti Nagar'))).toBe(skeleton(fold('Gomtinagar')));
    expect(skeleton(fold('Edappally'))).toBe(skeleton(fold('Edapally')));
    expect(skeleton(fold('Andheri'))).not.toBe(skeleton(fold('Indore')));
  });

  it('scores importance from 0 (a lone village) to 2.5 (a dense metro)', () => {
    expect(importanceOf(0, 0)).toBe(0);
    expect(importanceOf(15, 255)).toBe(2.5);
    expect(importanceOf(4, 120)).toBeGreaterThan(importanceOf(6, 28));
  });
});

describe('searchPlaces over the real dataset', () => {
  const first = (q: string) =>
    answer(geocoder, { action: 'search', query: q }) as { suggestions: { postal_code: string; main_text: string }[] };

  it('finds the neighbourhoods people type', () => {
    expect(first('110075').suggestions[0]).toMatchObject({ postal_code: '110075', main_text: 'Dwarka Sec-6' });
    expect(first('Koramangala').suggestions[0]).toMatchObject({ postal_code: '560034', main_text: 'Koramangala' });
    expect(first('Connaught Place').suggestions[0]).toMatchObject({ postal_code: '110001' });
    expect(first('bandra west').suggestions[0]).toMatchObject({ postal_code: '400050' });
    // Dwarka, Delhi, and the town of Dwarka, Gujarat (a rural PIN, which keeps only its likely town names).
    expect(first('Dwarka').suggestions.map((s) => s.postal_code)).toEqual(expect.arrayContaining(['110075', '361335']));
    expect(first('Bhopal').suggestions[0]).toMatchObject({ postal_code: '462001', main_text: 'Bhopal' });
    expect(first('Bengaluru').suggestions[0]).toMatchObject({ postal_code: '560001' });
  });

  it('ranks the famous neighbourhood first and finds names that are not post offices', () => {
    expect(first('Andheri').suggestions[0]!.postal_code).toMatch(/^400/);
    expect(first('Bandra').suggestions[0]!.postal_code).toMatch(/^400/);
    expect(first('Dwarka').suggestions[0]!.postal_code).toMatch(/^110/);
    expect(first('Hinjewadi').suggestions[0]).toMatchObject({ postal_code: '411057' });
    expect(first('T Nagar').suggestions[0]).toMatchObject({ postal_code: '600017', main_text: 'T Nagar' });
    expect(first('Salt Lake Kolkata').suggestions[0]!.postal_code).toMatch(/^700/);
  });

  it('accepts Devanagari locality names, read in Latin letters against the bundled names (issue 37 §4)', () => {
    const cases: [string, RegExp][] = [
      ['अंधेरी', /^4000/],
      ['बांद्रा', /^4000/],
      ['कोरमंगला', /^560034$/],
      ['इंदिरानगर', /^560038$/],
      ['द्वारका', /^1100/],
      ['लाजपत नगर', /^110024$/],
      ['गोमती नगर', /^226010$/],
      ['साल्ट लेक', /^700/],
      ['हिंजेवाड़ी', /^411057$/],
      ['करोल बाग', /^110005$/],
      ['मालवीय नगर', /^110017$/],
      ['भोपाल', /^462001$/],
      ['बेंगलुरु', /^560001$/],
      ['दिल्ली', /^110/],
      ['मुंबई', /^400001$/],
      ['जयपुर', /^302001$/],
      ['वाराणसी', /^221001$/],
      ['अहमदाबाद', /^380001$/],
    ];
    for (const [query, pin] of cases) expect(first(query).suggestions[0]?.postal_code, query).toMatch(pin);
    expect(normaliseQuery('बेंगलुरु')).toBe('bangalore');
  });

  it('says why there is nothing to show', () => {
    expect(answer(geocoder, { action: 'search', query: 'ab' })).toEqual({
      suggestions: [],
      message: 'Type at least 3 characters to search.',
    });
    expect(answer(geocoder, { action: 'search', query: 'a-b' })).toEqual({
      suggestions: [],
      message: 'Type at least 3 characters to search.',
    });
    expect(answer(geocoder, { action: 'search', query: 'zzqqxx' })).toEqual({
      suggestions: [],
      message: 'No matching place in India.',
    });
  });
});

describe('nearestPin (grid) and reverseGeocode', () => {
  const grid = buildPinGrid(places);
  const bruteForce = (lat: number, lng: number) => {
    let best: { pin: string; km: number } | null = null;
    for (const p of places) {
      const km = haversineKm(lat, lng, p.latitude, p.longitude);
      if (km <= MAX_REVERSE_DISTANCE_KM && (!best || km < best.km)) best = { pin: p.postalCode, km };
    }
    return best;
  };

  it('agrees with a scan of every centroid on 300 random points in and around India', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 300; i++) {
      const lat = 5 + random() * 34;
      const lng = 66 + random() * 33;
      const grid1 = nearestPin(grid, lat, lng);
      const scan = bruteForce(lat, lng);
      expect(grid1 ? { pin: grid1.place.postalCode, km: grid1.distanceKm } : null, `${lat},${lng}`).toEqual(scan);
    }
  });

  it('answers a Delhi point with the Delhi PIN around it', () => {
    const reply = reverseGeocode(geocoder, 28.5494, 77.2001);
    expect(reply).toMatchObject({ postal_code: '110016', district: 'South West Delhi', state: 'Delhi' });
    expect(reply.address).toMatch(/^Hauz Khas.*, Delhi 110016$/);
    expect((reply as { distance_km: number }).distance_km).toBeLessThan(1);
  });

  it('answers a point far from India with no address and a reason', () => {
    expect(reverseGeocode(geocoder, 51.5074, -0.1278)).toEqual({
      address: null,
      message: 'No Indian PIN code within 50 km of this point; we deliver in India only.',
    });
    // The Arabian Sea, ~300 km off Mumbai.
    expect(reverseGeocode(geocoder, 19, 70).address).toBeNull();
  });
});

describe('parseGeocoderRequest', () => {
  const parse = (body: unknown) => parseGeocoderRequest(typeof body === 'string' ? body : JSON.stringify(body));

  it('accepts the user’s location with a search and refuses a bad one', () => {
    expect(
      parseGeocoderRequest('{"action":"search","query":"andheri","near":{"latitude":19.1,"longitude":72.8}}'),
    ).toEqual({
      ok: true,
      value: { action: 'search', query: 'andheri', near: { latitude: 19.1, longitude: 72.8 } },
    });
    expect(
      parseGeocoderRequest('{"action":"search","query":"andheri","near":{"latitude":95,"longitude":72.8}}'),
    ).toMatchObject({
      ok: false,
      message: 'near must be { "latitude": -90…90, "longitude": -180…180 }.',
    });
  });

  it('accepts the two actions', () => {
    expect(parse({ action: 'search', query: 'Dwarka' })).toEqual({
      ok: true,
      value: { action: 'search', query: 'Dwarka' },
    });
    expect(parse({ action: 'reverse', latitude: 28.6, longitude: 77.2 })).toEqual({
      ok: true,
      value: { action: 'reverse', latitude: 28.6, longitude: 77.2 },
    });
  });

  it.each([
    ['', 'The request body must be a JSON object'],
    ['{oops', 'The request body must be a JSON object'],
    [[1], 'The request body must be a JSON object'],
    [{ query: 'x' }, 'action must be "search" or "reverse".'],
    [{ action: 'search' }, 'query must be a string.'],
    [{ action: 'search', query: 110075 }, 'query must be a string.'],
    [
      { action: 'search', query: 'x'.repeat(MAX_QUERY_LENGTH + 1) },
      `query must be at most ${MAX_QUERY_LENGTH} characters.`,
    ],
    [{ action: 'reverse', longitude: 77 }, 'latitude is required.'],
    [{ action: 'reverse', latitude: 28 }, 'longitude is required.'],
    [{ action: 'reverse', latitude: '28.6', longitude: 77 }, 'latitude must be a number from -90 to 90.'],
    [{ action: 'reverse', latitude: 91, longitude: 77 }, 'latitude must be a number from -90 to 90.'],
    [{ action: 'reverse', latitude: 28, longitude: -181 }, 'longitude must be a number from -180 to 180.'],
  ])('rejects %j', (body, message) => {
    const parsed = parse(body);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.message).toContain(message);
  });
});

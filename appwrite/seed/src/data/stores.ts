// Partner pharmacies for the demo. ILLUSTRATIVE (source: "illustrative"): store names, phone
// numbers, licence numbers and GSTINs are invented (format- and checksum-valid, not registered).
// Coordinates are approximate locality centres, [longitude, latitude] as Appwrite points expect.
// South West Delhi is deliberately dense so the 5 km store-locator radius has choices there.
import type { GstState } from '../domain/gstin.js';

export interface StoreSeed {
  /** Row id; the store's team is `store-<id>`, so ids stay ≤ 30 chars. */
  id: string;
  name: string;
  locality: string;
  address: string;
  city: string;
  state: GstState;
  postalCode: string;
  /** [longitude, latitude] */
  location: readonly [number, number];
  /** Drug-licence state and licensing-district codes. */
  licenceState: string;
  licenceDistrict: string;
  phone: string;
}

type Row = [id: string, name: string, locality: string, street: string, pin: string, lat: number, lon: number];

interface CityBlock {
  city: string;
  state: GstState;
  licenceState: string;
  licenceDistrict: string;
  phonePrefix: string;
  rows: Row[];
}

const CITY_BLOCKS: CityBlock[] = [
  {
    city: 'New Delhi',
    state: 'Delhi',
    licenceState: 'DL',
    licenceDistrict: 'SWD',
    phonePrefix: '+91 11 45',
    rows: [
      [
        'dl-dwarka-sec6',
        'Dwarka Care Pharmacy',
        'Dwarka Sector 6',
        'Shop 12, DDA Market, Sector 6, Dwarka',
        '110075',
        28.5921,
        77.046,
      ],
      [
        'dl-dwarka-sec10',
        'Sector 10 Medicos',
        'Dwarka Sector 10',
        'Plot 4, Pocket 1, Sector 10, Dwarka',
        '110075',
        28.5811,
        77.0571,
      ],
      [
        'dl-dwarka-sec12',
        'MedPoint Dwarka 12',
        'Dwarka Sector 12',
        'Shop 7, Vardhman Plaza, Sector 12, Dwarka',
        '110078',
        28.5925,
        77.0398,
      ],
      [
        'dl-dwarka-sec23',
        'Sanjeevani Chemists',
        'Dwarka Sector 23',
        'Shop 3, Pocket 4 Market, Sector 23, Dwarka',
        '110077',
        28.5602,
        77.0616,
      ],
      [
        'dl-dwarka-sec7',
        'Raj Medical Hall',
        'Dwarka Sector 7',
        'Shop 21, Ram Chowk Market, Sector 7, Dwarka',
        '110075',
        28.5844,
        77.0706,
      ],
      [
        'dl-dwarka-sec19',
        'Green Cross Pharmacy',
        'Dwarka Sector 19',
        'Shop 9, Sector 19 Market, Dwarka',
        '110075',
        28.5772,
        77.0418,
      ],
      [
        'dl-janakpuri-c',
        'Janakpuri Wellness Chemists',
        'Janakpuri',
        'C-2B Market, Janakpuri',
        '110058',
        28.6219,
        77.0878,
      ],
      [
        'dl-janakpuri-b1',
        'LifeLine Pharmacy',
        'Janakpuri',
        'B-1 Community Centre, Janakpuri',
        '110058',
        28.6289,
        77.0811,
      ],
      [
        'dl-uttam-nagar',
        'Uttam Nagar Medical Store',
        'Uttam Nagar',
        'Main Najafgarh Road, near Metro Pillar 640, Uttam Nagar',
        '110059',
        28.6217,
        77.056,
      ],
      ['dl-palam', 'Palam Village Chemists', 'Palam', 'RZ-15, Main Palam Road, Palam', '110045', 28.5889, 77.0853],
      [
        'dl-mahavir-enclave',
        'Mahavir Health Mart',
        'Mahavir Enclave',
        'Gali 4, Main Road, Mahavir Enclave Part 1',
        '110045',
        28.6012,
        77.0791,
      ],
      [
        'dl-vasant-kunj',
        'Vasant Kunj Pharmacy',
        'Vasant Kunj',
        'Shop 5, D-6 Local Shopping Centre, Vasant Kunj',
        '110070',
        28.5206,
        77.1579,
      ],
      ['dl-najafgarh', 'Najafgarh Medicos', 'Najafgarh', 'Near Tehsil Chowk, Najafgarh', '110043', 28.609, 76.9855],
      ['dl-vikaspuri', 'Vikaspuri Apothecary', 'Vikaspuri', 'G-Block Market, Vikaspuri', '110018', 28.6401, 77.0702],
    ],
  },
  {
    city: 'New Delhi',
    state: 'Delhi',
    licenceState: 'DL',
    licenceDistrict: 'SD',
    phonePrefix: '+91 11 46',
    rows: [
      ['dl-saket', 'Saket Family Chemists', 'Saket', 'J-Block Market, Saket', '110017', 28.5245, 77.2066],
      [
        'dl-lajpat-nagar',
        'Lajpat Nagar Pharmacy',
        'Lajpat Nagar',
        'Shop 41, Central Market, Lajpat Nagar II',
        '110024',
        28.5677,
        77.2433,
      ],
    ],
  },
  {
    city: 'New Delhi',
    state: 'Delhi',
    licenceState: 'DL',
    licenceDistrict: 'CD',
    phonePrefix: '+91 11 47',
    rows: [
      [
        'dl-connaught-place',
        'CP Central Chemists',
        'Connaught Place',
        'F-14, Inner Circle, Connaught Place',
        '110001',
        28.6315,
        77.2167,
      ],
      [
        'dl-karol-bagh',
        'Karol Bagh Medical Centre',
        'Karol Bagh',
        'Ajmal Khan Road, Karol Bagh',
        '110005',
        28.6519,
        77.1909,
      ],
    ],
  },
  {
    city: 'New Delhi',
    state: 'Delhi',
    licenceState: 'DL',
    licenceDistrict: 'NWD',
    phonePrefix: '+91 11 48',
    rows: [
      [
        'dl-rohini-sec7',
        'Rohini Health Pharmacy',
        'Rohini Sector 7',
        'Shop 16, Sector 7 Market, Rohini',
        '110085',
        28.7158,
        77.1132,
      ],
    ],
  },
  {
    city: 'Noida',
    state: 'Uttar Pradesh',
    licenceState: 'UP',
    licenceDistrict: 'GBN',
    phonePrefix: '+91 120 45',
    rows: [
      [
        'up-noida-sec18',
        'Noida 18 Chemists',
        'Noida Sector 18',
        'K-12, Atta Market, Sector 18',
        '201301',
        28.5706,
        77.3261,
      ],
    ],
  },
  {
    city: 'Gurugram',
    state: 'Haryana',
    licenceState: 'HR',
    licenceDistrict: 'GGN',
    phonePrefix: '+91 124 45',
    rows: [
      ['hr-dlf-phase1', 'DLF Phase 1 Pharmacy', 'DLF Phase 1', 'Shop 3, DLF Phase 1 Market', '122002', 28.4721, 77.094],
      ['hr-sector-14', 'Sector 14 Medicos', 'Sector 14', 'SCO 22, Sector 14 Market', '122001', 28.4715, 77.0442],
    ],
  },
  {
    city: 'Mumbai',
    state: 'Maharashtra',
    licenceState: 'MH',
    licenceDistrict: 'MUM',
    phonePrefix: '+91 22 45',
    rows: [
      [
        'mh-andheri-w',
        'Andheri West Chemists',
        'Andheri West',
        'Shop 6, Lokhandwala Complex, Andheri West',
        '400053',
        19.1364,
        72.8296,
      ],
      ['mh-bandra-w', 'Bandra Care Pharmacy', 'Bandra West', 'Hill Road, Bandra West', '400050', 19.0596, 72.8295],
      ['mh-powai', 'Powai Lake Medicos', 'Powai', 'Hiranandani Gardens, Powai', '400076', 19.1176, 72.906],
      ['mh-dadar', 'Dadar Health Point', 'Dadar', 'Ranade Road, Dadar West', '400028', 19.0178, 72.8478],
    ],
  },
  {
    city: 'Thane',
    state: 'Maharashtra',
    licenceState: 'MH',
    licenceDistrict: 'THN',
    phonePrefix: '+91 22 46',
    rows: [
      [
        'mh-thane-w',
        'Thane West Pharmacy',
        'Thane West',
        'Gokhale Road, Naupada, Thane West',
        '400602',
        19.1943,
        72.9702,
      ],
    ],
  },
  {
    city: 'Bengaluru',
    state: 'Karnataka',
    licenceState: 'KA',
    licenceDistrict: 'BLR',
    phonePrefix: '+91 80 45',
    rows: [
      [
        'ka-koramangala',
        'Koramangala Medicals',
        'Koramangala',
        '80 Feet Road, 4th Block, Koramangala',
        '560034',
        12.9352,
        77.6245,
      ],
      [
        'ka-indiranagar',
        'Indiranagar Pharmacy',
        'Indiranagar',
        '100 Feet Road, HAL 2nd Stage, Indiranagar',
        '560038',
        12.9784,
        77.6408,
      ],
      [
        'ka-hsr-layout',
        'HSR Health Store',
        'HSR Layout',
        '27th Main, Sector 1, HSR Layout',
        '560102',
        12.9121,
        77.6446,
      ],
      [
        'ka-whitefield',
        'Whitefield Wellness Chemists',
        'Whitefield',
        'ITPL Main Road, Whitefield',
        '560066',
        12.9698,
        77.75,
      ],
      [
        'ka-jayanagar',
        'Jayanagar Medical Hall',
        'Jayanagar',
        '11th Main, 4th Block, Jayanagar',
        '560011',
        12.925,
        77.5938,
      ],
    ],
  },
  {
    city: 'Hyderabad',
    state: 'Telangana',
    licenceState: 'TS',
    licenceDistrict: 'HYD',
    phonePrefix: '+91 40 45',
    rows: [
      [
        'ts-madhapur',
        'Madhapur Medicos',
        'Madhapur',
        'Ayyappa Society Main Road, Madhapur',
        '500081',
        17.4483,
        78.3915,
      ],
      [
        'ts-banjara-hills',
        'Banjara Hills Pharmacy',
        'Banjara Hills',
        'Road No. 12, Banjara Hills',
        '500034',
        17.4156,
        78.4347,
      ],
      ['ts-kukatpally', 'Kukatpally Health Mart', 'Kukatpally', 'KPHB Colony, Kukatpally', '500072', 17.4948, 78.3996],
      ['ts-secunderabad', 'Secunderabad Chemists', 'Secunderabad', 'SD Road, Secunderabad', '500003', 17.4399, 78.4983],
    ],
  },
  {
    city: 'Pune',
    state: 'Maharashtra',
    licenceState: 'MH',
    licenceDistrict: 'PUN',
    phonePrefix: '+91 20 45',
    rows: [
      ['mh-kothrud', 'Kothrud Medical Stores', 'Kothrud', 'Karve Road, Kothrud', '411038', 18.5074, 73.8077],
      [
        'mh-viman-nagar',
        'Viman Nagar Pharmacy',
        'Viman Nagar',
        'Datta Mandir Road, Viman Nagar',
        '411014',
        18.5679,
        73.9143,
      ],
      ['mh-hinjewadi', 'Hinjewadi Health Point', 'Hinjewadi', 'Phase 1, Hinjewadi', '411057', 18.5913, 73.7389],
      ['mh-aundh', 'Aundh Chemists', 'Aundh', 'ITI Road, Aundh', '411007', 18.558, 73.8075],
    ],
  },
  {
    city: 'Chennai',
    state: 'Tamil Nadu',
    licenceState: 'TN',
    licenceDistrict: 'CHN',
    phonePrefix: '+91 44 45',
    rows: [
      ['tn-t-nagar', 'T. Nagar Medicals', 'T. Nagar', 'Usman Road, T. Nagar', '600017', 13.0418, 80.2341],
      ['tn-adyar', 'Adyar Pharmacy', 'Adyar', 'LB Road, Adyar', '600020', 13.0012, 80.2565],
      ['tn-anna-nagar', 'Anna Nagar Health Store', 'Anna Nagar', '2nd Avenue, Anna Nagar', '600040', 13.085, 80.2101],
      ['tn-velachery', 'Velachery Chemists', 'Velachery', 'Velachery Main Road', '600042', 12.9815, 80.218],
    ],
  },
  {
    city: 'Kolkata',
    state: 'West Bengal',
    licenceState: 'WB',
    licenceDistrict: 'KOL',
    phonePrefix: '+91 33 45',
    rows: [
      ['wb-salt-lake', 'Salt Lake Medicos', 'Salt Lake Sector V', 'Sector V, Bidhannagar', '700091', 22.5726, 88.4339],
      [
        'wb-park-street',
        'Park Street Pharmacy',
        'Park Street',
        'Park Street, near Mother Teresa Sarani',
        '700016',
        22.551,
        88.352,
      ],
      ['wb-ballygunge', 'Ballygunge Chemists', 'Ballygunge', 'Gariahat Road, Ballygunge', '700019', 22.526, 88.365],
      ['wb-behala', 'Behala Health Mart', 'Behala', 'Diamond Harbour Road, Behala', '700034', 22.498, 88.31],
    ],
  },
];

export const STORES: readonly StoreSeed[] = CITY_BLOCKS.flatMap((block, blockIndex) =>
  block.rows.map(([id, name, locality, street, pin, lat, lon], rowIndex) => ({
    id,
    name,
    locality,
    address: `${street}, ${block.city} ${pin}`,
    city: block.city,
    state: block.state,
    postalCode: pin,
    location: [lon, lat] as const,
    licenceState: block.licenceState,
    licenceDistrict: block.licenceDistrict,
    phone: `${block.phonePrefix}${String(blockIndex).padStart(2, '0')} ${String(1000 + rowIndex * 137).slice(-4)}`,
  })),
);

/** The Dwarka store the demo owner and staff work at, and a second store for cross-store permission tests. */
export const DEMO_STORE_ID = 'dl-dwarka-sec6';
export const OTHER_STORE_ID = 'dl-janakpuri-c';

/**
 * An inhabited place with no partner store within 5 km, for "Not serviceable" tests: Sam village,
 * Jaisalmer district, Rajasthan (the dunes road, ~40 km west of Jaisalmer; nearest seeded store is
 * hundreds of km away). [longitude, latitude].
 */
export const NOT_SERVICEABLE_POINT = { name: 'Sam, Jaisalmer, Rajasthan', location: [70.5047, 26.8333] as const };

/** Cities the product advertises; tests check every one has stores. */
export const SERVICE_CITIES = [
  'New Delhi',
  'Noida',
  'Gurugram',
  'Mumbai',
  'Thane',
  'Bengaluru',
  'Hyderabad',
  'Pune',
  'Chennai',
  'Kolkata',
] as const;

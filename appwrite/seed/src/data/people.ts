// Demo accounts and their saved addresses. ILLUSTRATIVE: invented people on the reserved
// `.test` domain. Passwords are never stored here; the seed generates them at run time.
import { DEMO_STORE_ID, OTHER_STORE_ID } from './stores.js';

export type DemoPersonKey =
  'admin' | 'owner' | 'staff' | 'pharmacist' | 'rider' | 'staffOther' | 'customerA' | 'customerB';
/** `delivery`: a rider, with a store_admins row but never on the store's team (ADR 0011). */
export type StoreRole = 'owner' | 'admin' | 'manager' | 'staff' | 'delivery';

export interface DemoPerson {
  key: DemoPersonKey;
  id: string;
  email: string;
  name: string;
  phone: string;
  /** Platform labels (research/appwrite.md §7): `admin` grants the admin role. */
  labels: string[];
  /** Store membership: the store's team (stores.team_id) with this role, plus a store_admins row. */
  store?: { storeId: string; role: StoreRole; pharmacist?: PharmacistRegistration };
}

/**
 * A registered pharmacist (Pharmacy Act 1948; Drugs Rules, Rule 65: dispensing by or under one).
 * The seed adds the `pharmacist` team role and a store_pharmacists row confirmed by the demo admin.
 */
export interface PharmacistRegistration {
  council: string;
  registrationNumber: string;
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    key: 'admin',
    id: 'demo-admin',
    email: 'admin@instamg.test',
    name: 'Asha Admin',
    phone: '+919810000001',
    labels: ['admin'],
  },
  {
    key: 'owner',
    id: 'demo-owner',
    email: 'owner@instamg.test',
    name: 'Omkar Owner',
    phone: '+919810000002',
    labels: [],
    store: { storeId: DEMO_STORE_ID, role: 'owner' },
  },
  {
    key: 'staff',
    id: 'demo-staff',
    email: 'staff@instamg.test',
    name: 'Sunita Staff',
    phone: '+919810000003',
    labels: [],
    store: { storeId: DEMO_STORE_ID, role: 'staff' },
  },
  {
    key: 'pharmacist',
    id: 'demo-pharmacist',
    email: 'pharmacist@instamg.test',
    name: 'Farah Pharmacist',
    phone: '+919810000007',
    labels: [],
    store: {
      storeId: DEMO_STORE_ID,
      role: 'staff',
      pharmacist: { council: 'Delhi Pharmacy Council', registrationNumber: 'DPC/R/2019/04417' },
    },
  },
  {
    // The demo store's delivery rider (issue 38): assign them an order at Ready for pickup and
    // sign in as them to take it out (store panel → Deliveries). No team membership (ADR 0011).
    key: 'rider',
    id: 'demo-rider',
    email: 'rider@instamg.test',
    name: 'Sanjay Rider',
    phone: '+919810000008',
    labels: [],
    store: { storeId: DEMO_STORE_ID, role: 'delivery' },
  },
  {
    key: 'staffOther',
    id: 'demo-staff-other',
    email: 'staff.other@instamg.test',
    name: 'Vikram Staff',
    phone: '+919810000004',
    labels: [],
    store: { storeId: OTHER_STORE_ID, role: 'staff' },
  },
  {
    key: 'customerA',
    id: 'demo-customer-a',
    email: 'customer.a@instamg.test',
    name: 'Neha Customer',
    phone: '+919810000005',
    labels: [],
  },
  {
    key: 'customerB',
    id: 'demo-customer-b',
    email: 'customer.b@instamg.test',
    name: 'Arjun Customer',
    phone: '+919810000006',
    labels: [],
  },
];

export interface AddressSeed {
  id: string;
  owner: DemoPersonKey;
  name: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
  latitude: number | null;
  longitude: number | null;
  isDefault: boolean;
}

export const DEMO_ADDRESSES: readonly AddressSeed[] = [
  {
    id: 'addr-customer-a-home',
    owner: 'customerA',
    name: 'Home',
    addressLine1: 'Flat 302, Tower B, Shree Apartments',
    addressLine2: 'Sector 10, Dwarka',
    city: 'New Delhi',
    state: 'Delhi',
    postalCode: '110075',
    latitude: 28.5826,
    longitude: 77.0551,
    isDefault: true,
  },
  {
    id: 'addr-customer-a-office',
    owner: 'customerA',
    name: 'Office',
    addressLine1: '4th Floor, District Centre',
    addressLine2: 'Janakpuri',
    city: 'New Delhi',
    state: 'Delhi',
    postalCode: '110058',
    latitude: 28.6292,
    longitude: 77.0794,
    isDefault: false,
  },
  {
    // Deliberately without coordinates: SPEC §2 shows "Address needs location update" for it.
    id: 'addr-customer-a-parents',
    owner: 'customerA',
    name: 'Parents',
    addressLine1: 'RZ-88, Gali No. 3',
    addressLine2: null,
    city: 'New Delhi',
    state: 'Delhi',
    postalCode: '110045',
    latitude: null,
    longitude: null,
    isDefault: false,
  },
  {
    id: 'addr-customer-b-home',
    owner: 'customerB',
    name: 'Home',
    addressLine1: 'C-9/12, Vasant Kunj',
    addressLine2: 'Near D-6 Market',
    city: 'New Delhi',
    state: 'Delhi',
    postalCode: '110070',
    latitude: 28.5212,
    longitude: 77.1565,
    isDefault: true,
  },
];

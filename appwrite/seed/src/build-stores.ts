// Pure builders of the partner stores' rows and their bank accounts (the store half of build.ts).
import { createHash } from 'node:crypto';
import { STORES, type StoreSeed } from './data/stores.js';
import { makeDrugLicenceNumber } from './domain/drug-licence.js';
import { GST_STATE_CODES, illustrativeFirmPan, makeGstin } from './domain/gstin.js';
import { hashString } from './domain/random.js';
import { ALWAYS_OPEN, everyDay, serializeStoreHours, type StoreHours } from '@instamg/shared/domain/store-hours';
import { bankNameOf, maskAccountNumber } from '@instamg/shared/domain/partner/bank';
import { teamOf, type SeedRow, type StoreTeamIds } from './seed-row.js';

export function licenceSerial(index: number): number {
  return 100000 + ((index * 7919 + 1021) % 899000);
}

/**
 * A seeded store's licences expire 2 to 4 years after the seed runs (Form 21 a month before Form
 * 20), so the licence-expiry-sweeper's first run suspends none and notices none.
 */
function seedLicenceExpiry(index: number, now: Date): { form20: string; form21: string } {
  const form20 = new Date(Date.UTC(now.getUTCFullYear() + 2 + (index % 3), (index * 5) % 12, 28));
  const form21 = new Date(Date.UTC(form20.getUTCFullYear(), form20.getUTCMonth() - 1, 28));
  return { form20: form20.toISOString().slice(0, 10), form21: form21.toISOString().slice(0, 10) };
}

/** Cities whose stores the e2e tests order from: open round the clock, since CI runs at any UTC hour. */
const ROUND_THE_CLOCK_CITIES = new Set(['New Delhi', 'Noida', 'Gurugram']);

/**
 * A seeded store's real opening hours (ADR 0015): 24 hours in the cities the tests use; elsewhere
 * a long day (7:00–23:00, Sunday 8:00–22:00), and every fourth such store a split day closed
 * between 13:30 and 16:30 on weekdays, as many neighbourhood chemists keep.
 */
export function seedStoreHours(store: Pick<StoreSeed, 'id' | 'city'>): StoreHours {
  if (ROUND_THE_CLOCK_CITIES.has(store.city)) return ALWAYS_OPEN;
  const long = everyDay('07:00', '23:00');
  long.week.sun = [{ open: '08:00', close: '22:00' }];
  if (hashString(store.id) % 4 !== 0) return long;
  const split = [
    { open: '08:00', close: '13:30' },
    { open: '16:30', close: '22:30' },
  ];
  for (const day of ['mon', 'tue', 'wed', 'thu', 'fri'] as const) long.week[day] = split;
  return long;
}

export function buildStoreRow(store: StoreSeed, index: number, teamId: string, now = new Date()): SeedRow {
  const expiry = seedLicenceExpiry(index, now);
  const licence = makeDrugLicenceNumber(store.licenceState, store.licenceDistrict, licenceSerial(index));
  return {
    $id: store.id,
    // No row permissions: licence, GSTIN, location, rating and the active flag are written only by
    // admins and functions, and Appwrite cannot grant a team some columns only (issue 14 §7).
    name: store.name,
    address: store.address,
    city: store.city,
    state: store.state,
    postal_code: store.postalCode,
    location: [store.location[0], store.location[1]],
    phone: store.phone,
    drug_license_number: licence,
    // The seed's one number names both forms ("…-20-123456/21-123457").
    form21_number: licence,
    form20_expires_on: expiry.form20,
    form21_expires_on: expiry.form21,
    licence_expires_on: expiry.form21,
    gstin: makeGstin(GST_STATE_CODES[store.state], illustrativeFirmPan(store.name, index + 1)),
    // No rating or reviews: a store's figure comes only from its customers' ratings (store-ratings,
    // ADR 0015), so a seeded store shows "New" until someone rates a delivered order.
    opening_hours: serializeStoreHours(seedStoreHours(store)),
    is_active: true,
    team_id: teamId,
  };
}

/** ILLUSTRATIVE payout banks of the seeded stores (IFSC format-valid, branch codes invented). */
const SEED_IFSC = ['HDFC0001234', 'ICIC0000104', 'SBIN0000691', 'UTIB0000248', 'KKBK0000181'];

/**
 * Each seeded store's payout account (issue 17): the full number in `store_bank_accounts` (admins
 * and functions only) and its masked projection in `store_bank_details` (the store team's owner and
 * admin roles), as appwrite/functions/lib/money/bank-accounts.ts writes them. Numbers are invented.
 */
export function buildStoreBankAccounts(stores: readonly SeedRow[], now: Date): { full: SeedRow[]; masked: SeedRow[] } {
  const full: SeedRow[] = [];
  const masked: SeedRow[] = [];
  stores.forEach((store, index) => {
    const digits = createHash('sha256').update(`bank:${store.$id}`).digest('hex').replace(/[a-f]/g, '');
    const accountNumber = `5010${digits.padEnd(10, '7').slice(0, 10)}`;
    const ifsc = SEED_IFSC[index % SEED_IFSC.length]!;
    const shared = {
      store_id: store.$id,
      account_holder: String(store.name),
      account_masked: maskAccountNumber(accountNumber),
      account_last4: accountNumber.slice(-4),
      ifsc,
      bank_name: bankNameOf(ifsc),
      verified: true,
      updated_at: now.toISOString(),
    };
    full.push({ $id: store.$id, $permissions: [], ...shared, request_id: null, account_number: accountNumber });
    masked.push({
      $id: store.$id,
      $permissions: [`read("team:${String(store.team_id)}/owner")`, `read("team:${String(store.team_id)}/admin")`],
      ...shared,
    });
  });
  return { full, masked };
}

export function buildStores(teamIds: StoreTeamIds, now = new Date()): SeedRow[] {
  return STORES.map((store, index) => buildStoreRow(store, index, teamOf(teamIds, store.id), now));
}

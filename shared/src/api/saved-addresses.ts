// The signed-in user's saved addresses (SPEC §7 "Read addresses"), read with their own session:
// each row is readable only by its user (docs/permissions.md). One reader for every app — the
// account page, checkout and the delivery selector all show the same list.
import { useQuery } from '@tanstack/react-query';
import { Query, type TablesDB } from 'appwrite';
import { getAppwrite } from '../appwrite/client';
import { DATABASE_ID, TABLES } from '../appwrite/ids';
import { sortAddresses, type Address } from '../domain/address';
import type { AddressesRow } from '../appwrite/rows';

/** SPEC §7: the columns read. */
const FIELDS = [
  '$id',
  'name',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'postal_code',
  'latitude',
  'longitude',
  'is_default',
  'user_id',
  'recipient_name',
  'recipient_phone',
];

/** The query key of a user's saved addresses; invalidate it after writing one (ADR 0004). */
export const savedAddressesKey = (userId: string) => ['shared', 'saved-addresses', userId] as const;

/** The user's addresses, default first (sorted again on the device: a display rule, not only a query detail). */
export async function listSavedAddresses(
  userId: string,
  tablesDB: Pick<TablesDB, 'listRows'> = getAppwrite().tablesDB,
): Promise<Address[]> {
  const { rows } = await tablesDB.listRows<AddressesRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.addresses,
    queries: [Query.equal('user_id', userId), Query.orderDesc('is_default'), Query.select(FIELDS), Query.limit(100)],
  });
  return sortAddresses(
    rows.map(
      ({
        $id,
        name,
        address_line1,
        address_line2,
        city,
        state,
        postal_code,
        latitude,
        longitude,
        is_default,
        user_id,
        recipient_name,
        recipient_phone,
      }) => ({
        id: $id,
        name,
        address_line1,
        address_line2,
        city,
        state,
        postal_code,
        latitude,
        longitude,
        is_default,
        user_id,
        recipient_name: recipient_name ?? null,
        recipient_phone: recipient_phone ?? null,
      }),
    ),
  );
}

/** React Query over listSavedAddresses; idle while `userId` is null. Always re-read: another app may have changed them. */
export function useSavedAddresses(userId: string | null) {
  return useQuery({
    queryKey: savedAddressesKey(userId ?? ''),
    queryFn: () => listSavedAddresses(userId!),
    enabled: userId !== null && userId !== '',
    staleTime: 0,
  });
}

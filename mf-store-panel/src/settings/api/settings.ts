// /store/settings reads with the member's session (row permissions decide: the stores row is
// public, store_bank_details only for the team's owner/admin roles, change requests for the team —
// bank ones for owner/admin only) and asks for changes through the store-admin function.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppwriteException, Query } from 'appwrite';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import type { BankChange } from '@instamg/shared/domain/partner/bank';
import { storePanelKeys } from '../../api/keys';
import { summariseRequest, type ChangeRequestView, type LicenceForm } from '../domain/settings';
import type { RowMeta, StoreBankDetailsRow, StoreChangeRequestsRow, StoresRow } from '@instamg/shared/appwrite/rows';

const db = () => getAppwrite().tablesDB;

export type StoreProfileRow = RowMeta &
  Pick<
    StoresRow,
    | 'name'
    | 'address'
    | 'city'
    | 'state'
    | 'postal_code'
    | 'phone'
    | 'gstin'
    | 'opening_hours'
    | 'go_live_pending'
    | 'status'
    | 'is_active'
    | 'drug_license_number'
    | 'form21_number'
    | 'form20_expires_on'
    | 'form21_expires_on'
  >;

export type BankDetailsRow = RowMeta &
  Pick<StoreBankDetailsRow, 'account_holder' | 'account_masked' | 'ifsc' | 'bank_name' | 'verified' | 'updated_at'>;

export function useStoreProfile(storeId: string) {
  return useQuery({
    queryKey: storePanelKeys.settings.store(storeId),
    queryFn: () => db().getRow<StoreProfileRow>({ databaseId: DATABASE_ID, tableId: TABLES.stores, rowId: storeId }),
  });
}

/** The masked account; null when the store has none yet (or the caller's role may not read it: 404 either way). */
export function useBankDetails(storeId: string, enabled: boolean) {
  return useQuery({
    queryKey: storePanelKeys.settings.bank(storeId),
    enabled,
    queryFn: async (): Promise<BankDetailsRow | null> => {
      try {
        return await db().getRow<BankDetailsRow>({
          databaseId: DATABASE_ID,
          tableId: TABLES.storeBankDetails,
          rowId: storeId,
        });
      } catch (error) {
        if (error instanceof AppwriteException && error.code === 404) return null;
        throw error;
      }
    },
  });
}

type ChangeRequestRow = RowMeta & Pick<StoreChangeRequestsRow, 'kind' | 'status' | 'changes' | 'note'>;

/** The store's latest change requests the caller may read, newest first. */
export function useChangeRequests(storeId: string) {
  return useQuery({
    queryKey: storePanelKeys.settings.requests(storeId),
    queryFn: async (): Promise<ChangeRequestView[]> => {
      const list = await db().listRows<ChangeRequestRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.storeChangeRequests,
        queries: [Query.equal('store_id', storeId), Query.orderDesc('$createdAt'), Query.limit(10)],
      });
      return list.rows.map((row) => ({
        id: row.$id,
        kind: row.kind,
        status: row.status,
        createdAt: row.$createdAt,
        note: row.note,
        summary: summariseRequest(row.kind, row.changes),
      }));
    },
  });
}

export function useRequestLicenceChange(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ document_id, ...values }: LicenceForm) =>
      callFunction(FUNCTIONS.storeAdmin, { action: 'request_licence_change', store_id: storeId, values, document_id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storePanelKeys.settings.requests(storeId) }),
  });
}

export function useRequestBankChange(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: BankChange) =>
      callFunction(FUNCTIONS.storeAdmin, { action: 'request_bank_change', store_id: storeId, values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storePanelKeys.settings.requests(storeId) }),
  });
}

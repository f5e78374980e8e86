// The store's opening hours (issue 33 §5, ADR 0015): written only through the store-status
// function's `set_hours` (owner, admin or manager; audited), read from the stores row.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';
import type { StoreHours } from '@instamg/shared/domain/store-hours';
import { storePanelKeys } from '../../api/keys';

export function useSetOpeningHours(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: StoreHours) =>
      callFunction<{ store: { $id: string; opening_hours: string | null } }>(FUNCTIONS.storeStatus, {
        store_id: storeId,
        action: 'set_hours',
        hours,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: storePanelKeys.settings.store(storeId) });
      void queryClient.invalidateQueries({ queryKey: storePanelKeys.dashboard.store(storeId) });
    },
  });
}

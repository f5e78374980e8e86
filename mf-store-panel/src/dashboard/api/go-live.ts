// Going live (issue 33 §5, ADR 0015): a newly approved store starts closed; its dashboard shows the
// go-live checklist the store-status function computes from the rows, and opening it is the same
// function's `open`, which checks the list again on the server.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';
import type { GoLiveCheck } from '@instamg/shared/domain/store-go-live';
import { storePanelKeys } from '../../api/keys';

export interface GoLiveState {
  pending: boolean;
  checklist: GoLiveCheck[];
}

const goLiveKey = (storeId: string) => [...storePanelKeys.dashboard.store(storeId), 'go-live'] as const;

export function useGoLive(storeId: string) {
  return useQuery({
    queryKey: goLiveKey(storeId),
    queryFn: () => callFunction<GoLiveState>(FUNCTIONS.storeStatus, { store_id: storeId, action: 'go_live_checklist' }),
  });
}

export function useOpenStore(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callFunction(FUNCTIONS.storeStatus, { store_id: storeId, status: 'open' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storePanelKeys.dashboard.store(storeId) }),
  });
}

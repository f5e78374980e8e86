// React Query hooks of the inventory section (keys in api/keys.ts, storePanelKeys.inventory).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storePanelKeys } from '../../api/keys';
import {
  adjustStock,
  fetchBatches,
  fetchCategories,
  fetchImport,
  fetchLedger,
  searchCatalogue,
  setPrice,
  setThreshold,
} from './inventory-api';

export function useBatches(storeId: string, productId: string | null) {
  return useQuery({
    queryKey: storePanelKeys.inventory.batches(storeId, productId ?? ''),
    queryFn: () => fetchBatches(storeId, productId!),
    enabled: productId !== null,
  });
}

export function useLedger(storeId: string, productId: string | null) {
  return useQuery({
    queryKey: storePanelKeys.inventory.ledger(storeId, productId ?? ''),
    queryFn: () => fetchLedger(storeId, productId!),
    enabled: productId !== null,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: storePanelKeys.inventory.categories(),
    queryFn: fetchCategories,
    staleTime: 10 * 60_000,
  });
}

export function useCatalogueSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: storePanelKeys.inventory.catalogue(trimmed.toLowerCase()),
    queryFn: () => searchCatalogue(trimmed),
    enabled: trimmed.length >= 2,
    staleTime: 60_000,
  });
}

/** Polls an import's job row once a second until it is done or failed. */
export function useImportJob(importId: string | null) {
  return useQuery({
    queryKey: storePanelKeys.inventory.importJob(importId ?? ''),
    queryFn: () => fetchImport(importId!),
    enabled: importId !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : 1000;
    },
  });
}

/** After any stock change: the grid, the product's batches and its ledger are read again. */
function useInvalidateInventory() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: storePanelKeys.inventory.grid() }),
      client.invalidateQueries({ queryKey: storePanelKeys.inventory.all() }),
    ]);
}

export function useAdjustStock() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: adjustStock, onSuccess: invalidate });
}

export function useSetPrice() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: setPrice, onSuccess: invalidate });
}

export function useSetThreshold() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: setThreshold, onSuccess: invalidate });
}

export function useInvalidateAfterImport() {
  return useInvalidateInventory();
}

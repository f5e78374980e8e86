// React Query hooks for every catalogue read. Cache policy (SPEC §7: fresh 5 min, kept 10 min,
// one retry, no refetch on focus) comes from the shell's shared QueryClient defaults, so it is
// not repeated here. Keys are in keys.ts.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@instamg/shared/constants';
import type { ListState } from '../domain/medicine-list';
import {
  fetchBanners,
  fetchBlogPost,
  fetchBlogPosts,
  fetchCategories,
  fetchMedicinePage,
  fetchNearestStockist,
  fetchPopularAtStore,
  fetchProduct,
  fetchSameSalt,
  fetchStoreOffers,
  fetchTestimonials,
  searchCatalog,
  suggestCatalog,
} from './catalog-api';
import { catalogKeys } from './keys';
import { fetchOpenStockAlerts } from './stock-alerts';

export const useCategories = () => useQuery({ queryKey: catalogKeys.categories, queryFn: fetchCategories });
export const useBanners = () => useQuery({ queryKey: catalogKeys.banners, queryFn: fetchBanners });
export const useTestimonials = () => useQuery({ queryKey: catalogKeys.testimonials, queryFn: fetchTestimonials });

export const usePopularAtStore = (storeId: string | null) =>
  useQuery({
    queryKey: catalogKeys.popular(storeId ?? ''),
    queryFn: () => fetchPopularAtStore(storeId!),
    enabled: storeId !== null,
  });

export const useProduct = (id: string) =>
  useQuery({ queryKey: catalogKeys.product(id), queryFn: () => fetchProduct(id) });

export const useSameSalt = (saltKey: string | null) =>
  useQuery({
    queryKey: catalogKeys.sameSalt(saltKey ?? ''),
    queryFn: () => fetchSameSalt(saltKey!),
    enabled: saltKey !== null,
  });

export const useStoreOffers = (storeId: string | null, productIds: readonly string[]) =>
  useQuery({
    queryKey: catalogKeys.offers(storeId ?? '', productIds),
    queryFn: () => fetchStoreOffers(storeId!, productIds),
    enabled: storeId !== null && productIds.length > 0,
  });

export const useMedicinePage = (
  state: ListState,
  categoryId: string | null,
  storeId: string | null,
  enabled: boolean,
) =>
  useQuery({
    queryKey: catalogKeys.medicines(state, categoryId, storeId),
    queryFn: () => fetchMedicinePage(state, categoryId, storeId),
    enabled,
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

// A text the function would refuse is not sent: the pages say why instead.
const searchable = (query: string) => query !== '' && query.length <= LIMITS.searchQueryMaxChars;

export const useSearch = (query: string, page: number, storeId: string | null) =>
  useQuery({
    queryKey: catalogKeys.search(query, page, storeId),
    queryFn: () => searchCatalog(query, page, storeId),
    enabled: searchable(query),
  });

export const useSuggestions = (query: string) =>
  useQuery({
    queryKey: catalogKeys.suggest(query),
    queryFn: () => suggestCatalog(query),
    enabled: query.length >= 2 && searchable(query),
  });

export const useBlogPosts = () => useQuery({ queryKey: catalogKeys.blogPosts, queryFn: fetchBlogPosts });
export const useBlogPost = (id: string) =>
  useQuery({ queryKey: catalogKeys.blogPost(id), queryFn: () => fetchBlogPost(id) });

/** The signed-in customer's open "Notify me" for the product at the store: its id, or null (none, or a guest). */
export const useStockAlert = (productId: string, storeId: string | null) =>
  useQuery({
    queryKey: catalogKeys.stockAlerts(storeId ?? ''),
    queryFn: () => fetchOpenStockAlerts(storeId!),
    enabled: storeId !== null,
    // One read for every card of the store; each card picks its product.
    select: (alerts: ReadonlyMap<string, string>) => alerts.get(productId) ?? null,
  });

/** The nearest other store around `center` that has the product (product page, when the selected store lacks it). */
export const useNearestStockist = (
  productId: string,
  storeId: string | null,
  center: { latitude: number; longitude: number } | null,
  enabled: boolean,
) =>
  useQuery({
    queryKey: catalogKeys.nearestStockist(
      productId,
      storeId ?? '',
      center ? `${center.latitude.toFixed(4)},${center.longitude.toFixed(4)}` : '',
    ),
    queryFn: () => fetchNearestStockist(productId, storeId!, center!),
    enabled: enabled && storeId !== null && center !== null,
  });

// Every React Query key mf-catalog uses, prefixed with its remote id (ADR 0004) so no other
// app's query can collide with one in the shell's one QueryClient.
import type { ListState } from '../domain/medicine-list';

const APP = 'mf_catalog';

export const catalogKeys = {
  categories: [APP, 'categories'] as const,
  banners: [APP, 'banners'] as const,
  testimonials: [APP, 'testimonials'] as const,
  popular: (storeId: string) => [APP, 'popular', storeId] as const,
  product: (id: string) => [APP, 'product', id] as const,
  sameSalt: (saltKey: string) => [APP, 'same-salt', saltKey] as const,
  offers: (storeId: string, ids: readonly string[]) => [APP, 'offers', storeId, [...ids].sort()] as const,
  medicines: (state: ListState, categoryId: string | null, storeId: string | null) =>
    [APP, 'medicines', state, categoryId, storeId] as const,
  search: (query: string, page: number, storeId: string | null) => [APP, 'search', query, page, storeId] as const,
  suggest: (query: string) => [APP, 'suggest', query] as const,
  blogPosts: [APP, 'blog'] as const,
  blogPost: (id: string) => [APP, 'blog', id] as const,
  stockAlerts: (storeId: string) => [APP, 'stock-alerts', storeId] as const,
  nearestStockist: (productId: string, storeId: string, center: string) =>
    [APP, 'nearest-stockist', productId, storeId, center] as const,
};

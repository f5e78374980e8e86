// mf-catalog's page loaders for server rendering (shared/src/mf/page-loader.ts): each fills the
// request's React Query cache with public, location-independent data under the keys the page's
// hooks read (no storeId: store prices and stock load in the browser), and describes the page.
// The product and blog-post loaders are modules of their own (product-loader.ts, blog-loader.ts):
// they read their page's catalogue, which the other pages must not register (issue 37 §5).
import type { PageLoader } from '@instamg/shared/mf/page-loader';
import { parseListState } from '../domain/medicine-list';
import { categoryTitle, searchTitle } from '../domain/seo';
import {
  fetchBanners,
  fetchBlogPosts,
  fetchCategories,
  fetchMedicinePage,
  fetchTestimonials,
  searchCatalog,
} from './catalog-api';
import { catalogKeys } from './keys';

export const homeLoader: PageLoader = async ({ queryClient }) => {
  await Promise.all([
    queryClient.prefetchQuery({ queryKey: catalogKeys.banners, queryFn: fetchBanners }),
    queryClient.prefetchQuery({ queryKey: catalogKeys.categories, queryFn: fetchCategories }),
    queryClient.prefetchQuery({ queryKey: catalogKeys.testimonials, queryFn: fetchTestimonials }),
  ]);
  return undefined;
};

export const medicinesLoader: PageLoader = async ({ queryClient, searchParams }) => {
  const { state } = parseListState(searchParams);
  const categories = await queryClient.fetchQuery({ queryKey: catalogKeys.categories, queryFn: fetchCategories });
  const category = state.category ? categories.find((c) => c.slug === state.category) : undefined;
  if (state.category && !category) return undefined;
  const categoryId = category?.id ?? null;
  await queryClient.prefetchQuery({
    queryKey: catalogKeys.medicines(state, categoryId, null),
    queryFn: () => fetchMedicinePage(state, categoryId, null),
  });
  if (!category) return undefined;
  return {
    title: categoryTitle(category),
    ...(category.description ? { description: category.description } : {}),
  };
};

export const searchLoader: PageLoader = async ({ queryClient, searchParams }) => {
  const query = (searchParams.get('q') ?? '').trim();
  const page = Math.max(0, Number.parseInt(searchParams.get('page') ?? '0', 10) || 0);
  if (query === '' || page !== 0) return undefined;
  await queryClient.prefetchQuery({
    queryKey: catalogKeys.search(query, 0, null),
    queryFn: () => searchCatalog(query, 0, null),
  });
  return { title: searchTitle(query) };
};

export const blogLoader: PageLoader = async ({ queryClient }) => {
  await queryClient.prefetchQuery({ queryKey: catalogKeys.blogPosts, queryFn: fetchBlogPosts });
  return undefined;
};

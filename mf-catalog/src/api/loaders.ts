// mf-catalog's page loaders for server rendering (shared/src/mf/page-loader.ts): each fills the
// request's React Query cache with public, location-independent data under the keys the page's
// hooks read (no storeId: store prices and stock load in the browser), and describes the page.
import type { PageLoader } from '@instamg/shared/mf/page-loader';
import { PRODUCT_NAME } from '@instamg/shared/constants';
import { parseListState } from '../domain/medicine-list';
import {
  blogPostTitle,
  breadcrumbJsonLd,
  blogPostingJsonLd,
  categoryTitle,
  productDescription,
  productJsonLd,
  productTitle,
  searchTitle,
} from '../domain/seo';
import {
  fetchBanners,
  fetchBlogPost,
  fetchBlogPosts,
  fetchCategories,
  fetchMedicinePage,
  fetchProduct,
  fetchSameSalt,
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

export const productLoader: PageLoader = async ({ queryClient, params, siteUrl }) => {
  const id = params.id ?? '';
  const product = await queryClient.fetchQuery({ queryKey: catalogKeys.product(id), queryFn: () => fetchProduct(id) });
  if (product === null) return { status: 404, title: `Medicine not found · ${PRODUCT_NAME}` };
  const saltKey = product.salt_key;
  if (saltKey !== null) {
    await queryClient.prefetchQuery({ queryKey: catalogKeys.sameSalt(saltKey), queryFn: () => fetchSameSalt(saltKey) });
  }
  const path = `/product/${encodeURIComponent(product.id)}`;
  return {
    title: productTitle(product),
    description: productDescription(product),
    ogType: 'product',
    ...(product.image_url ? { image: product.image_url } : {}),
    jsonLd: [
      productJsonLd(siteUrl, path, product),
      breadcrumbJsonLd(siteUrl, [
        { name: 'Home', path: '/' },
        { name: 'Medicines', path: '/medicines' },
        { name: product.name, path },
      ]),
    ],
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

export const blogPostLoader: PageLoader = async ({ queryClient, params, siteUrl }) => {
  const id = params.blogId ?? '';
  const post = await queryClient.fetchQuery({ queryKey: catalogKeys.blogPost(id), queryFn: () => fetchBlogPost(id) });
  if (post === null) return { status: 404, title: `Article not found · ${PRODUCT_NAME}` };
  const path = `/blog/${encodeURIComponent(post.id)}`;
  return {
    title: blogPostTitle(post),
    description: post.excerpt,
    ogType: 'article',
    ...(post.coverImage ? { image: post.coverImage } : {}),
    jsonLd: [
      blogPostingJsonLd(siteUrl, path, post),
      breadcrumbJsonLd(siteUrl, [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
        { name: post.title, path },
      ]),
    ],
  };
};

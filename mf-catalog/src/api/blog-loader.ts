// The blog post page's loader for server rendering (see loaders.ts): a module of its own, as it
// reads the blog pages' catalogue, which no other page may register (issue 37 §5).
import type { PageLoader } from '@instamg/shared/mf/page-loader';
import { PRODUCT_NAME } from '@instamg/shared/constants';
import { localeHref } from '@instamg/shared/domain/locale-url';
import { loadCatalogue, translator } from '@instamg/shared/i18n';
import { BLOG_CATALOGUE } from '../i18n/blog-catalogue';
import { blogPostTitle, blogPostingJsonLd, breadcrumbJsonLd } from '../domain/seo';
import { fetchBlogPost } from './catalog-api';
import { catalogKeys } from './keys';

export const blogPostLoader: PageLoader = async ({ queryClient, params, siteUrl, locale }) => {
  const id = params.blogId ?? '';
  const [post] = await Promise.all([
    queryClient.fetchQuery({ queryKey: catalogKeys.blogPost(id), queryFn: () => fetchBlogPost(id) }),
    loadCatalogue(BLOG_CATALOGUE, locale),
  ]);
  const t = translator(BLOG_CATALOGUE, locale);
  if (post === null) return { status: 404, title: `${t('blog.articleNotFound')} · ${PRODUCT_NAME}` };
  const path = localeHref(`/blog/${encodeURIComponent(post.id)}`, locale);
  return {
    title: blogPostTitle(post),
    description: post.excerpt,
    ogType: 'article',
    ...(post.coverImage ? { image: post.coverImage } : {}),
    jsonLd: [
      blogPostingJsonLd(siteUrl, path, post),
      breadcrumbJsonLd(siteUrl, [
        { name: t('crumb.home'), path: localeHref('/', locale) },
        { name: t('crumb.blog'), path: localeHref('/blog', locale) },
        { name: post.title, path },
      ]),
    ],
  };
};

/**
 * The blog pages' messages (issue 37; docs/decisions/0012-i18n.md), a catalogue of their own so
 * only the blog routes load its Hindi. The posts themselves are data (written in English).
 */
import { defineCatalogue, translator, useT } from '@instamg/shared/i18n';

export const en = {
  'blog.title': 'Health blog',
  'blog.loading': 'Loading posts',
  'blog.whatPosts': 'blog posts',
  'blog.none': 'No posts yet.',
  'blog.allPosts': '← All posts',
  'blog.loadingPost': 'Loading post',
  'blog.whatPost': 'this post',
  'blog.notFoundTitle': 'Blog post not found',
  'blog.notFoundText': 'There is no post at this address. It may have been moved or removed.',
  'blog.articleNotFound': 'Article not found',
  'crumb.home': 'Home',
  'crumb.blog': 'Blog',
};

export const BLOG_CATALOGUE = defineCatalogue('mf-catalog-blog', {
  'en-IN': en,
  'hi-IN': () => import('./blog-hi'),
});

export const BLOG_EN = translator(BLOG_CATALOGUE, 'en-IN');

export function useBlogT(): typeof BLOG_EN {
  return useT(BLOG_CATALOGUE);
}

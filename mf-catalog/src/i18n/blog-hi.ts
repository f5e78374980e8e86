/** Hindi for the blog pages' catalogue (./blog-catalogue.ts): loaded only by Hindi blog pages. */
import type { Translation } from '@instamg/shared/i18n';
import type { en } from './blog-catalogue';

const hi: Translation<typeof en> = {
  'blog.title': 'सेहत ब्लॉग',
  'blog.loading': 'लेख लोड हो रहे हैं',
  'blog.whatPosts': 'ब्लॉग के लेख',
  'blog.none': 'अभी कोई लेख नहीं है।',
  'blog.allPosts': '← सभी लेख',
  'blog.loadingPost': 'लेख लोड हो रहा है',
  'blog.whatPost': 'यह लेख',
  'blog.notFoundTitle': 'ब्लॉग लेख नहीं मिला',
  'blog.notFoundText': 'इस पते पर कोई लेख नहीं है। हो सकता है इसे हटा दिया गया हो या कहीं और ले जाया गया हो।',
  'blog.articleNotFound': 'लेख नहीं मिला',
  'crumb.home': 'होम',
  'crumb.blog': 'ब्लॉग',
};

export default hi;

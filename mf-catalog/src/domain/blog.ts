// Blog post content as stored in blog_posts.content: paragraphs separated by a blank line, a
// paragraph wrapped in underscores is an emphasised note (the seed's "illustrative" notice).
import { isNonEmptyString, isRecord } from '@instamg/shared/domain/guards';

export interface BlogParagraph {
  text: string;
  emphasis: boolean;
}

export function blogParagraphs(content: string): BlogParagraph[] {
  return content
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => {
      const emphasised = /^_(.+)_$/s.exec(block);
      return emphasised ? { text: emphasised[1]!.trim(), emphasis: true } : { text: block, emphasis: false };
    });
}

export interface BlogPost {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  coverImage: string | null;
  tags: string[];
  publishedAt: string | null;
}

export function toBlogPost(raw: unknown): BlogPost {
  if (!isRecord(raw) || !isNonEmptyString(raw.$id)) throw new TypeError('Blog post row has no id');
  if (!isNonEmptyString(raw.title)) throw new TypeError(`Blog post ${raw.$id} has no title`);
  const tags = Array.isArray(raw.tags) ? raw.tags : typeof raw.tags === 'string' ? raw.tags.split(',') : [];
  return {
    id: raw.$id,
    title: raw.title,
    slug: typeof raw.slug === 'string' ? raw.slug : raw.$id,
    excerpt: typeof raw.excerpt === 'string' ? raw.excerpt : '',
    content: typeof raw.content === 'string' ? raw.content : '',
    author: typeof raw.author === 'string' ? raw.author : '',
    coverImage: isNonEmptyString(raw.cover_image) ? raw.cover_image : null,
    tags: tags
      .filter((t): t is string => typeof t === 'string')
      .map((t) => t.trim())
      .filter((t) => t !== '' && t !== 'illustrative'),
    publishedAt: isNonEmptyString(raw.published_at) ? raw.published_at : null,
  };
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** '22 November 2026' (Indian long format), or '' for a missing or bad date. */
export function formatPublished(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

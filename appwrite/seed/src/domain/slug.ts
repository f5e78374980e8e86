import { hashString } from './random.js';

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Appwrite ids are ≤ 36 chars; long slugs keep a readable prefix plus a hash to stay unique. */
export function rowIdFromSlug(slug: string, maxLength = 36): string {
  if (slug.length <= maxLength) return slug;
  const suffix = hashString(slug).toString(36).padStart(7, '0').slice(0, 7);
  return `${slug.slice(0, maxLength - suffix.length - 1).replace(/-+$/, '')}-${suffix}`;
}

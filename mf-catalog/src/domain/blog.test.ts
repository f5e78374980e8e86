import { describe, expect, it } from 'vitest';
import { blogParagraphs, formatPublished, toBlogPost } from './blog';

describe('blogParagraphs', () => {
  it('splits on blank lines and marks an underscored paragraph as a note', () => {
    expect(blogParagraphs('First.\n\n  Second\nline.\n\n\n_Illustrative note._')).toEqual([
      { text: 'First.', emphasis: false },
      { text: 'Second\nline.', emphasis: false },
      { text: 'Illustrative note.', emphasis: true },
    ]);
  });
  it('gives nothing for empty content', () => {
    expect(blogParagraphs('  \n\n ')).toEqual([]);
  });
});

describe('toBlogPost', () => {
  it('reads a row, dropping the data-source tag', () => {
    const post = toBlogPost({
      $id: 'p1',
      title: 'T',
      tags: ['fever', 'illustrative'],
      published_at: '2026-11-19T01:00:00.000Z',
    });
    expect(post).toMatchObject({ id: 'p1', tags: ['fever'], coverImage: null });
  });
  it('refuses a row without an id or title', () => {
    expect(() => toBlogPost({ title: 'x' })).toThrow('Blog post row has no id');
    expect(() => toBlogPost({ $id: 'a' })).toThrow('Blog post a has no title');
  });
});

describe('formatPublished', () => {
  it('is the Indian long date in IST, or empty', () => {
    expect(formatPublished('2026-11-21T20:00:00.000Z')).toBe('22 November 2026');
    expect(formatPublished('not a date')).toBe('');
    expect(formatPublished(null)).toBe('');
  });
});

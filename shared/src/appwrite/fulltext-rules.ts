// MariaDB's full-text rules as Appwrite's `Query.search` meets them (MATCH … AGAINST in BOOLEAN
// MODE): one definition for the dev server, which implements them in SQLite, and the
// catalog-search function, which answers the same lookups from memory.

/** InnoDB's default full-text stopwords (INFORMATION_SCHEMA.INNODB_FT_DEFAULT_STOPWORD). */
export const INNODB_STOPWORDS: ReadonlySet<string> = new Set([
  'a',
  'about',
  'an',
  'are',
  'as',
  'at',
  'be',
  'by',
  'com',
  'de',
  'en',
  'for',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'la',
  'of',
  'on',
  'or',
  'that',
  'the',
  'this',
  'to',
  'was',
  'what',
  'when',
  'where',
  'who',
  'will',
  'with',
  'und',
  'www',
]);

/** innodb_ft_min_token_size: shorter words are not indexed, so a search ignores them. */
export const MIN_WORD_LENGTH = 3;

/**
 * The vocabulary kept for the life of a warm process and refreshed in the background every few
 * minutes, so new or renamed products become correctable without a cold start. Reading a large
 * catalogue takes seconds (100k products ≈ 20 pages), so a request never waits for more than
 * `firstBuildWaitMs`: until the first build lands, queries are searched as typed (no corrections).
 */
import { buildVocabulary, type Vocabulary } from './vocabulary.ts';
import type { CatalogSource } from './search.ts';

export const VOCABULARY_TTL_MS = 5 * 60 * 1000;
/** Well inside the function's 15 s timeout, leaving time for the search itself. */
export const FIRST_BUILD_WAIT_MS = 4000;

/** No words: every query word is used as typed. */
export const EMPTY_VOCABULARY: Vocabulary = buildVocabulary([]);

export interface VocabularyCache {
  /** The current vocabulary; EMPTY_VOCABULARY while the first build is still running or has failed. Never rejects. */
  get(source: CatalogSource): Promise<Vocabulary>;
}

export interface VocabularyCacheOptions {
  now?: () => number;
  firstBuildWaitMs?: number;
  onError?: (err: unknown) => void;
}

export function createVocabularyCache({ now = Date.now, firstBuildWaitMs = FIRST_BUILD_WAIT_MS, onError = () => {} }: VocabularyCacheOptions = {}): VocabularyCache {
  let current: { vocabulary: Vocabulary; builtAt: number } | null = null;
  let building: Promise<void> | null = null;
  const build = (source: CatalogSource): Promise<void> => {
    building ??= source
      .vocabularyRows()
      .then((rows) => {
        current = { vocabulary: buildVocabulary(rows), builtAt: now() };
      }, onError)
      .finally(() => {
        building = null;
      });
    return building;
  };
  return {
    async get(source) {
      if (!current) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const waited = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, firstBuildWaitMs);
        });
        await Promise.race([build(source), waited]);
        clearTimeout(timer);
        return (current as { vocabulary: Vocabulary } | null)?.vocabulary ?? EMPTY_VOCABULARY;
      }
      // Stale: answer with the old words now, swap in the new ones when they arrive.
      if (now() - current.builtAt > VOCABULARY_TTL_MS) void build(source);
      return current.vocabulary;
    },
  };
}

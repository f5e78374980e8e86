/**
 * The vocabulary kept for the life of a warm process and refreshed in the background every few
 * minutes, so new or renamed products become correctable without a cold start.
 */
import { buildVocabulary, type Vocabulary } from './vocabulary.ts';
import type { CatalogSource } from './search.ts';

export const VOCABULARY_TTL_MS = 5 * 60 * 1000;

export interface VocabularyCache {
  get(source: CatalogSource): Promise<Vocabulary>;
}

export function createVocabularyCache(now: () => number = Date.now, onRefreshError: (err: unknown) => void = () => {}): VocabularyCache {
  let current: { vocabulary: Vocabulary; builtAt: number } | null = null;
  let building: Promise<Vocabulary> | null = null;
  const build = (source: CatalogSource): Promise<Vocabulary> => {
    building ??= source
      .vocabularyRows()
      .then((rows) => {
        current = { vocabulary: buildVocabulary(rows), builtAt: now() };
        return current.vocabulary;
      })
      .finally(() => {
        building = null;
      });
    return building;
  };
  return {
    async get(source) {
      if (!current) return build(source);
      // Stale: answer with the old words now, swap in the new ones when they arrive.
      if (now() - current.builtAt > VOCABULARY_TTL_MS && !building) build(source).catch(onRefreshError);
      return current.vocabulary;
    },
  };
}

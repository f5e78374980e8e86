/**
 * The catalogue (vocabulary and product index) kept for the life of a warm process and rebuilt in
 * the background every few minutes, so new or renamed products become findable and correctable
 * without a cold start. Reading a large catalogue takes seconds (100k products ≈ 20 pages), so a
 * request never waits for more than `firstBuildWaitMs`: until the first build lands, queries are
 * searched as typed (no corrections) on the table's fulltext indexes. A change to the products
 * table (a new `$updatedAt`, checked every CATALOGUE_VERSION_CHECK_MS) starts a rebuild at once.
 */
import { productIndexBuilder, type CatalogueRow } from './product-index.ts';
import type { Catalogue, CatalogSource } from './search.ts';
import { buildVocabulary, vocabularyBuilder, type Vocabulary } from './vocabulary.ts';

export const CATALOGUE_TTL_MS = 5 * 60 * 1000;
/**
 * How often a warm process asks whether the catalogue changed (the products' newest
 * `$updatedAt`, one one-row read): an admin's edit (admin-catalog) is searchable within seconds,
 * without a restart and without waiting for the TTL.
 */
export const CATALOGUE_VERSION_CHECK_MS = 3000;
/** Well inside the function's 15 s timeout, leaving time for the search itself. */
export const FIRST_BUILD_WAIT_MS = 4000;

/** No words: every query word is used as typed. */
export const EMPTY_VOCABULARY: Vocabulary = buildVocabulary([]);
/** Before the first build: no corrections, candidates from the table. */
export const COLD_CATALOGUE: Catalogue = { vocabulary: EMPTY_VOCABULARY, index: null };

/**
 * Reads and builds the catalogue a page at a time: the process answers other requests while
 * the next page is read, instead of stopping for the whole build (≈ 1.5 s at 100k products).
 */
export async function readCatalogue(source: CatalogSource): Promise<Catalogue> {
  const vocabulary = vocabularyBuilder();
  const index = productIndexBuilder();
  for await (const page of source.catalogueRows()) {
    vocabulary.add(page);
    index.add(page);
  }
  return { vocabulary: vocabulary.finish(), index: index.finish() };
}

/** The catalogue of these rows at once (tests, and callers that already hold the rows). */
export function buildCatalogue(rows: readonly CatalogueRow[]): Catalogue {
  const vocabulary = vocabularyBuilder();
  const index = productIndexBuilder();
  vocabulary.add(rows);
  index.add(rows);
  return { vocabulary: vocabulary.finish(), index: index.finish() };
}

export interface CatalogueCache {
  /** The current catalogue; COLD_CATALOGUE while the first build is still running or has failed. Never rejects. */
  get(source: CatalogSource): Promise<Catalogue>;
}

export interface CatalogueCacheOptions {
  now?: () => number;
  firstBuildWaitMs?: number;
  onError?: (err: unknown) => void;
}

export function createCatalogueCache({
  now = Date.now,
  firstBuildWaitMs = FIRST_BUILD_WAIT_MS,
  onError = () => {},
}: CatalogueCacheOptions = {}): CatalogueCache {
  let current: { catalogue: Catalogue; builtAt: number; version: string | null } | null = null;
  let building: Promise<void> | null = null;
  let checkedAt = 0;
  let checking: Promise<void> | null = null;
  const versionOf = async (source: CatalogSource): Promise<string | null> =>
    source.catalogueVersion ? source.catalogueVersion() : null;
  const build = (source: CatalogSource): Promise<void> => {
    building ??= (async () => {
      // The version is read before the rows, so a change during the read triggers another build.
      const version = await versionOf(source);
      const catalogue = await readCatalogue(source);
      current = { catalogue, builtAt: now(), version };
      checkedAt = now();
    })()
      // A failed read or build keeps what there is (a background build must never reject unhandled).
      .catch(onError)
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
        return (current as { catalogue: Catalogue } | null)?.catalogue ?? COLD_CATALOGUE;
      }
      // Stale: answer from the old catalogue now, swap in the new one when it arrives.
      if (now() - current.builtAt > CATALOGUE_TTL_MS) void build(source);
      else if (source.catalogueVersion && !building && !checking && now() - checkedAt >= CATALOGUE_VERSION_CHECK_MS) {
        checkedAt = now();
        const known = current.version;
        checking = versionOf(source)
          .then((version) => {
            if (version !== known) void build(source);
          })
          .catch(onError)
          .finally(() => {
            checking = null;
          });
      }
      return current.catalogue;
    },
  };
}

import { Link as RouterLink, useNavigate, useSearchParams } from '@instamg/shared/router';
import { useLocaleHref } from '@instamg/shared/i18n';
import { LIMITS, ROUTES } from '@instamg/shared/constants';
import { searchPath } from '@instamg/shared/domain/search';
import { Alert, Box, Button, Chip, Stack, Typography } from '@instamg/shared/mui';
import { ErrorState } from '../components/ErrorState';
import { ProductCard } from '../components/ProductCard';
import { ProductGrid, ProductGridSkeleton } from '../components/ProductGrid';
import { SEARCH_PAGE_SIZE } from '../api/catalog-api';
import { useSelectedStore } from '@instamg/shared/api/selected-store';
import { useSearch, useStoreOffers } from '../api/queries';
import { groupResults, helpfulSuggestions, POPULAR_SEARCHES } from '../domain/search-results';
import { HydrationSection, useDocumentTitle } from '@instamg/shared/ssr';
import { searchTitle } from '../domain/seo';
import { sectionTitle, useCatalogT, type CatalogT } from '../i18n/catalogue';

const MATCH_NOTES = { brand: undefined, fuzzy: undefined, salt: 'card.sameSalt', manufacturer: undefined } as const;

function matchNote(match: keyof typeof MATCH_NOTES, t: CatalogT): string | undefined {
  const key = MATCH_NOTES[match];
  return key ? t(key) : undefined;
}

function SuggestionChips({ label, terms }: { label: string; terms: readonly string[] }) {
  const navigate = useNavigate();
  const href = useLocaleHref();
  return (
    <Box>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {terms.map((term) => (
          <Chip key={term} label={term} onClick={() => navigate(href(searchPath(term)))} component="button" />
        ))}
      </Stack>
    </Box>
  );
}

/** Where the corrected query goes in its sentence (the word order differs by language). */
const SLOT = '\u0000';

function Corrected({ message, corrected }: { message: string; corrected: string }) {
  const [before, after = ''] = message.split(SLOT);
  return (
    <>
      {before}
      <strong>{corrected}</strong>
      {after}
    </>
  );
}

/** Maximum result pages offered (the search function pages up to offset 500). */
const MAX_PAGE = Math.floor(500 / SEARCH_PAGE_SIZE);

/** /search?q= — ranked results from the catalog-search function; the top-bar box (shell) mirrors q. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const t = useCatalogT();
  const href = useLocaleHref();
  const query = (params.get('q') ?? '').trim();
  useDocumentTitle(query ? searchTitle(query) : null);
  const pageNumber = Math.min(MAX_PAGE, Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0));
  const { store } = useSelectedStore();
  // The whole catalogue is searched (not only what the store has: a medicine it lacks is found and
  // shown "Out of stock at <store>" with Notify me, issue 22 §4); the cards' prices and stock come
  // from the store's inventory, as on the list and product pages (domain/offer.ts).
  const search = useSearch(query, pageNumber, null);
  const offers = useStoreOffers(store?.id ?? null, search.data?.hits.map((hit) => hit.product.id) ?? []);

  if (query === '') {
    return (
      <Stack spacing={3} sx={{ py: 2 }} data-testid="search-empty">
        <Typography variant="h4" component="h1">
          {t('search.emptyTitle')}
        </Typography>
        <Typography color="text.secondary">{t('search.emptyHelp')}</Typography>
        <SuggestionChips label={t('search.popular')} terms={POPULAR_SEARCHES} />
        <Button component={RouterLink} to={href(ROUTES.medicines)} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          {t('search.browseAll')}
        </Button>
      </Stack>
    );
  }

  const goToPage = (page: number) => {
    const next = new URLSearchParams(params);
    if (page === 0) next.delete('page');
    else next.set('page', String(page));
    setParams(next);
  };

  const heading = (
    // A long unbroken word (a pasted text) wraps instead of running off a phone screen.
    <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
      {t('search.resultsFor', { query })}
    </Typography>
  );
  if (query.length > LIMITS.searchQueryMaxChars) {
    return (
      <Stack spacing={2} sx={{ py: 2 }}>
        {heading}
        <Alert severity="warning" data-testid="search-too-long">
          {t('search.tooLong', { max: LIMITS.searchQueryMaxChars })}
        </Alert>
        <SuggestionChips label={t('search.popular')} terms={POPULAR_SEARCHES} />
      </Stack>
    );
  }

  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      {heading}
      {search.isPending && <ProductGridSkeleton />}
      {search.isError && (
        <ErrorState what="search results" error={search.error} onRetry={() => void search.refetch()} />
      )}
      {search.data && (
        <>
          {search.data.correctedQuery && (
            <Typography color="text.secondary" data-testid="corrected-query">
              <Corrected message={t('search.showingFor', { corrected: SLOT })} corrected={search.data.correctedQuery} />
            </Typography>
          )}
          {search.data.hits.length === 0 ? (
            <Stack spacing={2} data-testid="search-no-results">
              <Alert severity="info">{t('search.noResults', { query })}</Alert>
              <SuggestionChips label={t('search.trySearching')} terms={helpfulSuggestions(search.data)} />
              <CantFindIt t={t} />
            </Stack>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary">
                {t('search.count', { count: search.data.total })}
              </Typography>
              {groupResults(search.data.hits, search.data.correctedQuery ?? query).map((section) => {
                const title = sectionTitle(t, section, search.data.correctedQuery ?? query);
                return (
                  <Box component="section" key={section.key} aria-label={title}>
                    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                      {title}
                    </Typography>
                    <ProductGrid label={title}>
                      {section.hits.map((hit) => (
                        <li key={hit.product.id} data-testid="search-result">
                          {/* Each card hydrates in its own slice (issue 21). */}
                          <HydrationSection>
                            <ProductCard
                              product={hit.product}
                              offers={offers.data}
                              store={store}
                              note={matchNote(hit.match, t)}
                            />
                          </HydrationSection>
                        </li>
                      ))}
                    </ProductGrid>
                  </Box>
                );
              })}
              <Stack
                direction="row"
                spacing={2}
                sx={{ justifyContent: 'center' }}
                component="nav"
                aria-label={t('search.pages')}
              >
                <Button disabled={pageNumber === 0} onClick={() => goToPage(pageNumber - 1)}>
                  {t('search.previous')}
                </Button>
                <Button
                  disabled={(pageNumber + 1) * SEARCH_PAGE_SIZE >= search.data.total || pageNumber >= MAX_PAGE}
                  onClick={() => goToPage(pageNumber + 1)}
                >
                  {t('search.next')}
                </Button>
              </Stack>
              <CantFindIt t={t} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}

/** "Can't find it?" (issue 36 §1): a prescription photo, and a pharmacist builds the order. */
function CantFindIt({ t }: { t: CatalogT }) {
  const href = useLocaleHref();
  return (
    <Alert
      severity="info"
      icon={false}
      data-testid="search-cant-find"
      action={
        <Button component={RouterLink} to={href(ROUTES.uploadPrescription)} color="inherit" size="small">
          {t('search.cantFindAction')}
        </Button>
      }
    >
      {t('search.cantFind')}
    </Alert>
  );
}

import { Link as RouterLink, useNavigate, useSearchParams } from '@instamg/shared/router';
import { LIMITS, ROUTES } from '@instamg/shared/constants';
import { searchPath } from '@instamg/shared/domain/search';
import { Alert, Box, Button, Chip, Stack, Typography } from '@instamg/shared/mui';
import { ErrorState } from '../components/ErrorState';
import { medicineCount } from '../domain/product';
import { ProductCard } from '../components/ProductCard';
import { ProductGrid, ProductGridSkeleton } from '../components/ProductGrid';
import { SEARCH_PAGE_SIZE } from '../api/catalog-api';
import { useSelectedStore } from '@instamg/shared/api/selected-store';
import { useSearch, useStoreOffers } from '../api/queries';
import { groupResults, helpfulSuggestions, POPULAR_SEARCHES } from '../domain/search-results';
import { HydrationSection, useDocumentTitle } from '@instamg/shared/ssr';
import { searchTitle } from '../domain/seo';

const MATCH_NOTES = { brand: undefined, fuzzy: undefined, salt: 'Same salt', manufacturer: undefined } as const;

function SuggestionChips({ label, terms }: { label: string; terms: readonly string[] }) {
  const navigate = useNavigate();
  return (
    <Box>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {terms.map((term) => (
          <Chip key={term} label={term} onClick={() => navigate(searchPath(term))} component="button" />
        ))}
      </Stack>
    </Box>
  );
}

/** Maximum result pages offered (the search function pages up to offset 500). */
const MAX_PAGE = Math.floor(500 / SEARCH_PAGE_SIZE);

/** /search?q= — ranked results from the catalog-search function; the top-bar box (shell) mirrors q. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
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
          Search medicines
        </Typography>
        <Typography color="text.secondary">
          Type a brand (Dolo 650), a salt (paracetamol) or a manufacturer in the search box above. Small spelling
          mistakes are fine.
        </Typography>
        <SuggestionChips label="Popular searches" terms={POPULAR_SEARCHES} />
        <Button component={RouterLink} to={ROUTES.medicines} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          Browse all medicines
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
      Results for “{query}”
    </Typography>
  );
  if (query.length > LIMITS.searchQueryMaxChars) {
    return (
      <Stack spacing={2} sx={{ py: 2 }}>
        {heading}
        <Alert severity="warning" data-testid="search-too-long">
          Search text can be at most {LIMITS.searchQueryMaxChars} characters. Search by the medicine's name or the salt
          printed on the strip.
        </Alert>
        <SuggestionChips label="Popular searches" terms={POPULAR_SEARCHES} />
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
              Showing results for <strong>{search.data.correctedQuery}</strong>
            </Typography>
          )}
          {search.data.hits.length === 0 ? (
            <Stack spacing={2} data-testid="search-no-results">
              <Alert severity="info">
                No medicines match “{query}”. Check the spelling, or search by the salt name printed on the strip.
              </Alert>
              <SuggestionChips label="Try searching for" terms={helpfulSuggestions(search.data)} />
            </Stack>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary">
                {medicineCount(search.data.total)}
              </Typography>
              {groupResults(search.data.hits, search.data.correctedQuery ?? query).map((section) => (
                <Box component="section" key={section.key} aria-label={section.title}>
                  <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                    {section.title}
                  </Typography>
                  <ProductGrid label={section.title}>
                    {section.hits.map((hit) => (
                      <li key={hit.product.id} data-testid="search-result">
                        {/* Each card hydrates in its own slice (issue 21). */}
                        <HydrationSection>
                          <ProductCard
                            product={hit.product}
                            offers={offers.data}
                            store={store}
                            note={MATCH_NOTES[hit.match]}
                          />
                        </HydrationSection>
                      </li>
                    ))}
                  </ProductGrid>
                </Box>
              ))}
              <Stack
                direction="row"
                spacing={2}
                sx={{ justifyContent: 'center' }}
                component="nav"
                aria-label="Result pages"
              >
                <Button disabled={pageNumber === 0} onClick={() => goToPage(pageNumber - 1)}>
                  Previous
                </Button>
                <Button
                  disabled={(pageNumber + 1) * SEARCH_PAGE_SIZE >= search.data.total || pageNumber >= MAX_PAGE}
                  onClick={() => goToPage(pageNumber + 1)}
                >
                  Next
                </Button>
              </Stack>
            </>
          )}
        </>
      )}
    </Stack>
  );
}

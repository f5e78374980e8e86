import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Box, IconButton, InputBase, Paper } from '@instamg/shared/mui';
import SearchIcon from '@mui/icons-material/Search';
import { useLocation, useNavigate, useSearchParams } from '@instamg/shared/router';
import { LIMITS, ROUTES, TIMINGS } from '@instamg/shared/constants';
import { useShellT } from '../i18n/catalogue';
import { searchPath } from '@instamg/shared/domain/search';
import { stripLocalePrefix } from '@instamg/shared/domain/locale-url';
import { useLocaleHref } from '@instamg/shared/i18n';
import { RemoteSearchSuggest } from '../mf/remotes';

/**
 * The frame's search box (SPEC §2 "Search box"): a non-blank trimmed term opens
 * /search?q=<term>, a blank one opens bare /search, and on /search the box mirrors q.
 */
export default function SearchBox({ variant }: { variant: 'mobile' | 'desktop' }) {
  const navigate = useNavigate();
  const t = useShellT();
  const { pathname } = useLocation();
  const href = useLocaleHref();
  const [searchParams] = useSearchParams();
  const onSearchPage = stripLocalePrefix(pathname) === '/search';
  const query = onSearchPage ? (searchParams.get('q') ?? '') : null;
  const [term, setTerm] = useState(query ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  // Suggestions follow what the user types, not a q mirrored from the URL.
  const [suggesting, setSuggesting] = useState(false);
  const suggestionsId = useId();
  const showSuggestions = suggesting && term.trim() !== '';

  // Mirror q whenever it changes on /search (back/forward, links, the search page's own box).
  useEffect(() => {
    if (query !== null) setTerm(query);
  }, [query]);

  // Server HTML: whatever was typed before hydration is in the input, not in the state.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== '') setTerm(typed);
  }, []);

  const go = (value: string) => {
    setSuggesting(false);
    navigate(href(searchPath(value)));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The input's own value: the state can lag behind text typed just before hydration.
    go(inputRef.current?.value ?? term);
  };

  return (
    <Box sx={{ position: 'relative', width: '100%', minWidth: 0 }}>
      <Paper
        component="form"
        role="search"
        aria-label={t('search.form')}
        // Before hydration (server HTML) the browser submits the form itself: GET /search?q=….
        action={href(ROUTES.search)}
        method="get"
        onSubmit={submit}
        elevation={0}
        sx={{
          display: 'flex',
          alignItems: 'center',
          width: '100%',
          minWidth: 0,
          pl: 1.5,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'grey.50',
          '&:focus-within': { borderColor: 'primary.main', bgcolor: 'background.paper', boxShadow: 2 },
        }}
      >
        <InputBase
          value={term}
          inputRef={inputRef}
          name="q"
          onChange={(event) => {
            setTerm(event.target.value);
            setSuggesting(true);
          }}
          // A short delay lets a click on a suggestion land before the list goes away.
          onBlur={() => setTimeout(() => setSuggesting(false), TIMINGS.suggestionsHideAfterBlurMs)}
          placeholder={variant === 'mobile' ? t('search.mobilePlaceholder') : t('search.desktopPlaceholder')}
          sx={{ flex: 1, minWidth: 0, fontSize: '0.95rem' }}
          slotProps={{
            // Points at the suggestion list only while it is shown: a reference to a missing id is invalid ARIA.
            input: {
              'aria-label': t('search.input'),
              type: 'search',
              enterKeyHint: 'search',
              autoComplete: 'off',
              maxLength: LIMITS.searchQueryMaxChars,
              'aria-controls': showSuggestions ? suggestionsId : undefined,
            },
          }}
        />
        <IconButton type="submit" aria-label={t('search.submit')} color="primary" sx={{ borderRadius: 2 }}>
          <SearchIcon />
        </IconButton>
      </Paper>
      {showSuggestions && <RemoteSearchSuggest query={term} onSelect={go} id={suggestionsId} />}
    </Box>
  );
}

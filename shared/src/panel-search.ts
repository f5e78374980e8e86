// The panels' search (issue 33 §2): a box in the top bar (an icon on a phone) that `/` opens from
// any screen, as a dialog — full screen on a phone — with the field and the results grouped by kind
// (orders, products, stores). The field is a combobox over a listbox: arrow keys walk the results,
// Enter opens one, Escape closes; a status line tells screen readers what was found. Each panel
// passes its own `search` (its queries, under its own row permissions) and the scope's words.
// Written with createElement because the package exports map only resolves `.ts` files.
import {
  createElement,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Dialog,
  DialogContent,
  IconButton,
  Skeleton,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@instamg/shared/mui';
import { useNavigate } from '@instamg/shared/router';
import {
  SEARCH_DEBOUNCE_MS,
  MAX_SEARCH_TEXT,
  classifySearch,
  emptySearchMessage,
  flattenGroups,
  groupSearchResults,
  isSearchShortcut,
  searchPlaceholder,
  searchTermKey,
  type PanelSearchTerm,
  type SearchResult,
  type SearchScope,
} from './domain/panel-search';

/** Text for screen readers only (px on purpose: in `sx` a bare 1 means 100%). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** createElement without MUI's per-component prop overloads (`component`, `data-*` on Box trip them). */
const h = createElement as unknown as (
  type: unknown,
  props?: Record<string, unknown> | null,
  ...children: ReactNode[]
) => ReactElement;

export interface PanelSearchProps {
  scope: SearchScope;
  /** The query key's prefix: the panel's app key and what the results depend on (the store). */
  queryKey: readonly unknown[];
  /** Runs the search for a term the panel searches (see `searches`). */
  search(term: PanelSearchTerm): Promise<SearchResult[]>;
  /** The magnifier icon (the panels bring their icons; this package has none). */
  icon: ReactElement;
  /** The close icon of the phone's full-screen dialog. */
  closeIcon: ReactElement;
}

/** Whether a term is sent to the panel's search (store staff never look customers up by phone). */
export function searches(term: PanelSearchTerm, scope: SearchScope): boolean {
  return (
    term.kind === 'order' ||
    term.kind === 'text' ||
    term.kind === 'barcode' ||
    (term.kind === 'phone' && scope === 'admin')
  );
}

export function PanelSearch({ scope, queryKey, search, icon, closeIcon }: PanelSearchProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [term, setTerm] = useState<PanelSearchTerm>({ kind: 'empty' });
  const [active, setActive] = useState(0);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const ids = `panel-search-${useId().replace(/:/g, '')}`;

  // `/` opens the search from anywhere but a field (where it is a character).
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const keys = { ctrlKey: event.ctrlKey, altKey: event.altKey, metaKey: event.metaKey };
      if (!isSearchShortcut({ key: event.key, ...keys, defaultPrevented: event.defaultPrevented, target })) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // The search runs once typing pauses.
  useEffect(() => {
    const next = classifySearch(input);
    if (searchTermKey(next) === searchTermKey(term)) return;
    const timer = setTimeout(() => {
      setTerm(next);
      setActive(0);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, term]);

  const enabled = open && searches(term, scope);
  const results = useQuery({
    queryKey: [...queryKey, 'panel-search', searchTermKey(term)],
    queryFn: () => search(term),
    enabled,
    staleTime: 30_000,
    retry: 1,
  });
  const groups = useMemo(() => groupSearchResults(results.data ?? []), [results.data]);
  const flat = useMemo(() => flattenGroups(groups), [groups]);
  const typing = searchTermKey(classifySearch(input)) !== searchTermKey(term);
  const loading = enabled && (typing || results.isPending || (results.isFetching && !results.data));
  const failed = enabled && !typing && results.isError;
  const shown = !typing && enabled && results.isSuccess ? flat : [];
  const activeId = shown[active] ? `${ids}-option-${active}` : undefined;

  const close = () => {
    setOpen(false);
    setInput('');
    setTerm({ kind: 'empty' });
    setActive(0);
  };
  const choose = (result: SearchResult) => {
    close();
    navigate(result.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && shown.length > 0) {
      event.preventDefault();
      setActive((i) => (i + 1) % shown.length);
    } else if (event.key === 'ArrowUp' && shown.length > 0) {
      event.preventDefault();
      setActive((i) => (i - 1 + shown.length) % shown.length);
    } else if (event.key === 'Enter' && shown[active]) {
      event.preventDefault();
      choose(shown[active]);
    }
  };

  // What the status line (and the screen, when nothing is listed) says.
  let message: string | null = null;
  if (!enabled && !typing) message = emptySearchMessage(term, scope);
  else if (!typing && results.isSuccess && shown.length === 0) message = emptySearchMessage(term, scope);
  const status = loading
    ? 'Searching…'
    : failed
      ? 'Search failed.'
      : (message ?? `${shown.length} result${shown.length === 1 ? '' : 's'}`);

  const placeholder = searchPlaceholder(scope);
  const trigger = isPhone
    ? h(
        IconButton,
        {
          ref: triggerRef,
          onClick: () => setOpen(true),
          'aria-label': 'Search',
          'aria-keyshortcuts': '/',
          'aria-haspopup': 'dialog',
          'data-testid': 'panel-search-open',
        },
        icon,
      )
    : h(
        ButtonBase,
        {
          ref: triggerRef,
          onClick: () => setOpen(true),
          'aria-keyshortcuts': '/',
          'aria-haspopup': 'dialog',
          'data-testid': 'panel-search-open',
          sx: {
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            width: 320,
            height: 36,
            px: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            color: 'text.secondary',
            bgcolor: 'action.hover',
            justifyContent: 'flex-start',
          },
        },
        icon,
        h(
          Box,
          {
            component: 'span',
            sx: {
              flex: 1,
              minWidth: 0,
              textAlign: 'left',
              fontSize: '0.875rem',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            },
          },
          `Search: ${placeholder}`,
        ),
        h(
          Box,
          {
            component: 'kbd',
            'aria-hidden': 'true',
            sx: { px: 0.75, border: 1, borderColor: 'divider', borderRadius: 0.5, fontSize: '0.75rem' },
          },
          '/',
        ),
      );

  let body: ReactElement | null = null;
  if (loading) {
    body = h(
      Box,
      { 'data-testid': 'panel-search-loading', 'aria-hidden': 'true', sx: { px: 1 } },
      ...[0, 1, 2].map((i) =>
        h(Box, { key: i, sx: { py: 1 } }, h(Skeleton, { width: '40%' }), h(Skeleton, { width: '70%' })),
      ),
    );
  } else if (failed) {
    body = h(
      Alert,
      {
        severity: 'error',
        action: h(Button, { color: 'inherit', size: 'small', onClick: () => void results.refetch() }, 'Try again'),
      },
      'The search did not work. Check the connection and try again.',
    );
  }
  // A message (nothing found, what to type) is the status line itself, shown; a count is for screen readers.
  const showStatus = !loading && !failed && message !== null;

  let index = -1;
  // listbox > group (named by its heading) > option: what screen readers expect of grouped results.
  const listbox = h(
    Box,
    {
      role: 'listbox',
      id: `${ids}-listbox`,
      'aria-label': 'Search results',
      sx: { display: shown.length > 0 ? 'block' : 'none' },
    },
    ...(shown.length > 0 ? groups : []).map((group) =>
      h(
        Box,
        {
          key: group.kind,
          component: 'ul',
          role: 'group',
          'aria-labelledby': `${ids}-group-${group.kind}`,
          sx: { listStyle: 'none', m: 0, p: 0 },
        },
        h(
          Typography,
          {
            id: `${ids}-group-${group.kind}`,
            component: 'li',
            role: 'presentation',
            variant: 'overline',
            color: 'text.secondary',
            sx: { display: 'block', px: 1, pt: 1 },
          },
          group.heading,
        ),
        ...group.results.map((result) => {
          index += 1;
          const mine = index;
          const selected = mine === active;
          return h(
            Box,
            {
              component: 'li',
              key: result.id,
              id: `${ids}-option-${mine}`,
              role: 'option',
              'aria-selected': selected,
              'data-testid': 'panel-search-result',
              onClick: () => choose(result),
              onMouseMove: () => setActive(mine),
              sx: {
                px: 1,
                py: 1,
                minHeight: 48,
                borderRadius: 1,
                cursor: 'pointer',
                bgcolor: selected ? 'action.selected' : undefined,
              },
            },
            h(Typography, { component: 'div', sx: { fontWeight: 600 } }, result.title),
            result.detail
              ? h(Typography, { component: 'div', variant: 'body2', color: 'text.secondary' }, result.detail)
              : null,
          );
        }),
      ),
    ),
  );

  const dialog = h(
    Dialog,
    {
      open,
      onClose: close,
      fullScreen: isPhone,
      fullWidth: true,
      maxWidth: 'sm',
      // MUI puts aria-labelledby (not aria-label) on the element with role="dialog".
      'aria-labelledby': `${ids}-title`,
      sx: isPhone ? undefined : { '& .MuiDialog-container': { alignItems: 'flex-start' } },
      slotProps: { paper: { sx: isPhone ? undefined : { mt: 8 } } },
    },
    h(
      DialogContent,
      { sx: { p: { xs: 1.5, md: 2 } } },
      h(Box, { component: 'h2', id: `${ids}-title`, sx: visuallyHidden }, 'Search'),
      h(
        Box,
        { sx: { display: 'flex', alignItems: 'center', gap: 1 } },
        h(TextField, {
          autoFocus: true,
          fullWidth: true,
          size: 'small',
          type: 'search',
          label: 'Search',
          placeholder,
          value: input,
          onChange: (event: { target: { value: string } }) => setInput(event.target.value),
          onKeyDown,
          slotProps: {
            htmlInput: {
              role: 'combobox',
              maxLength: MAX_SEARCH_TEXT,
              autoComplete: 'off',
              enterKeyHint: 'search',
              'aria-autocomplete': 'list',
              'aria-expanded': shown.length > 0,
              'aria-controls': `${ids}-listbox`,
              'aria-activedescendant': activeId,
              'aria-describedby': `${ids}-status`,
              'data-testid': 'panel-search-input',
            },
          },
        }),
        isPhone ? h(IconButton, { onClick: close, 'aria-label': 'Close search' }, closeIcon) : null,
      ),
      h(
        Box,
        {
          id: `${ids}-status`,
          role: 'status',
          sx: showStatus ? { px: 1, pt: 2, color: 'text.secondary' } : visuallyHidden,
        },
        status,
      ),
      h(Box, { sx: { mt: 1 } }, body, listbox),
    ),
  );

  return h(Box, { sx: { display: 'flex', alignItems: 'center' } }, trigger, dialog);
}

import { useEffect, useState } from 'react';
import { List, ListItemButton, ListItemText, Paper } from '@instamg/shared/mui';
import { useSuggestions } from '../api/queries';
import { useCatalogT } from '../i18n/catalogue';

/** Wait this long after the last keystroke before asking the server. */
export const SUGGEST_DEBOUNCE_MS = 250;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export interface SearchSuggestProps {
  /** What is typed in the top-bar box. */
  query: string;
  /** A suggestion was chosen: the box should search for it (navigate to searchPath(suggestion)). */
  onSelect: (suggestion: string) => void;
  /** id for the input's aria-controls. */
  id?: string;
}

/**
 * Typing suggestions for the shell's top-bar search box (debounced, ≤ 8, typo-tolerant, from the
 * catalog-search function). Renders nothing until there is something to suggest; failures stay
 * silent because the box still works without suggestions.
 */
export function SearchSuggest({ query, onSelect, id = 'catalog-search-suggestions' }: SearchSuggestProps) {
  const term = useDebounced(query.trim(), SUGGEST_DEBOUNCE_MS);
  const suggestions = useSuggestions(term);
  const t = useCatalogT();
  const items = term === query.trim() ? (suggestions.data ?? []) : [];
  if (items.length === 0) return null;
  return (
    <Paper
      elevation={4}
      sx={{ position: 'absolute', zIndex: 'modal', left: 0, right: 0, mt: 0.5, maxHeight: '15rem', overflowY: 'auto' }}
    >
      <List id={id} role="listbox" aria-label={t('suggest.label')} dense>
        {items.map((suggestion) => (
          <ListItemButton
            key={suggestion}
            role="option"
            aria-selected={false}
            // Keep focus in the box so its blur handling does not hide the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onSelect(suggestion)}
          >
            <ListItemText primary={suggestion} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}

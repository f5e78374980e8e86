import { useEffect, useRef, useState } from 'react';
import { Box, List, ListItemButton, ListItemText, OutlinedInput, Typography } from '@instamg/shared/mui';
import { LAYOUT, TIMINGS } from '@instamg/shared/constants';
import type { PickedPlace } from '@instamg/shared/domain/address';
import { isSearchableTerm, type AddressSearchProvider } from '../api/address-search';
import type { AddressSuggestion } from '../api/geocoder';
import { useLocationT } from '../i18n/catalogue';

export interface AddressSearchProps {
  onPick(place: PickedPlace): void;
}

/** The suggestion list over any address provider (offline geocoder or Google Places). */
export function AddressAutocomplete({
  provider,
  onPick,
}: AddressSearchProps & { provider: AddressSearchProvider | null }) {
  const t = useLocationT();
  const [term, setTerm] = useState('');
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The newest request wins; a slow reply for an older term must not replace newer suggestions.
  const requestId = useRef(0);

  useEffect(
    () => () => {
      clearTimeout(hideTimer.current);
      clearTimeout(typingTimer.current);
    },
    [],
  );

  const search = (value: string): void => {
    setTerm(value);
    const mine = ++requestId.current;
    clearTimeout(typingTimer.current);
    if (!provider || !isSearchableTerm(value)) {
      setSuggestions([]);
      return;
    }
    // One request once typing pauses, not one per keystroke.
    typingTimer.current = setTimeout(() => suggest(value, mine), TIMINGS.addressSearchDebounceMs);
  };

  const suggest = (value: string, mine: number): void => {
    if (!provider || mine !== requestId.current) return;
    provider.suggest(value).then(
      (rows) => mine === requestId.current && (setSuggestions(rows), setOpen(true)),
      (error: unknown) => {
        console.warn('Address search failed', error);
        if (mine === requestId.current) setSuggestions([]);
      },
    );
  };

  const choose = async (suggestion: AddressSuggestion): Promise<void> => {
    if (!provider) return;
    clearTimeout(hideTimer.current);
    setOpen(false);
    const place = await provider.resolve(suggestion).catch((error: unknown) => {
      console.warn('Could not read the chosen place', error);
      return null;
    });
    provider.newSession();
    setTerm(suggestion.description);
    setSuggestions([]);
    if (place) onPick(place);
  };

  return (
    <Box>
      {/* OutlinedInput, not TextField: TextField pulls in Select and Menu, too heavy for the widget. */}
      <OutlinedInput
        autoFocus
        fullWidth
        size="small"
        value={term}
        disabled={!provider}
        placeholder={t('search.placeholder')}
        onChange={(event) => search(event.target.value)}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          hideTimer.current = setTimeout(() => setOpen(false), TIMINGS.suggestionsHideAfterBlurMs);
        }}
        inputProps={{ 'aria-label': t('search.placeholder'), autoComplete: 'off' }}
      />
      {open && suggestions.length > 0 && (
        <List dense role="listbox" sx={{ maxHeight: LAYOUT.suggestionsListMaxHeight, overflowY: 'auto' }}>
          {suggestions.map((suggestion) => (
            <ListItemButton
              key={suggestion.id}
              role="option"
              // mousedown, not click: the input's blur would otherwise start hiding the list first
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => void choose(suggestion)}
            >
              <ListItemText primary={suggestion.mainText} secondary={suggestion.secondaryText} />
            </ListItemButton>
          ))}
        </List>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {t('search.hint')}
      </Typography>
    </Box>
  );
}

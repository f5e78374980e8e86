import { RemoteRoot } from '../RemoteRoot';
import { SearchSuggest, type SearchSuggestProps } from '../components/SearchSuggest';

export type { SearchSuggestProps };

/** Typing suggestions under the shell's search box: `<SearchSuggest query={text} onSelect={(s) => navigate(searchPath(s))} />`. */
export default function ExposedSearchSuggest(props: SearchSuggestProps) {
  return (
    <RemoteRoot>
      <SearchSuggest {...props} />
    </RemoteRoot>
  );
}

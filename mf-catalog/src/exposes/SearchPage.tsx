import { RemoteRoot } from '../RemoteRoot';
import { SearchPage } from '../pages/SearchPage';

export default function ExposedSearchPage() {
  return (
    <RemoteRoot>
      <SearchPage />
    </RemoteRoot>
  );
}

// Server rendering: fills the request's cache and describes the page (api/loaders.ts).
export { searchLoader as loader } from '../api/loaders';

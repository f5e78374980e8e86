import { RemoteRoot } from '../RemoteRoot';
import { SearchPage } from '../pages/SearchPage';

export default function ExposedSearchPage() {
  return (
    <RemoteRoot>
      <SearchPage />
    </RemoteRoot>
  );
}

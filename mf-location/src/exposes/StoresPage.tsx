import { RemoteRoot } from '../RemoteRoot';
import { StoresPage } from '../pages/StoresPage';

export default function ExposedStoresPage() {
  return (
    <RemoteRoot>
      <StoresPage />
    </RemoteRoot>
  );
}

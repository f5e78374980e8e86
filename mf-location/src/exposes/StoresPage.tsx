import { RemoteRoot } from '../RemoteRoot';
import { StoresPage } from '../pages/StoresPage';
import { ShellLocation } from '../components/ShellLocation';

export default function ExposedStoresPage() {
  return (
    <RemoteRoot>
      <ShellLocation>
        <StoresPage />
      </ShellLocation>
    </RemoteRoot>
  );
}

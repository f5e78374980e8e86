import { RemoteRoot } from '../RemoteRoot';
import { HomePage } from '../pages/home/HomePage';

export default function ExposedHomePage() {
  return (
    <RemoteRoot>
      <HomePage />
    </RemoteRoot>
  );
}

// Server rendering: fills the request's cache and describes the page (api/loaders.ts).
export { homeLoader as loader } from '../api/loaders';

import { RemoteRoot } from '../RemoteRoot';
import { HomePage } from '../pages/HomePage';

export default function ExposedHomePage() {
  return (
    <RemoteRoot>
      <HomePage />
    </RemoteRoot>
  );
}

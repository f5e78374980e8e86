import { RemoteRoot } from '../RemoteRoot';
import { HomePage } from '../pages/home/HomePage';

export default function ExposedHomePage() {
  return (
    <RemoteRoot>
      <HomePage />
    </RemoteRoot>
  );
}

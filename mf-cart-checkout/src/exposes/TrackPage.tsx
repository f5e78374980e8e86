import { RemoteRoot } from '../RemoteRoot';
import { TrackPage } from '../pages/TrackPage';

export default function ExposedTrackPage() {
  return (
    <RemoteRoot>
      <TrackPage />
    </RemoteRoot>
  );
}

import { RemoteRoot } from '../RemoteRoot';
import { MedicinesPage } from '../pages/MedicinesPage';

export default function ExposedMedicinesPage() {
  return (
    <RemoteRoot>
      <MedicinesPage />
    </RemoteRoot>
  );
}

// Server rendering: fills the request's cache and describes the page (api/loaders.ts).
export { medicinesLoader as loader } from '../api/loaders';

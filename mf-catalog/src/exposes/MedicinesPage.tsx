import { RemoteRoot } from '../RemoteRoot';
import { MedicinesPage } from '../pages/MedicinesPage';

export default function ExposedMedicinesPage() {
  return (
    <RemoteRoot>
      <MedicinesPage />
    </RemoteRoot>
  );
}

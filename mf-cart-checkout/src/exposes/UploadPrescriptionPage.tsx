import { RemoteRoot } from '../RemoteRoot';
import { UploadPrescriptionPage } from '../pages/UploadPrescriptionPage';

export default function ExposedUploadPrescriptionPage() {
  return (
    <RemoteRoot>
      <UploadPrescriptionPage />
    </RemoteRoot>
  );
}

import { RemoteRoot } from '../RemoteRoot';
import { PharmacyPartnerPage } from '../partner-application/pages/PharmacyPartnerPage';

export default function ExposedPharmacyPartnerPage() {
  return (
    <RemoteRoot>
      <PharmacyPartnerPage />
    </RemoteRoot>
  );
}

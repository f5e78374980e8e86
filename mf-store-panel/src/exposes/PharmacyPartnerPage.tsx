import { RemoteRoot } from '../RemoteRoot';
import { PharmacyPartnerPage } from '../pages/PharmacyPartnerPage';

export default function ExposedPharmacyPartnerPage() {
  return (
    <RemoteRoot>
      <PharmacyPartnerPage />
    </RemoteRoot>
  );
}

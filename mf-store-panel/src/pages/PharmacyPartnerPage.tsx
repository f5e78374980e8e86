import { PlaceholderPage } from '@instamg/shared/mf/placeholder-page';

export function PharmacyPartnerPage() {
  return <PlaceholderPage title="Join as Pharmacy Partner" remote="mf_store_panel" />;
}

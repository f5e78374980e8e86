import { PlaceholderPage } from '@instamg/shared/mf/placeholder-page';

export function UploadPrescriptionPage() {
  return <PlaceholderPage title="Upload prescription" remote="mf_cart_checkout" />;
}

import { PlaceholderPage } from '@instamg/shared/mf/placeholder-page';

export function StoresPage() {
  return <PlaceholderPage title="Find Stores" remote="mf_location" />;
}

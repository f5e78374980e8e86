import { PlaceholderPage } from '@instamg/shared/mf/placeholder-page';

export function HomePage() {
  return <PlaceholderPage title="Home" remote="mf_catalog" />;
}

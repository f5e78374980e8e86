import { PlaceholderPage } from '@instamg/shared/mf/placeholder-page';

export function BlogPage() {
  return <PlaceholderPage title="Health blog" remote="mf_catalog" />;
}

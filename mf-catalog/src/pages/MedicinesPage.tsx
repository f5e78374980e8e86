import { PlaceholderPage } from '@instamg/shared/mf/placeholder-page';

export function MedicinesPage() {
  return <PlaceholderPage title="Medicines" remote="mf_catalog" />;
}

import { Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { PlaceholderPage } from '@instamg/shared/mf/placeholder-page';

export function SearchPage() {
  const [searchParams] = useSearchParams();
  const term = searchParams.get('q');
  return (
    <PlaceholderPage title="Search" remote="mf_catalog">
      {term !== null && <Typography data-testid="route-param">Search term: {term}</Typography>}
    </PlaceholderPage>
  );
}

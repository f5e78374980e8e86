import { Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '@instamg/shared/mf/placeholder-page';

export function ProductPage() {
  const { id } = useParams();
  return (
    <PlaceholderPage title="Product details" remote="mf_catalog">
      <Typography data-testid="route-param">id: {id}</Typography>
    </PlaceholderPage>
  );
}

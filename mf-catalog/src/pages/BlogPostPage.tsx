import { Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '@instamg/shared/mf/placeholder-page';

export function BlogPostPage() {
  const { blogId } = useParams();
  return (
    <PlaceholderPage title="Blog post" remote="mf_catalog">
      <Typography data-testid="route-param">blogId: {blogId}</Typography>
    </PlaceholderPage>
  );
}

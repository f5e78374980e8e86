import { Typography } from '@instamg/shared/mui';
import { useParams } from '@instamg/shared/router';
import { PlaceholderPage } from '@instamg/shared/mf/placeholder-page';
import { RemoteRoot } from '../RemoteRoot';

/** One admin section; each becomes its own page when the admin issue lands. */
export function AdminSectionPage({ title }: { title: string }) {
  const params = useParams();
  const ids = Object.entries(params).filter(([key]) => key !== '*');
  return (
    <RemoteRoot>
      <PlaceholderPage title={title} remote="mf_admin">
        {ids.map(([key, value]) => (
          <Typography key={key} data-testid="route-param">
            {key}: {value}
          </Typography>
        ))}
      </PlaceholderPage>
    </RemoteRoot>
  );
}

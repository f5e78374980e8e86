import { Typography } from '@instamg/shared/mui';
import { useParams } from '@instamg/shared/router';
import { PlaceholderPage } from '@instamg/shared/mf/placeholder-page';
import { RemoteRoot } from '../RemoteRoot';

/** One store-panel section; each becomes its own page when the store panel issue lands. */
export function StorePanelSectionPage({ title }: { title: string }) {
  const params = useParams();
  const ids = Object.entries(params).filter(([key]) => key !== '*');
  return (
    <RemoteRoot>
      <PlaceholderPage title={title} remote="mf_store_panel">
        {ids.map(([key, value]) => (
          <Typography key={key} data-testid="route-param">
            {key}: {value}
          </Typography>
        ))}
      </PlaceholderPage>
    </RemoteRoot>
  );
}

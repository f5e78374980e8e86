import { Stack, Typography } from '@mui/material';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import { RemoteRoot } from '../RemoteRoot';

/**
 * The top bar's delivery selector (SPEC §2 "Delivery selector"). Skeleton only: it marks the
 * slot; finding the store, the popover and saved addresses arrive with mf-location's issue.
 */
export default function DeliverySelector() {
  return (
    <RemoteRoot inline>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} data-testid="delivery-selector">
        <LocationOnOutlined color="primary" fontSize="small" aria-hidden />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Delivery location
        </Typography>
      </Stack>
    </RemoteRoot>
  );
}

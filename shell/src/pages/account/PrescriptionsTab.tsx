import { Button, Stack, Typography } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { RemotePrescriptionList } from '../../mf/remotes';

/**
 * The account's Prescriptions tab: every upload with its status (mf_cart_checkout owns the
 * prescriptions table and exposes the list), and the way to upload another.
 */
export function PrescriptionsTab() {
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography>Our pharmacist checks each prescription before your order is packed.</Typography>
        <Button component={RouterLink} to="/upload-prescription" variant="contained">
          Upload prescription
        </Button>
      </Stack>
      <RemotePrescriptionList />
    </Stack>
  );
}

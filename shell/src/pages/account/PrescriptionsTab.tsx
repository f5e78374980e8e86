import { Button, Stack, Typography } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';

/**
 * Prescriptions are uploaded on /upload-prescription (mf_cart_checkout) and travel with their
 * order; this tab is the way there until that remote exposes a prescription list.
 */
export function PrescriptionsTab() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>Upload a prescription and our pharmacist will check it before your order is packed.</Typography>
      <Typography color="text.secondary">Prescriptions you upload are kept with the order they belong to.</Typography>
      <Button component={RouterLink} to="/upload-prescription" variant="contained">
        Upload prescription
      </Button>
    </Stack>
  );
}

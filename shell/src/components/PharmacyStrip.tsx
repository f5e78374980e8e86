import { Box, Chip, Container, Typography } from '@instamg/shared/mui';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { TEXTS } from '@instamg/shared/constants';
import type { Store } from '@instamg/shared/domain/store';

export type PharmacyLicence = Pick<Store, 'name' | 'drug_license_number' | 'gstin'>;

/**
 * The strip under the top bar when a nearest store is known (SPEC §2 "Page frame"): the
 * Licensed Pharmacy badge, then 'DL: …' and 'GST: …' only for the numbers the store has.
 */
export default function PharmacyStrip({ store }: { store: PharmacyLicence }) {
  const licence = store.drug_license_number?.trim();
  const gstin = store.gstin?.trim();
  return (
    <Box
      data-testid="pharmacy-strip"
      sx={{ bgcolor: 'primary.light', borderBottom: 1, borderColor: 'divider', color: 'primary.dark' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 0.5,
          py: 0.5,
          fontSize: '0.8rem',
        }}
      >
        <Chip
          icon={<VerifiedUserIcon />}
          label={TEXTS.pageFrame.licensedPharmacy}
          size="small"
          color="primary"
          sx={{ fontWeight: 600 }}
        />
        {store.name && (
          <Typography component="span" variant="caption" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {store.name}
          </Typography>
        )}
        {licence && (
          <Typography component="span" variant="caption" sx={{ overflowWrap: 'anywhere' }}>
            {TEXTS.pageFrame.drugLicence(licence)}
          </Typography>
        )}
        {gstin && (
          <Typography component="span" variant="caption" sx={{ overflowWrap: 'anywhere' }}>
            {TEXTS.pageFrame.gstin(gstin)}
          </Typography>
        )}
      </Container>
    </Box>
  );
}

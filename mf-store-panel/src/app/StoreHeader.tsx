import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { Box, Stack, TextField, Typography } from '@instamg/shared/mui';
import { STORE_ROLE_LABELS, type StoreMembership } from '../domain/store-membership';
import { StatusChip } from '../components/StatusChip';

export interface StoreHeaderProps {
  store: StoreMembership;
  memberships: readonly StoreMembership[];
  onSwitch(storeId: string): void;
}

/**
 * Which store the panel is working on and as whom: the store's name and drug licence, the member's
 * SPEC §3 role and, when an admin confirmed it, the Pharmacist badge. A member of several stores
 * switches here.
 */
export function StoreHeader({ store, memberships, onSwitch }: StoreHeaderProps) {
  return (
    <Box
      component="section"
      aria-label="Your store"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        justifyContent: 'space-between',
        pb: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography
          component="p"
          sx={{ fontWeight: 700, fontSize: '1.1rem', overflowWrap: 'anywhere' }}
          data-testid="store-name"
        >
          {store.storeName}
        </Typography>
        <Typography component="p" variant="body2" color="text.secondary" data-testid="store-licence">
          {`DL: ${store.drugLicenceNumber}`}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ pt: 0.5 }}>
          <StatusChip label={STORE_ROLE_LABELS[store.role]} data-testid="member-role" />
          {store.isPharmacist && (
            <StatusChip
              label="Pharmacist"
              tone="success"
              icon={<VerifiedOutlinedIcon />}
              data-testid="pharmacist-badge"
            />
          )}
        </Stack>
      </Stack>
      {memberships.length > 1 && (
        <TextField
          select
          size="small"
          label="Store"
          value={store.storeId}
          onChange={(event) => onSwitch(event.target.value)}
          // The device's own picker: large targets on a phone, and it speaks well with screen readers.
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: { xs: '100%', sm: 260 } }}
        >
          {memberships.map((membership) => (
            <option key={membership.storeId} value={membership.storeId}>
              {`${membership.storeName}, ${membership.city} (${STORE_ROLE_LABELS[membership.role]})`}
            </option>
          ))}
        </TextField>
      )}
    </Box>
  );
}

import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { Box, Stack, TextField, Typography } from '@instamg/shared/mui';
import type { StoreMembership } from '../domain/store-membership';
import { roleText, usePanelT } from '../i18n/catalogue';
import { StatusChip } from '../components/StatusChip';

export interface StoreHeaderProps {
  store: StoreMembership;
  memberships: readonly StoreMembership[];
  onSwitch(storeId: string): void;
}

/**
 * The panel's top bar (issue 33 §1): which store the panel is working on and as whom (the store's
 * name and drug licence, the member's SPEC §3 role and, when an admin confirmed it, the Pharmacist
 * badge), and the store switcher for a member of several stores; PanelTopBar sets the shift and
 * alerts controls beside it.
 */
export function StoreHeader({ store, memberships, onSwitch }: StoreHeaderProps) {
  const t = usePanelT();
  return (
    <Box
      component="section"
      aria-label={t('frame.yourStore')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 1,
        justifyContent: 'space-between',
        flex: 1,
        minWidth: 0,
      }}
    >
      <Stack spacing={0.25} sx={{ minWidth: 0, flex: '1 1 160px' }}>
        <Typography
          component="p"
          sx={{ fontWeight: 700, fontSize: { xs: '1rem', md: '1.1rem' }, overflowWrap: 'anywhere', lineHeight: 1.3 }}
          data-testid="store-name"
        >
          {store.storeName}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="p" variant="body2" color="text.secondary" data-testid="store-licence">
            {t('frame.licence', { number: store.drugLicenceNumber })}
          </Typography>
          <StatusChip label={roleText(t, store.role)} data-testid="member-role" />
          {store.isPharmacist && (
            <StatusChip
              label={t('frame.pharmacist')}
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
          label={t('frame.storePicker')}
          value={store.storeId}
          onChange={(event) => onSwitch(event.target.value)}
          // The device's own picker: large targets on a phone, and it speaks well with screen readers.
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: { xs: '100%', sm: 260 } }}
        >
          {memberships.map((membership) => (
            <option key={membership.storeId} value={membership.storeId}>
              {t('frame.storeOption', {
                store: membership.storeName,
                city: membership.city,
                role: roleText(t, membership.role),
              })}
            </option>
          ))}
        </TextField>
      )}
    </Box>
  );
}

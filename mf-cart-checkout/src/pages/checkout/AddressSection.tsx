import { Link as RouterLink } from '@instamg/shared/router';
import {
  Alert,
  Button,
  CircularProgress,
  FormControlLabel,
  Paper,
  Radio,
  RadioGroup,
  Typography,
} from '@instamg/shared/mui';
import { formatAddressLine } from '@instamg/shared/domain/address';
import type { Checkout } from './useCheckout';
import { useCartT } from '../../i18n/catalogue';

/** The account's address tab opens its form and comes back here with the new address chosen. */
const ADD_ADDRESS_HREF = '/account/addresses?new=1&return=/checkout';

type Props = Pick<Checkout, 'addresses' | 'chosenAddress' | 'chooseAddress' | 'addressNeedsLocation'>;

export function AddressSection({ addresses, chosenAddress, chooseAddress, addressNeedsLocation }: Props) {
  const t = useCartT();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('address.section')}>
      <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        {t('address.section')}
      </Typography>
      {addresses.isPending && <CircularProgress size={24} aria-label={t('address.loading')} />}
      {addresses.isError && (
        <Alert severity="error">{t('address.loadError', { message: addresses.error.message })}</Alert>
      )}
      {addresses.data?.length === 0 && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={ADD_ADDRESS_HREF}>
              {t('address.add')}
            </Button>
          }
        >
          {t('address.none')}
        </Alert>
      )}
      {addresses.data && addresses.data.length > 0 && (
        <RadioGroup
          value={chosenAddress?.id ?? ''}
          onChange={(e) => chooseAddress(e.target.value)}
          aria-label={t('address.saved')}
        >
          {addresses.data.map((a) => (
            <FormControlLabel
              key={a.id}
              value={a.id}
              control={<Radio />}
              label={
                <>
                  <b>{a.name}</b>: {formatAddressLine(a)}
                </>
              }
            />
          ))}
        </RadioGroup>
      )}
      {addresses.data && addresses.data.length > 0 && (
        <Button component={RouterLink} to={ADD_ADDRESS_HREF} size="small">
          {t('address.addNew')}
        </Button>
      )}
      {addressNeedsLocation && (
        // SPEC §5: the same words as the delivery selector's missing-coordinates toast.
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to="/profile/addresses">
              {t('address.update')}
            </Button>
          }
        >
          {t('address.missingCoordinates')}
        </Alert>
      )}
    </Paper>
  );
}

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
import { TEXTS } from '@instamg/shared/constants';
import { formatAddressLine } from '@instamg/shared/domain/address';
import type { Checkout } from './useCheckout';

/** The account's address tab opens its form and comes back here with the new address chosen. */
const ADD_ADDRESS_HREF = '/account/addresses?new=1&return=/checkout';

type Props = Pick<Checkout, 'addresses' | 'chosenAddress' | 'chooseAddress' | 'addressNeedsLocation'>;

export function AddressSection({ addresses, chosenAddress, chooseAddress, addressNeedsLocation }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Delivery address">
      <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        Delivery address
      </Typography>
      {addresses.isPending && <CircularProgress size={24} aria-label="Loading addresses" />}
      {addresses.isError && <Alert severity="error">We could not load your addresses. {addresses.error.message}</Alert>}
      {addresses.data?.length === 0 && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={ADD_ADDRESS_HREF}>
              Add address
            </Button>
          }
        >
          You have no saved addresses yet.
        </Alert>
      )}
      {addresses.data && addresses.data.length > 0 && (
        <RadioGroup
          value={chosenAddress?.id ?? ''}
          onChange={(e) => chooseAddress(e.target.value)}
          aria-label="Saved addresses"
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
          Add a new address
        </Button>
      )}
      {addressNeedsLocation && (
        // SPEC §5: the same words as the delivery selector's missing-coordinates toast.
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to="/profile/addresses">
              Update
            </Button>
          }
        >
          {TEXTS.toast.addressMissingCoordinates.description}
        </Alert>
      )}
    </Paper>
  );
}

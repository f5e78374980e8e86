import { useEffect } from 'react';
import { List, ListItemButton, ListItemText, Typography, CircularProgress } from '@instamg/shared/mui';
import { useQuery } from '@tanstack/react-query';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { ROUTES, TEXTS } from '@instamg/shared/constants';
import { formatAddressLine, isAddressUsable } from '@instamg/shared/domain/address';
import { currentUser, listSavedAddresses } from '../location/saved-addresses';
import { useLocationRuntime } from '../state/LocationProvider';
import { AppLink, LoginToSaveAddresses, type AccountSectionProps } from './AppLink';

// Shell only: a signed-in user's addresses need the page's own Appwrite session.

const texts = TEXTS.deliverySelector;

/** Saved addresses for a signed-in user, 'Login to save addresses' for a guest (SPEC §2). */
export function SavedAddresses({ onChoose }: AccountSectionProps) {
  const { toasts } = useLocationRuntime();
  const user = useQuery({
    queryKey: ['mf-location', 'account'],
    queryFn: () => currentUser(getAppwrite()),
    retry: false,
    // Checked each time the popover opens: the user may have signed in or out since.
    staleTime: 0,
  });
  const userId = user.data?.$id;
  const addresses = useQuery({
    queryKey: ['mf-location', 'addresses', userId],
    queryFn: () => listSavedAddresses(getAppwrite(), userId!),
    enabled: userId !== undefined,
  });
  useEffect(() => {
    if (addresses.isError) toasts.notify({ key: 'savedAddressesLoadFailed' });
  }, [addresses.isError, toasts]);

  if (user.isPending) return <CircularProgress size={16} aria-label="Loading" />;
  if (!user.data) return <LoginToSaveAddresses />;
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {texts.savedAddresses}
      </Typography>
      <List dense disablePadding data-testid="saved-addresses">
        {(addresses.data ?? []).map((address) => (
          <ListItemButton key={address.id} onClick={() => onChoose(address)}>
            <ListItemText
              primary={address.name}
              secondary={
                <>
                  {formatAddressLine(address)}
                  {!isAddressUsable(address) && (
                    <Typography component="span" variant="caption" color="warning.main" sx={{ display: 'block' }}>
                      {texts.addressNeedsLocation}
                    </Typography>
                  )}
                </>
              }
            />
          </ListItemButton>
        ))}
      </List>
      <AppLink path={ROUTES.account}>{texts.addNewAddress}</AppLink>
    </>
  );
}

import { useEffect } from 'react';
import { Link, List, ListItemButton, ListItemText, Typography, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ROUTES, TEXTS } from '@instamg/shared/constants';
import { formatAddressLine, isAddressUsable, type Address } from '@instamg/shared/domain/address';
import { currentUser, listSavedAddresses } from '../location/saved-addresses';
import { useLocationRuntime } from '../state/LocationProvider';

const texts = TEXTS.deliverySelector;

function AppLink({ path, children }: { path: string; children: string }) {
  const { href, navigate } = useLocationRuntime();
  return (
    <Link
      href={href(path)}
      underline="hover"
      variant="body2"
      onClick={(event) => {
        if (!navigate) return;
        event.preventDefault();
        navigate(path);
      }}
    >
      {children}
    </Link>
  );
}

/** Saved addresses for a signed-in user, 'Login to save addresses' for a guest (SPEC §2). */
export function SavedAddresses({ onChoose }: { onChoose(address: Address): void }) {
  const { appwrite, toasts } = useLocationRuntime();
  const user = useQuery({ queryKey: ['mf-location', 'account'], queryFn: () => currentUser(appwrite()), retry: false });
  const userId = user.data?.$id;
  const addresses = useQuery({
    queryKey: ['mf-location', 'addresses', userId],
    queryFn: () => listSavedAddresses(appwrite(), userId!),
    enabled: userId !== undefined,
  });
  useEffect(() => {
    if (addresses.isError) toasts.notify({ key: 'savedAddressesLoadFailed' });
  }, [addresses.isError, toasts]);

  if (user.isPending) return <CircularProgress size={16} aria-label="Loading" />;
  if (!user.data) return <AppLink path={ROUTES.auth}>{texts.loginToSaveAddresses}</AppLink>;
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

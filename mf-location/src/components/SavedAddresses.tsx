import { useEffect } from 'react';
import { List, ListItemButton, ListItemText, Typography, CircularProgress } from '@instamg/shared/mui';
import { ROUTES } from '@instamg/shared/constants';
import { formatAddressLine, isAddressUsable } from '@instamg/shared/domain/address';
import { useSavedAddresses } from '@instamg/shared/api/saved-addresses';
import { useCurrentUser } from '../api/current-user';
import { useLocationRuntime } from './LocationProvider';
import { AppLink, LoginToSaveAddresses, type AccountSectionProps } from './AppLink';
import { useLocationT } from '../i18n/catalogue';

// Shell only: a signed-in user's addresses need the page's own Appwrite session.

/** Saved addresses for a signed-in user, 'Login to save addresses' for a guest (SPEC §2). */
export function SavedAddresses({ onChoose }: AccountSectionProps) {
  const t = useLocationT();
  const { toasts } = useLocationRuntime();
  const user = useCurrentUser();
  const userId = user.data?.$id;
  const addresses = useSavedAddresses(userId ?? null);
  useEffect(() => {
    if (addresses.isError) toasts.notify({ key: 'savedAddressesLoadFailed' });
  }, [addresses.isError, toasts]);

  if (user.isPending) return <CircularProgress size={16} aria-label={t('saved.loading')} />;
  if (!user.data) return <LoginToSaveAddresses />;
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t('saved.title')}
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
                      {t('saved.needsLocation')}
                    </Typography>
                  )}
                </>
              }
            />
          </ListItemButton>
        ))}
      </List>
      <AppLink path={ROUTES.account}>{t('saved.addNew')}</AppLink>
    </>
  );
}

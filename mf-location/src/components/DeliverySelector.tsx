import { useId, useRef, useState, type ComponentType } from 'react';
import {
  Box,
  Button,
  ButtonBase,
  Divider,
  List,
  ListItemButton,
  ListItemText,
  Popover,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@instamg/shared/mui';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import MyLocation from '@mui/icons-material/MyLocation';
import Search from '@mui/icons-material/Search';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { LAYOUT } from '@instamg/shared/constants';
import { deliveryStatus } from '../domain/delivery-status';
import { useLocation, useLocationRuntime } from './LocationProvider';
import { AddressSearch } from './AddressSearch';
import type { AccountSectionProps } from './AppLink';
import { STORE_RESERVE_ATTRIBUTE } from '@instamg/shared/domain/store-reserve';
import { addressText, distanceText, estimateText, ratingLine, useLocationT } from '../i18n/catalogue';

/** The first line: 'Calculating...', 'Delivery in {time}' or 'Not serviceable' (SPEC §2). */
function StatusLine() {
  const t = useLocationT();
  const status = useLocation(deliveryStatus);
  const store = useLocation((s) => s.selectedStore);
  if (status === 'calculating') return <>{t('status.calculating')}</>;
  if (status === 'notServiceable') return <>{t('status.notServiceable')}</>;
  return <>{t('status.deliveryIn', { time: store ? estimateText(t, store.distance_km) : t('status.noEstimate') })}</>;
}

/**
 * The delivery selector of the top bar and of the partner widget. `AccountSection` is the
 * saved-addresses list in the shell and a login link in the widget. `reserveStoreLine` (the shell):
 * the store line keeps its room while the page's <head> mark says a store is expected (issue 40
 * §6); the widget lives in a partner's page, which has no such mark.
 */
export function DeliverySelector({
  AccountSection,
  reserveStoreLine = false,
}: {
  AccountSection: ComponentType<AccountSectionProps>;
  reserveStoreLine?: boolean;
}) {
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<'list' | 'search'>('list');
  const popoverId = useId();
  const t = useLocationT();

  const store = useLocation((s) => s.selectedStore);
  const locationLoading = useLocation((s) => s.locationLoading);
  const coordinates = useLocation((s) => s.coordinates);
  const address = useLocation((s) => s.address);
  const deliveryMode = useLocation((s) => s.deliveryMode);
  const nearbyStores = useLocation((s) => s.nearbyStores);
  const serviceable = useLocation((s) => s.serviceable);
  // Actions are stable functions: read them without subscribing to every state change.
  const actions = useLocationRuntime().store.getState();

  const close = (): void => {
    setOpen(false);
    setMode('list');
  };
  const addressLine = locationLoading
    ? t('selector.detecting')
    : addressText(t, { loading: false, coordinates, address });

  return (
    <>
      <ButtonBase
        ref={anchor}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-controls={open ? popoverId : undefined}
        data-testid="delivery-selector"
        sx={{
          textAlign: 'left',
          borderRadius: 1,
          px: 1,
          py: 0.5,
          maxWidth: 'min(280px, 100%)',
          justifyContent: 'flex-start',
        }}
      >
        <LocationOnOutlined color="primary" fontSize="small" aria-hidden sx={{ mr: 0.5 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="delivery-status">
            <StatusLine />
          </Typography>
          {store ? (
            <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block' }}>
              <span data-testid="delivery-store">
                {store.name}
                {Number.isFinite(store.distance_km) ? ` · ${distanceText(t, store.distance_km)}` : ''}
              </span>
              <span data-testid="delivery-store-rating">
                {' · '}
                <span aria-hidden>★ </span>
                {ratingLine(t, store)}
              </span>
            </Typography>
          ) : (
            reserveStoreLine && (
              // The store line's room while one is expected (a first visit locating with the location
              // allowed): shown, empty, only under the page's store mark (issue 40 §6).
              <Typography
                variant="caption"
                noWrap
                aria-hidden="true"
                sx={{ display: 'block' }}
                {...{ [STORE_RESERVE_ATTRIBUTE]: '' }}
              >
                {'\u00a0'}
              </Typography>
            )
          )}
          <Typography
            variant="caption"
            color="text.secondary"
            noWrap
            sx={{ display: 'block' }}
            data-testid="delivery-address"
          >
            {addressLine}
          </Typography>
        </Box>
      </ButtonBase>
      <Popover
        id={popoverId}
        open={open}
        anchorEl={anchor.current}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { sx: { width: LAYOUT.popoverWidthPx, p: 2 }, role: 'dialog', 'aria-label': t('selector.title') },
        }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('selector.title')}
        </Typography>
        {mode === 'search' ? (
          <Stack spacing={1}>
            <Button
              startIcon={<ArrowBack />}
              size="small"
              onClick={() => setMode('list')}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('selector.back')}
            </Button>
            <AddressSearch
              onPick={(place) => {
                close();
                void actions.choosePlace(place);
              }}
            />
          </Stack>
        ) : (
          <Stack spacing={1}>
            <ToggleButtonGroup
              exclusive
              size="small"
              fullWidth
              value={deliveryMode}
              onChange={(_, value) => value && value !== deliveryMode && actions.toggleDeliveryMode()}
              aria-label={t('selector.mode')}
            >
              <ToggleButton value="express">{t('selector.express')}</ToggleButton>
              <ToggleButton value="standard">{t('selector.standard')}</ToggleButton>
            </ToggleButtonGroup>
            <Button
              startIcon={<MyLocation />}
              variant="outlined"
              onClick={() => {
                close();
                void actions.useCurrentLocation();
              }}
            >
              {t('selector.useCurrentLocation')}
            </Button>
            <Button startIcon={<Search />} variant="outlined" onClick={() => setMode('search')}>
              {t('selector.searchForAddress')}
            </Button>
            {serviceable && nearbyStores.length > 1 && (
              <>
                <Divider />
                <List dense disablePadding aria-label={t('selector.nearbyStores')} data-testid="nearby-stores">
                  {nearbyStores.slice(0, 3).map((nearby) => (
                    <ListItemButton
                      key={nearby.id}
                      selected={nearby.id === store?.id}
                      onClick={() => {
                        close();
                        actions.selectStore(nearby, { toast: true });
                      }}
                    >
                      <ListItemText
                        primary={nearby.name}
                        secondary={`${distanceText(t, nearby.distance_km)} · ★ ${ratingLine(t, nearby)}`}
                      />
                    </ListItemButton>
                  ))}
                </List>
              </>
            )}
            <Divider />
            <AccountSection
              onChoose={(saved) => {
                close();
                void actions.chooseSavedAddress(saved);
              }}
            />
          </Stack>
        )}
      </Popover>
    </>
  );
}

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
import { LAYOUT, TEXTS } from '@instamg/shared/constants';
import { formatDistance } from '@instamg/shared/domain/distance';
import { addressDisplayText } from '@instamg/shared/domain/location';
import { deliveryStatus } from '../domain/delivery-status';
import { useLocation, useLocationRuntime } from './LocationProvider';
import { AddressSearch } from './AddressSearch';
import type { AccountSectionProps } from './AppLink';
import { deliveryEstimate } from '../domain/store-text';
import { STORE_RESERVE_ATTRIBUTE } from '@instamg/shared/domain/store-reserve';
import { storeRatingText } from '@instamg/shared/domain/store-rating';

const texts = TEXTS.deliverySelector;

/** The first line: 'Calculating...', 'Delivery in {time}' or 'Not serviceable' (SPEC §2). */
function StatusLine() {
  const status = useLocation(deliveryStatus);
  const store = useLocation((s) => s.selectedStore);
  if (status === 'calculating') return <>{texts.calculating}</>;
  if (status === 'notServiceable') return <>{texts.notServiceable}</>;
  return <>{texts.deliveryIn(store ? deliveryEstimate(store) : texts.noEstimate)}</>;
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
  const addressLine = locationLoading ? texts.detecting : addressDisplayText({ loading: false, coordinates, address });

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
                {Number.isFinite(store.distance_km) ? ` · ${formatDistance(store.distance_km)}` : ''}
              </span>
              <span data-testid="delivery-store-rating">
                {' · '}
                <span aria-hidden>★ </span>
                {storeRatingText(store)}
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
          paper: { sx: { width: LAYOUT.popoverWidthPx, p: 2 }, role: 'dialog', 'aria-label': texts.popoverTitle },
        }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {texts.popoverTitle}
        </Typography>
        {mode === 'search' ? (
          <Stack spacing={1}>
            <Button
              startIcon={<ArrowBack />}
              size="small"
              onClick={() => setMode('list')}
              sx={{ alignSelf: 'flex-start' }}
            >
              {texts.back}
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
              aria-label="Delivery mode"
            >
              <ToggleButton value="express">Express</ToggleButton>
              <ToggleButton value="standard">Standard</ToggleButton>
            </ToggleButtonGroup>
            <Button
              startIcon={<MyLocation />}
              variant="outlined"
              onClick={() => {
                close();
                void actions.useCurrentLocation();
              }}
            >
              {texts.useCurrentLocation}
            </Button>
            <Button startIcon={<Search />} variant="outlined" onClick={() => setMode('search')}>
              {texts.searchForAddress}
            </Button>
            {serviceable && nearbyStores.length > 1 && (
              <>
                <Divider />
                <List dense disablePadding aria-label="Nearby stores" data-testid="nearby-stores">
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
                        secondary={`${formatDistance(nearby.distance_km)} · ★ ${storeRatingText(nearby)}`}
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

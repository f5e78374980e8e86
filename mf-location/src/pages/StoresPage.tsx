import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardMedia,
  Chip,
  CircularProgress,
  Stack,
  Typography,
} from '@instamg/shared/mui';
import { GoogleMap, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import StarRounded from '@mui/icons-material/StarRounded';
import type { Store } from '@instamg/shared/domain/store';
import { displayStore } from '../components/display-store';
import { useLocation, useLocationRuntime } from '../components/LocationProvider';
import { addressText, distanceText, estimateText, ratingLine, useLocationT } from '../i18n/catalogue';
import { useStoresT } from '../i18n/stores';

const MAP_STYLE = { width: '100%', height: 320, borderRadius: 8 };

function StoresMap({ apiKey, stores, onChoose }: { apiKey: string; stores: Store[]; onChoose(store: Store): void }) {
  const t = useLocationT();
  const { isLoaded, loadError } = useJsApiLoader({ googleMapsApiKey: apiKey });
  const coordinates = useLocation((s) => s.coordinates);
  if (loadError) return <Alert severity="error">{t('search.mapsLoadFailed')}</Alert>;
  if (!isLoaded || !coordinates) return null;
  return (
    <GoogleMap
      mapContainerStyle={MAP_STYLE}
      center={{ lat: coordinates.latitude, lng: coordinates.longitude }}
      zoom={13}
    >
      {stores
        .filter((store) => store.latitude !== undefined && store.longitude !== undefined)
        .map((store) => (
          <MarkerF
            key={store.id}
            title={store.name}
            position={{ lat: store.latitude!, lng: store.longitude! }}
            onClick={() => onChoose(store)}
          />
        ))}
    </GoogleMap>
  );
}

function StoreCard({ store, selected, onChoose }: { store: Store; selected: boolean; onChoose(): void }) {
  const t = useLocationT();
  const ts = useStoresT();
  const shown = displayStore(store);
  return (
    <Card
      variant="outlined"
      component="li"
      data-testid="store-card"
      sx={{ display: 'flex', borderColor: selected ? 'primary.main' : undefined }}
    >
      <CardMedia component="img" image={shown.image} alt="" sx={{ width: 120, display: { xs: 'none', sm: 'block' } }} />
      <Box sx={{ flex: 1 }}>
        <CardContent sx={{ pb: 0 }}>
          <Typography variant="h6" component="h2">
            {shown.name}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', my: 0.5 }}>
            <Chip size="small" label={distanceText(t, store.distance_km)} data-testid="store-distance" />
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={t('status.deliveryIn', { time: estimateText(t, store.distance_km) })}
            />
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <StarRounded fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
              <Typography variant="body2">{ratingLine(t, shown)}</Typography>
            </Stack>
          </Stack>
          {shown.address && <Typography variant="body2">{shown.address}</Typography>}
          {shown.hours && (
            <Typography variant="body2" color="text.secondary">
              {shown.hours}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {ts('stores.drugLicence', { number: shown.drug_license_number })}
            {shown.gstin ? ` · ${ts('stores.gstin', { gstin: shown.gstin })}` : ''}
          </Typography>
        </CardContent>
        <CardActions>
          <Button size="small" variant={selected ? 'contained' : 'outlined'} onClick={onChoose} aria-pressed={selected}>
            {selected ? ts('stores.selected') : ts('stores.select')}
          </Button>
        </CardActions>
      </Box>
    </Card>
  );
}

/** /stores "Find Stores": partner pharmacies near the current location, nearest first. */
export function StoresPage() {
  const t = useLocationT();
  const ts = useStoresT();
  const { googleMapsKey } = useLocationRuntime();
  const stores = useLocation((s) => s.nearbyStores);
  const selected = useLocation((s) => s.selectedStore);
  const loading = useLocation((s) => s.locationLoading || s.storesLoading);
  const lookupFailed = useLocation((s) => s.lookupFailed);
  const coordinates = useLocation((s) => s.coordinates);
  const address = useLocation((s) => s.address);
  const selectStore = useLocation((s) => s.selectStore);
  const retry = useLocation((s) => s.retryStoreLookup);
  const choose = (store: Store) => selectStore(store, { toast: true });

  return (
    <Stack spacing={2} sx={{ py: 3 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {ts('stores.title')}
        </Typography>
        <Typography color="text.secondary">{addressText(t, { loading, coordinates, address })}</Typography>
      </Box>
      {googleMapsKey && stores.length > 0 && <StoresMap apiKey={googleMapsKey} stores={stores} onChoose={choose} />}
      {loading && <CircularProgress aria-label={ts('stores.finding')} />}
      {!loading && lookupFailed && <Alert severity="error">{ts('stores.failed')}</Alert>}
      {!loading && coordinates && stores.length === 0 && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void retry()}>
              {ts('stores.retry')}
            </Button>
          }
        >
          {ts('stores.notServiceable')}
        </Alert>
      )}
      <Stack
        component="ul"
        spacing={1.5}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={t('selector.nearbyStores')}
      >
        {stores.map((store) => (
          <StoreCard key={store.id} store={store} selected={store.id === selected?.id} onChoose={() => choose(store)} />
        ))}
      </Stack>
    </Stack>
  );
}

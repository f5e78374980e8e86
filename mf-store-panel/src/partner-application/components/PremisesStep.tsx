import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, IconButton, Stack, TextField, Typography } from '@instamg/shared/mui';
import PlaceIcon from '@mui/icons-material/Place';
import CloseIcon from '@mui/icons-material/Close';
import { LIMITS } from '@instamg/shared/constants';
import { MAX_SHOPFRONT_PHOTOS } from '@instamg/shared/domain/partner/application';
import { PIN_PATTERN } from '@instamg/shared/domain/partner/pin-state';
import { partnerStoresAround, pinCentre } from '../api/premises';
import { storePanelKeys } from '../../api/keys';
import { DocumentUpload } from '../../components/DocumentUpload';
import { readRuntimeConfig } from '@instamg/shared/config';
import { GoogleMapPin } from './GoogleMapPin';
import { PinCanvas } from './PinCanvas';
import { textFieldProps, type StepProps } from './form-fields';
import { usePartnerT } from '../../i18n/partner-catalogue';

/** The pin as numbers when both coordinates read as numbers, else null. */
function pinOf(latitude: string, longitude: string): { latitude: number; longitude: number } | null {
  const lat = Number(latitude.trim());
  const lng = Number(longitude.trim());
  return latitude.trim() !== '' && longitude.trim() !== '' && Number.isFinite(lat) && Number.isFinite(lng)
    ? { latitude: lat, longitude: lng }
    : null;
}

/** Address, PIN, the map pin (coordinates: the PIN's centre from the offline geocoder, then adjusted), coverage, photos. */
export function PremisesStep(props: StepProps) {
  const { form, set, errors } = props;
  const t = usePartnerT();
  const km = LIMITS.storeSearchRadiusKm;
  const centre = useMutation({
    mutationFn: () => pinCentre(form.postal_code.trim()),
    onSuccess: (place) => {
      if (!place) return;
      set('latitude', String(place.latitude));
      set('longitude', String(place.longitude));
    },
  });
  const pin = errors.latitude || errors.longitude ? null : pinOf(form.latitude, form.longitude);
  const coverage = useQuery({
    queryKey: storePanelKeys.partnerApplication.coverage(pin?.latitude.toFixed(4), pin?.longitude.toFixed(4)),
    queryFn: () => partnerStoresAround(pin!.latitude, pin!.longitude),
    enabled: pin !== null,
    staleTime: 60_000,
  });
  const photos = form.shopfront_photo_ids;

  return (
    <Stack>
      <TextField label={t('premises.address')} multiline minRows={2} {...textFieldProps(props, 'address')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <TextField label={t('premises.city')} {...textFieldProps(props, 'city')} />
        <TextField
          label={t('premises.pin')}
          {...textFieldProps(props, 'postal_code')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
      </Stack>

      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('premises.mapPin')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('premises.mapHelp', { km })}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<PlaceIcon />}
        sx={{ alignSelf: 'flex-start', mb: 2 }}
        disabled={!PIN_PATTERN.test(form.postal_code.trim()) || centre.isPending}
        onClick={() => centre.mutate()}
      >
        {t('premises.useCentre')}
      </Button>
      {centre.isSuccess && centre.data === null && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('premises.unknownPin')}
        </Alert>
      )}
      {centre.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {centre.error.message}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <TextField
          label={t('premises.latitude')}
          {...textFieldProps(props, 'latitude')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label={t('premises.longitude')}
          {...textFieldProps(props, 'longitude')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Stack>
      {pin &&
        (() => {
          const onMove = (moved: { latitude: number; longitude: number }) => {
            set('latitude', String(moved.latitude));
            set('longitude', String(moved.longitude));
          };
          const canvas = <PinCanvas pin={pin} onMove={onMove} />;
          // A Google map when the deploy sets a Maps key (as mf-location's address search), else the canvas.
          const mapsKey = readRuntimeConfig().googleMapsKey;
          return mapsKey ? <GoogleMapPin apiKey={mapsKey} pin={pin} onMove={onMove} fallback={canvas} /> : canvas;
        })()}
      {pin && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="coverage-preview">
          {coverage.isPending
            ? t('premises.looking', { km })
            : coverage.isError
              ? t('premises.lookFailed', { km })
              : coverage.data === 0
                ? t('premises.first', { km })
                : t('premises.others', { count: coverage.data, km })}
        </Alert>
      )}

      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('premises.photos')}
      </Typography>
      {photos.map((fileId, index) => (
        <Stack key={fileId} direction="row" sx={{ alignItems: 'flex-start' }}>
          <DocumentUpload
            label={t('premises.photoN', { n: index + 1 })}
            fileId={fileId}
            onUploaded={(replacement) =>
              set(
                'shopfront_photo_ids',
                photos.map((id) => (id === fileId ? replacement : id)),
              )
            }
          />
          <IconButton
            aria-label={t('premises.removePhoto', { n: index + 1 })}
            onClick={() =>
              set(
                'shopfront_photo_ids',
                photos.filter((id) => id !== fileId),
              )
            }
          >
            <CloseIcon />
          </IconButton>
        </Stack>
      ))}
      {photos.length < MAX_SHOPFRONT_PHOTOS && (
        <DocumentUpload
          key={photos.length}
          label={photos.length === 0 ? t('premises.photo') : t('premises.anotherPhoto')}
          fileId=""
          error={errors.shopfront_photo_ids}
          onUploaded={(fileId) => set('shopfront_photo_ids', [...photos, fileId])}
        />
      )}
    </Stack>
  );
}

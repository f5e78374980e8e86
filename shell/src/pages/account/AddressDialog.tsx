import { lazy, Suspense, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import { readRuntimeConfig } from '@instamg/shared/config';
import { cityFromDistrict, isPinCode } from '@instamg/shared/domain/address';
import { errorMessage } from '../../domain/auth/errors';
import type { FieldErrors } from '../../domain/auth/validation';
import { validateAddressForm, type AddressFormValues, type AddressRowData } from './address-form';
import { lookupPin, reverseLookup, type FoundPlace } from './addresses-api';

// Loaded only when a Maps key is configured: no key, no map and no Maps script (issue 22 §5).
const AddressMapPin = lazy(() => import('./AddressMapPin'));

type TextFieldName = Exclude<keyof AddressFormValues, 'is_default' | 'latitude' | 'longitude'>;

const FIELDS: { name: TextFieldName; label: string; required?: boolean }[] = [
  { name: 'name', label: 'Address name (Home, Office…)', required: true },
  { name: 'recipient_name', label: 'Recipient name', required: true },
  { name: 'recipient_phone', label: 'Recipient mobile number', required: true },
  { name: 'postal_code', label: 'PIN code', required: true },
  { name: 'address_line1', label: 'House number and street', required: true },
  { name: 'address_line2', label: 'Area, landmark (optional)' },
  { name: 'city', label: 'City', required: true },
  { name: 'state', label: 'State', required: true },
];

/** Why the browser gave no position, in words a person can act on. */
function geolocationProblem(error: GeolocationPositionError | Error): string {
  if ('code' in error && error.code === 1)
    return "Location permission is off for this site. Allow it in your browser's site settings (the icon beside the address bar), or enter the PIN code.";
  return 'Your location could not be found right now. Enter the PIN code instead.';
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('no geolocation'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: true, timeout: 10_000 });
  });
}

/**
 * Add or edit a saved address like a delivery app (issue 22 §5): the recipient's name and mobile
 * number, a PIN code that fills city and state, "Use my current location", and a map pin when a
 * Maps key is set. The point (latitude, longitude) stays internal: from the PIN or the device.
 */
export function AddressDialog({
  initial,
  title,
  onClose,
  onSave,
}: {
  initial: AddressFormValues;
  title: string;
  onClose(): void;
  onSave(data: AddressRowData): Promise<void>;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof AddressFormValues>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locationNote, setLocationNote] = useState<string | null>(
    initial.latitude !== null ? 'Delivery location set.' : null,
  );
  const [busy, setBusy] = useState(false);
  const [locating, setLocating] = useState(false);
  const mapsKey = useMemo(() => readRuntimeConfig().googleMapsKey, []);
  // The last PIN looked up, so typing the same digits again does not ask twice.
  const lookedUp = useRef<string | null>(initial.postal_code || null);

  const set = (name: keyof AddressFormValues, value: string | boolean) =>
    setValues((current) => ({ ...current, [name]: value }));

  /** Fills what the place tells (city, state, PIN; the area only when empty) and keeps its point. */
  const fill = (place: FoundPlace, fromDevice: boolean) =>
    setValues((current) => ({
      ...current,
      latitude: place.latitude,
      longitude: place.longitude,
      postal_code: place.postal_code || current.postal_code,
      city: place.district ? cityFromDistrict(place.district, place.state) : current.city,
      state: place.state || current.state,
      address_line2: current.address_line2.trim() || !fromDevice ? current.address_line2 : place.locality,
    }));

  const findPin = async (pin: string): Promise<FoundPlace | null> => {
    lookedUp.current = pin;
    setLocationNote('Looking up the PIN code…');
    try {
      const place = await lookupPin(pin);
      if (!place) {
        setLocationNote('We do not know this PIN code. Check it, or use your current location.');
        return null;
      }
      fill(place, false);
      setLocationNote(`City and state filled from PIN ${pin} (${place.locality}).`);
      return place;
    } catch (error) {
      console.warn('[addresses] geocoder unavailable', error);
      setLocationNote('PIN lookup is unavailable right now; enter the city and state yourself.');
      return null;
    }
  };

  const onPinChange = (text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, 6);
    setValues((current) => ({
      ...current,
      postal_code: digits,
      // A new PIN moves the delivery point too; it is looked up again below.
      ...(digits !== lookedUp.current ? { latitude: null, longitude: null } : {}),
    }));
    if (isPinCode(digits) && digits !== lookedUp.current) void findPin(digits);
  };

  const locateDevice = async () => {
    setLocating(true);
    setLocationNote('Finding your location…');
    try {
      const position = await currentPosition();
      const { latitude, longitude } = position.coords;
      const place = await reverseLookup(latitude, longitude);
      if (!place) {
        setLocationNote('Your location is outside the areas we deliver to. Enter the PIN code instead.');
        return;
      }
      lookedUp.current = place.postal_code;
      fill(place, true);
      setLocationNote(`Location set from your device, near ${place.locality}. Add the house number and street.`);
    } catch (error) {
      setLocationNote(geolocationProblem(error as GeolocationPositionError | Error));
    } finally {
      setLocating(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let current = values;
    // No point yet (the PIN was typed while the lookup was unavailable): try once more before saving.
    if (current.latitude === null && isPinCode(current.postal_code)) {
      const place = await findPin(current.postal_code.trim());
      if (place) current = { ...current, latitude: place.latitude, longitude: place.longitude };
    }
    const result = validateAddressForm(current);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    setProblem(null);
    try {
      await onSave(result.data);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate aria-label={title}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Button variant="outlined" onClick={() => void locateDevice()} disabled={locating}>
                Use my current location
              </Button>
              {locationNote && (
                <Typography variant="body2" color="text.secondary" role="status" sx={{ flex: 1, minWidth: 200 }}>
                  {locationNote}
                </Typography>
              )}
            </Stack>
            {mapsKey && values.latitude !== null && values.longitude !== null && (
              <Suspense fallback={null}>
                <AddressMapPin
                  apiKey={mapsKey}
                  position={{ lat: values.latitude, lng: values.longitude }}
                  onMove={(lat, lng) => setValues((current) => ({ ...current, latitude: lat, longitude: lng }))}
                />
              </Suspense>
            )}
            {FIELDS.map((field) => (
              <TextField
                key={field.name}
                label={field.label}
                value={values[field.name]}
                onChange={(event) =>
                  field.name === 'postal_code' ? onPinChange(event.target.value) : set(field.name, event.target.value)
                }
                error={Boolean(errors[field.name])}
                helperText={errors[field.name]}
                required={field.required}
                {...(field.name === 'recipient_phone'
                  ? {
                      type: 'tel',
                      slotProps: {
                        input: { startAdornment: <InputAdornment position="start">+91</InputAdornment> },
                        htmlInput: { inputMode: 'numeric', autoComplete: 'tel-national' },
                      },
                    }
                  : field.name === 'postal_code'
                    ? { slotProps: { htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 6 } } }
                    : {})}
              />
            ))}
            <FormControlLabel
              control={
                <Checkbox checked={values.is_default} onChange={(event) => set('is_default', event.target.checked)} />
              }
              label="Use as my default address"
            />
            {problem && <Alert severity="error">{problem}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save address
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

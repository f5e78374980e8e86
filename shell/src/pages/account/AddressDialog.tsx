import { useState, type FormEvent } from 'react';
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
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import { errorMessage } from '../../domain/auth/errors';
import type { FieldErrors } from '../../domain/auth/validation';
import { validateAddressForm, type AddressFormValues, type AddressRowData } from './address-form';
import { findLocation } from './addresses-api';

const TEXT_FIELDS: { name: Exclude<keyof AddressFormValues, 'is_default'>; label: string; required?: boolean }[] = [
  { name: 'name', label: 'Address name (Home, Office…)', required: true },
  { name: 'address_line1', label: 'House number and street', required: true },
  { name: 'address_line2', label: 'Area, landmark (optional)' },
  { name: 'city', label: 'City', required: true },
  { name: 'state', label: 'State', required: true },
  { name: 'postal_code', label: 'PIN code', required: true },
];

/** Add or edit a saved address; the location can be looked up from the PIN code (geocoder function). */
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
  const [locationNote, setLocationNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (name: keyof AddressFormValues, value: string | boolean) =>
    setValues((current) => ({ ...current, [name]: value }));

  const locate = async () => {
    const query =
      values.postal_code.trim() ||
      [values.address_line2, values.city]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(' ');
    if (query.length < 3) {
      setLocationNote('Enter the PIN code (or area and city) first.');
      return;
    }
    setLocationNote('Finding the location…');
    try {
      const found = await findLocation(query);
      if (!found) {
        setLocationNote('No place found for that; enter the latitude and longitude yourself.');
        return;
      }
      setValues((current) => ({ ...current, latitude: String(found.latitude), longitude: String(found.longitude) }));
      setLocationNote(`Location set from ${found.description}.`);
    } catch (error) {
      console.warn('[addresses] geocoder unavailable', error);
      setLocationNote('Location lookup is unavailable right now; enter the latitude and longitude yourself.');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateAddressForm(values);
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
            {TEXT_FIELDS.map((field) => (
              <TextField
                key={field.name}
                label={field.label}
                value={values[field.name]}
                onChange={(event) => set(field.name, event.target.value)}
                error={Boolean(errors[field.name])}
                helperText={errors[field.name]}
                required={field.required}
              />
            ))}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Latitude"
                value={values.latitude}
                onChange={(event) => set('latitude', event.target.value)}
                error={Boolean(errors.latitude)}
                helperText={errors.latitude}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                fullWidth
              />
              <TextField
                label="Longitude"
                value={values.longitude}
                onChange={(event) => set('longitude', event.target.value)}
                error={Boolean(errors.longitude)}
                helperText={errors.longitude}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                fullWidth
              />
            </Stack>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button variant="outlined" onClick={() => void locate()}>
                Find location from PIN code
              </Button>
              {locationNote && (
                <Typography variant="body2" color="text.secondary" role="status">
                  {locationNote}
                </Typography>
              )}
            </Stack>
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

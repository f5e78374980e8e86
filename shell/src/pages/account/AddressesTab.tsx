import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TEXTS } from '@instamg/shared/constants';
import { formatAddressLine, isAddressUsable, type Address } from '@instamg/shared/domain/address';
import { errorMessage } from '../../auth/errors';
import { useToast } from '@instamg/shared/toast';
import type { FieldErrors } from '../../auth/validation';
import { addressToForm, EMPTY_ADDRESS_FORM, validateAddressForm, type AddressFormValues, type AddressRowData } from './address-form';
import { createAddress, deleteAddress, findLocation, listAddresses, setDefaultAddress, updateAddress } from './addresses-api';

/** Shared with anything else that shows the user's saved addresses. */
export const addressesQueryKey = (userId: string) => ['addresses', userId] as const;

type Editing = { kind: 'new' } | { kind: 'edit'; address: Address } | null;

export function AddressesTab({ userId }: { userId: string }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const addresses = useQuery({ queryKey: addressesQueryKey(userId), queryFn: () => listAddresses(userId) });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  useEffect(() => {
    if (addresses.isError) toast(TEXTS.toast.savedAddressesLoadFailed);
  }, [addresses.isError, toast]);

  const done = () => queryClient.invalidateQueries({ queryKey: addressesQueryKey(userId) });
  const makeDefault = useMutation({
    mutationFn: (id: string) => setDefaultAddress(userId, id),
    onSuccess: done,
    onError: (error) => setActionError(errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteAddress(id),
    onSuccess: async () => {
      setDeleting(null);
      await done();
    },
    onError: (error) => setActionError(errorMessage(error)),
  });

  if (addresses.isPending) {
    return (
      <Stack spacing={2} aria-label="Loading addresses">
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={96} />
      </Stack>
    );
  }
  const list = addresses.data ?? [];

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {TEXTS.deliverySelector.savedAddresses}
        </Typography>
        <Button variant="contained" onClick={() => setEditing({ kind: 'new' })}>
          Add New Address
        </Button>
      </Stack>
      {actionError && (
        <Alert severity="error" onClose={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      {addresses.isError && <Alert severity="error">{TEXTS.toast.savedAddressesLoadFailed.description}</Alert>}
      {!addresses.isError && list.length === 0 && <Typography color="text.secondary">You have no saved addresses yet.</Typography>}
      {list.map((address) => (
        <Card key={address.id} variant="outlined" component="article" aria-label={address.name}>
          <CardContent sx={{ pb: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
              <Typography sx={{ fontWeight: 600 }}>{address.name}</Typography>
              {address.is_default && <Chip size="small" color="primary" label="Default" />}
            </Stack>
            <Typography color="text.secondary">{formatAddressLine(address)}</Typography>
            {!isAddressUsable(address) && (
              <Typography color="warning.main" variant="body2" sx={{ mt: 0.5 }}>
                {TEXTS.deliverySelector.addressNeedsLocation}
              </Typography>
            )}
          </CardContent>
          <CardActions>
            <Button size="small" onClick={() => setEditing({ kind: 'edit', address })}>
              Edit
            </Button>
            {!address.is_default && (
              <Button size="small" onClick={() => makeDefault.mutate(address.id)} disabled={makeDefault.isPending}>
                Set as default
              </Button>
            )}
            <Button size="small" color="error" onClick={() => setDeleting(address)}>
              Delete
            </Button>
          </CardActions>
        </Card>
      ))}

      {editing && (
        <AddressDialog
          initial={editing.kind === 'edit' ? addressToForm(editing.address) : { ...EMPTY_ADDRESS_FORM, is_default: list.length === 0 }}
          title={editing.kind === 'edit' ? 'Edit address' : 'Add New Address'}
          onClose={() => setEditing(null)}
          onSave={async (data) => {
            if (editing.kind === 'edit') await updateAddress(userId, editing.address.id, data);
            else await createAddress(userId, data);
            setEditing(null);
            await done();
          }}
        />
      )}

      <Dialog open={deleting !== null} onClose={() => setDeleting(null)}>
        <DialogTitle>Delete this address?</DialogTitle>
        <DialogContent>
          <Typography>{deleting ? `${deleting.name}: ${formatAddressLine(deleting)}` : ''}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Keep it</Button>
          <Button color="error" variant="contained" disabled={remove.isPending} onClick={() => deleting && remove.mutate(deleting.id)}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

const TEXT_FIELDS: { name: Exclude<keyof AddressFormValues, 'is_default'>; label: string; required?: boolean }[] = [
  { name: 'name', label: 'Address name (Home, Office…)', required: true },
  { name: 'address_line1', label: 'House number and street', required: true },
  { name: 'address_line2', label: 'Area, landmark (optional)' },
  { name: 'city', label: 'City', required: true },
  { name: 'state', label: 'State', required: true },
  { name: 'postal_code', label: 'PIN code', required: true },
];

function AddressDialog({
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

  const set = (name: keyof AddressFormValues, value: string | boolean) => setValues((current) => ({ ...current, [name]: value }));

  const locate = async () => {
    const query = values.postal_code.trim() || [values.address_line2, values.city].map((part) => part.trim()).filter(Boolean).join(' ');
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
              control={<Checkbox checked={values.is_default} onChange={(event) => set('is_default', event.target.checked)} />}
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

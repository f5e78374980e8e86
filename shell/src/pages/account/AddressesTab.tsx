import { useEffect, useState } from 'react';
import { Alert, Button, Card, CardActions, CardContent, Chip, Skeleton, Stack, Typography } from '@instamg/shared/mui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedAddressesKey, useSavedAddresses } from '@instamg/shared/api/saved-addresses';
import { TEXTS } from '@instamg/shared/constants';
import { formatAddressLine, isAddressUsable, localMobileDigits, type Address } from '@instamg/shared/domain/address';
import { useNavigate, useSearchParams } from '@instamg/shared/router';
import { useToast } from '@instamg/shared/toast';
import { errorMessage } from '../../domain/auth/errors';
import { addressToForm, EMPTY_ADDRESS_FORM } from './address-form';
import { createAddress, deleteAddress, setDefaultAddress, updateAddress } from './addresses-api';
import { safeReturnPath } from './account-tabs';
import { AddressDialog } from './AddressDialog';
import { DeleteAddressDialog } from './DeleteAddressDialog';

type Editing = { kind: 'new' } | { kind: 'edit'; address: Address } | null;

/** A new address starts with the account's name and mobile number as the recipient's (issue 22 §5). */
export function AddressesTab({
  userId,
  recipient = { name: '', phone: '' },
}: {
  userId: string;
  recipient?: { name: string; phone: string };
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  // The shared reader: checkout and the delivery selector read the same list (ADR 0004).
  const addresses = useSavedAddresses(userId);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Checkout's "Add address" lands here with ?new=1&return=/checkout and goes back with the new id.
  const returnTo = safeReturnPath(params.get('return'));
  const [editing, setEditing] = useState<Editing>(() => (params.get('new') === '1' ? { kind: 'new' } : null));
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  useEffect(() => {
    if (addresses.isError) toast(TEXTS.toast.savedAddressesLoadFailed);
  }, [addresses.isError, toast]);

  const done = () => queryClient.invalidateQueries({ queryKey: savedAddressesKey(userId) });
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
      <Stack spacing={2} role="group" aria-label="Loading addresses">
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
      {!addresses.isError && list.length === 0 && (
        <Typography color="text.secondary">You have no saved addresses yet.</Typography>
      )}
      {list.map((address) => (
        <Card key={address.id} variant="outlined" component="article" aria-label={address.name}>
          <CardContent sx={{ pb: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
              <Typography sx={{ fontWeight: 600 }}>{address.name}</Typography>
              {address.is_default && <Chip size="small" color="primary" label="Default" />}
            </Stack>
            <Typography color="text.secondary">{formatAddressLine(address)}</Typography>
            {address.recipient_name && (
              <Typography color="text.secondary" variant="body2">
                {`Deliver to ${address.recipient_name}${address.recipient_phone ? `, ${address.recipient_phone}` : ''}`}
              </Typography>
            )}
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
          initial={
            editing.kind === 'edit'
              ? addressToForm(editing.address)
              : {
                  ...EMPTY_ADDRESS_FORM,
                  recipient_name: recipient.name,
                  recipient_phone: localMobileDigits(recipient.phone),
                  is_default: list.length === 0,
                }
          }
          title={editing.kind === 'edit' ? 'Edit address' : 'Add New Address'}
          onClose={() => setEditing(null)}
          onSave={async (data) => {
            if (editing.kind === 'edit') await updateAddress(userId, editing.address.id, data);
            else {
              const id = await createAddress(userId, data);
              if (returnTo) {
                await done();
                navigate(`${returnTo}?address=${encodeURIComponent(id)}`);
                return;
              }
            }
            setEditing(null);
            await done();
          }}
        />
      )}

      <DeleteAddressDialog
        address={deleting}
        deleting={remove.isPending}
        onKeep={() => setDeleting(null)}
        onDelete={(address) => remove.mutate(address.id)}
      />
    </Stack>
  );
}

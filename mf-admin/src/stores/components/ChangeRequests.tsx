import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@instamg/shared/mui';
import { STORE_FIELD_LABELS, type LicenceChange } from '@instamg/shared/domain/store-admin';
import { adminKeys } from '../../api/keys';
import { decideChange, fetchChangeRequests, type ChangeRequestRow } from '../api/stores';

function Request({ request, storeId }: { request: ChangeRequestRow; storeId: string }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') => decideChange(request.$id, decision, note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.stores.detail(storeId) }),
  });
  const changes = JSON.parse(request.changes) as LicenceChange;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} aria-label="Licence change request" component="article">
      <Typography variant="body2" color="text.secondary">
        Asked by {request.requested_by} on {new Date(request.$createdAt).toLocaleDateString('en-IN')}
      </Typography>
      {Object.entries(changes).map(([field, value]) => (
        <Typography key={field} variant="body2">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {STORE_FIELD_LABELS[field as keyof LicenceChange]}:{' '}
          </Box>
          {value}
        </Typography>
      ))}
      {decide.isError && (
        <Alert severity="error" sx={{ my: 1 }}>
          {decide.error.message}
        </Alert>
      )}
      <TextField
        size="small"
        fullWidth
        label="Note to the store"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        sx={{ my: 1 }}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={decide.isPending} onClick={() => decide.mutate('approve')}>
          Approve change
        </Button>
        <Button color="error" disabled={decide.isPending || note.trim() === ''} onClick={() => decide.mutate('reject')}>
          Reject change
        </Button>
      </Stack>
    </Paper>
  );
}

/** A store's pending requests to change its licences; approving writes them to the store (store-admin). */
export function ChangeRequests({ storeId }: { storeId: string }) {
  const requests = useQuery({
    queryKey: adminKeys.stores.facts(storeId, 'change-requests'),
    queryFn: () => fetchChangeRequests(storeId),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Licence change requests">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Licence change requests
      </Typography>
      {requests.isError && <Alert severity="error">The requests could not be loaded.</Alert>}
      {requests.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No requests waiting.
        </Typography>
      )}
      <Stack spacing={1}>
        {requests.data?.map((request) => (
          <Request key={request.$id} request={request} storeId={storeId} />
        ))}
      </Stack>
    </Paper>
  );
}

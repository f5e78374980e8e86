import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Link, Paper, Stack, TextField, Typography } from '@instamg/shared/mui';
import { STORE_FIELD_LABELS, type LicenceChange } from '@instamg/shared/domain/store-admin';
import { adminKeys } from '../../api/keys';
import {
  decideChange,
  documentViewUrl,
  fetchBankAccount,
  fetchChangeRequests,
  type ChangeRequestRow,
} from '../api/stores';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {value}
    </Typography>
  );
}

/** A licence request's new numbers and dates, and the scan when the store attached one. */
function LicenceChanges({ changes }: { changes: LicenceChange & { document_id?: string } }) {
  const { document_id, ...fields } = changes;
  return (
    <>
      {Object.entries(fields).map(([field, value]) => (
        <Line key={field} label={STORE_FIELD_LABELS[field as keyof LicenceChange]} value={String(value)} />
      ))}
      {document_id && (
        <Link href={documentViewUrl(document_id)} target="_blank" rel="noopener" variant="body2">
          View the new licence’s scan
        </Link>
      )}
    </>
  );
}

/** A bank request: the new account in full (admins read store_bank_accounts) to check against the cheque. */
function BankChanges({ request }: { request: ChangeRequestRow }) {
  const account = useQuery({
    queryKey: adminKeys.stores.bank(request.store_id, request.$id),
    queryFn: () => fetchBankAccount(request.$id),
  });
  const changes = JSON.parse(request.changes) as { cheque_document_id?: string };
  if (account.isError) return <Alert severity="error">The new account could not be loaded.</Alert>;
  if (!account.data) return null;
  return (
    <>
      <Line label="Account holder" value={account.data.account_holder} />
      <Line label="Account number" value={account.data.account_number} />
      <Line
        label="IFSC"
        value={`${account.data.ifsc}${account.data.bank_name ? ` (${account.data.bank_name})` : ''}`}
      />
      {changes.cheque_document_id && (
        <Link href={documentViewUrl(changes.cheque_document_id)} target="_blank" rel="noopener" variant="body2">
          View the cancelled cheque
        </Link>
      )}
    </>
  );
}

function Request({ request, storeId }: { request: ChangeRequestRow; storeId: string }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') => decideChange(request.$id, decision, note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.stores.detail(storeId) }),
  });
  const kind = request.kind === 'bank' ? 'Bank account' : 'Licence';
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} aria-label={`${kind} change request`} component="article">
      <Typography variant="body2" color="text.secondary">
        {kind} change asked by {request.requested_by} on {new Date(request.$createdAt).toLocaleDateString('en-IN')}
      </Typography>
      {request.kind === 'bank' ? (
        <BankChanges request={request} />
      ) : (
        <LicenceChanges changes={JSON.parse(request.changes) as LicenceChange} />
      )}
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

/** The store's payout account in force, masked (the full number is in each request being checked). */
function BankInForce({ storeId }: { storeId: string }) {
  const account = useQuery({
    queryKey: adminKeys.stores.bank(storeId, storeId),
    queryFn: () => fetchBankAccount(storeId),
  });
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        Payout account
      </Typography>
      {account.isError && <Alert severity="error">The payout account could not be loaded.</Alert>}
      {account.data === null && (
        <Typography variant="body2" color="text.secondary">
          No payout account yet.
        </Typography>
      )}
      {account.data && (
        <>
          <Line label="Account holder" value={account.data.account_holder} />
          <Line label="Account number" value={account.data.account_masked} />
          <Line label="IFSC" value={account.data.ifsc} />
          <Line label="Verified" value={account.data.verified ? 'Yes' : 'No'} />
        </>
      )}
    </Box>
  );
}

/**
 * A store's payout account and its pending licence and bank change requests; approving writes
 * them to the store (store-admin: licence columns, or the account in force in both bank tables).
 */
export function ChangeRequests({ storeId }: { storeId: string }) {
  const requests = useQuery({
    queryKey: adminKeys.stores.facts(storeId, 'change-requests'),
    queryFn: () => fetchChangeRequests(storeId),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Change requests">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Bank account and change requests
      </Typography>
      <BankInForce storeId={storeId} />
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

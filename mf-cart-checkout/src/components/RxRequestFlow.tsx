import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import DeleteOutlineIcon from '@mui/icons-material/Delete';
import { useSearchParams } from '@instamg/shared/router';
import { DECLINE_REASONS, customerMayCancel } from '@instamg/shared/domain/rx-request';
import { RX_REQUEST_STATUS_MEANINGS } from '@instamg/shared/domain/rx-request-status';
import { roundAmount } from '@instamg/shared/domain/money';
import { PRESCRIPTION_ACCEPT, prescriptionFileProblem } from '../domain/prescription-file';
import { useSavedAddresses } from '../api/hooks';
import { orderKeys } from '../api/keys';
import { cancelRxRequest, checkoutRxRequest, getRxRequest, submitRxRequest } from '../api/rx-requests-api';
import { startPayment } from '../api/start-payment';
import { Money } from './Money';

const REQUEST_PARAM = 'request';

/**
 * Order with a prescription only (issue 36 §1): photos or PDFs, the delivery address and a note go
 * to the nearest pharmacy with a pharmacist; the page then follows the request (`?request=<id>`).
 */
export function RxRequestFlow() {
  const [params, setParams] = useSearchParams();
  const id = params.get(REQUEST_PARAM);
  return id ? (
    <RxRequestStatus id={id} onRestart={() => setParams({})} />
  ) : (
    <RxRequestForm onSubmitted={(requestId) => setParams({ [REQUEST_PARAM]: requestId })} />
  );
}

function RxRequestForm({ onSubmitted }: { onSubmitted: (id: string) => void }) {
  const addresses = useSavedAddresses();
  const [files, setFiles] = useState<File[]>([]);
  const [addressId, setAddressId] = useState('');
  const [note, setNote] = useState('');
  const problem = files.map(prescriptionFileProblem).find(Boolean) ?? null;
  const chosenAddress = addressId || addresses.data?.[0]?.id || '';
  const submit = useMutation({
    mutationFn: () => submitRxRequest(files, chosenAddress, note.trim()),
    onSuccess: (request) => onSubmitted(request.$id),
  });
  return (
    <Stack
      spacing={1.5}
      component="form"
      aria-label="Order with a prescription"
      onSubmit={(e) => {
        e.preventDefault();
        if (files.length && !problem && chosenAddress) submit.mutate();
      }}
    >
      <Typography variant="body2" color="text.secondary">
        Send a photo of your prescription: a pharmacist of the nearest pharmacy reads it and sends you a priced cart.
        Only you and that pharmacy’s pharmacist can see it.
      </Typography>
      <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
        Choose photos or PDFs
        <input
          hidden
          multiple
          type="file"
          accept={PRESCRIPTION_ACCEPT}
          aria-label="Prescription photos"
          onChange={(e) => setFiles(Array.from(e.target.files ?? []).slice(0, 5))}
        />
      </Button>
      {files.length > 0 && <Typography variant="body2">{files.map((f) => f.name).join(', ')}</Typography>}
      {problem && <Alert severity="error">{problem}</Alert>}
      <TextField
        select
        size="small"
        label="Deliver to"
        value={chosenAddress}
        onChange={(e) => setAddressId(e.target.value)}
        sx={{ maxWidth: 420 }}
      >
        {(addresses.data ?? []).map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {a.name ? `${a.name}: ` : ''}
            {a.address_line1}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Your note (optional)"
        placeholder="all medicines, 1 month"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      {submit.isError && <Alert severity="error">{submit.error.message}</Alert>}
      <Button
        type="submit"
        variant="contained"
        disabled={!files.length || !!problem || !chosenAddress || submit.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {submit.isPending ? 'Sending…' : 'Send to a pharmacist'}
      </Button>
    </Stack>
  );
}

function RxRequestStatus({ id, onRestart }: { id: string; onRestart: () => void }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: orderKeys.rxRequest(id),
    queryFn: () => getRxRequest(id),
    // "Being read by a pharmacist" stays live until the cart or the decline arrives.
    refetchInterval: (q) => (q.state.data && customerMayCancel(q.state.data.request.state) ? 3000 : false),
  });
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const refresh = () => queryClient.invalidateQueries({ queryKey: orderKeys.rxRequest(id) });
  const cancel = useMutation({ mutationFn: () => cancelRxRequest(id), onSuccess: refresh });
  const pay = useMutation({
    mutationFn: async (lines: { product_id: string; quantity: number }[]) => {
      const { order } = await checkoutRxRequest(id, lines);
      await startPayment(order.$id);
    },
  });
  if (query.isPending) return <CircularProgress aria-label="Loading" />;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  const { request, lines } = query.data;
  const kept = lines.filter((l) => !removed.has(l.$id));
  const total = roundAmount(kept.reduce((sum, l) => sum + l.unit_price * l.quantity, 0));

  // What each state says and allows is the one status table (shared/src/domain/rx-request-status.ts).
  const meaning = RX_REQUEST_STATUS_MEANINGS[request.state];
  if (customerMayCancel(request.state))
    return (
      <Stack spacing={1.5} aria-live="polite">
        <Typography variant="h2" sx={{ fontSize: 20 }}>
          {meaning.customerLabel}
        </Typography>
        <Typography>
          {request.store_name ? `${request.store_name} has your prescription. ` : ''}
          {meaning.customerMessage}
        </Typography>
        {cancel.isError && <Alert severity="error">{cancel.error.message}</Alert>}
        <Button
          variant="outlined"
          onClick={() => cancel.mutate()}
          disabled={cancel.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Cancel request
        </Button>
      </Stack>
    );
  if (request.state === 'priced')
    return (
      <Stack spacing={1.5}>
        <Typography variant="h2" sx={{ fontSize: 20 }}>
          {meaning.customerLabel}
        </Typography>
        <Typography variant="body2">{meaning.customerMessage}</Typography>
        <Typography variant="body2" data-testid="rx-pharmacist">
          Prepared by {request.pharmacist_name} (registration {request.pharmacist_registration}), {request.store_name}
        </Typography>
        <List dense aria-label="Priced cart">
          {kept.map((line) => (
            <ListItem
              key={line.$id}
              secondaryAction={
                kept.length > 1 ? (
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${line.product_name}`}
                    onClick={() => setRemoved(new Set([...removed, line.$id]))}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                ) : null
              }
            >
              <ListItemText
                primary={`${line.product_name} × ${line.quantity}`}
                secondary={<Money amount={roundAmount(line.unit_price * line.quantity)} />}
              />
            </ListItem>
          ))}
        </List>
        <Typography>
          Items total: <Money amount={total} />
        </Typography>
        {pay.isError && <Alert severity="error">{pay.error.message}</Alert>}
        <Button
          variant="contained"
          disabled={pay.isPending || kept.length === 0}
          onClick={() => pay.mutate(kept.map((l) => ({ product_id: l.product_id, quantity: l.quantity })))}
          sx={{ alignSelf: 'flex-start' }}
        >
          {pay.isPending ? 'Placing your order…' : 'Pay'}
        </Button>
      </Stack>
    );
  const text =
    request.state === 'declined' && request.decline_reason
      ? `${DECLINE_REASONS[request.decline_reason]} You can upload a new prescription.`
      : meaning.customerMessage;
  return (
    <Stack spacing={1.5}>
      <Alert severity={request.state === 'ordered' ? 'success' : 'info'}>
        <strong>{meaning.customerLabel}.</strong> {text}
      </Alert>
      <Button variant="outlined" onClick={onRestart} sx={{ alignSelf: 'flex-start' }}>
        Send another prescription
      </Button>
    </Stack>
  );
}

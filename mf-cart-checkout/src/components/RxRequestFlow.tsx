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
import { customerMayCancel } from '@instamg/shared/domain/rx-request';
import { roundAmount } from '@instamg/shared/domain/money';
import { PRESCRIPTION_ACCEPT, prescriptionFileProblem } from '../domain/prescription-file';
import { useSavedAddresses } from '../api/hooks';
import { orderKeys } from '../api/keys';
import { cancelRxRequest, checkoutRxRequest, getRxRequest, submitRxRequest } from '../api/rx-requests-api';
import { startPayment } from '../api/start-payment';
import { Money } from './Money';
import { declineReasonText, rxStateText, useRxT } from '../i18n/rx-catalogue';

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
  const t = useRxT();
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
      aria-label={t('request.form')}
      onSubmit={(e) => {
        e.preventDefault();
        if (files.length && !problem && chosenAddress) submit.mutate();
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('request.intro')}
      </Typography>
      <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
        {t('request.choose')}
        <input
          hidden
          multiple
          type="file"
          accept={PRESCRIPTION_ACCEPT}
          aria-label={t('request.photos')}
          onChange={(e) => setFiles(Array.from(e.target.files ?? []).slice(0, 5))}
        />
      </Button>
      {files.length > 0 && <Typography variant="body2">{files.map((f) => f.name).join(', ')}</Typography>}
      {problem && <Alert severity="error">{problem}</Alert>}
      <TextField
        select
        size="small"
        label={t('request.deliverTo')}
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
        label={t('request.note')}
        placeholder={t('request.notePlaceholder')}
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
        {submit.isPending ? t('request.sending') : t('request.send')}
      </Button>
    </Stack>
  );
}

function RxRequestStatus({ id, onRestart }: { id: string; onRestart: () => void }) {
  const t = useRxT();
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
  if (query.isPending) return <CircularProgress aria-label={t('request.loading')} />;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  const { request, lines } = query.data;
  const kept = lines.filter((l) => !removed.has(l.$id));
  const total = roundAmount(kept.reduce((sum, l) => sum + l.unit_price * l.quantity, 0));

  // What each state says and allows is the one status table (shared/src/domain/rx-request-status.ts).
  const meaning = rxStateText(t, request.state);
  if (customerMayCancel(request.state))
    return (
      <Stack spacing={1.5} aria-live="polite">
        <Typography variant="h2" sx={{ fontSize: 20 }}>
          {meaning.label}
        </Typography>
        <Typography>
          {request.store_name ? `${t('request.storeHas', { store: request.store_name })} ` : ''}
          {meaning.message}
        </Typography>
        {cancel.isError && <Alert severity="error">{cancel.error.message}</Alert>}
        <Button
          variant="outlined"
          onClick={() => cancel.mutate()}
          disabled={cancel.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('request.cancel')}
        </Button>
      </Stack>
    );
  if (request.state === 'priced')
    return (
      <Stack spacing={1.5}>
        <Typography variant="h2" sx={{ fontSize: 20 }}>
          {meaning.label}
        </Typography>
        <Typography variant="body2">{meaning.message}</Typography>
        <Typography variant="body2" data-testid="rx-pharmacist">
          {t('request.preparedBy', {
            name: request.pharmacist_name ?? '',
            registration: request.pharmacist_registration ?? '',
            store: request.store_name ?? '',
          })}
        </Typography>
        <List dense aria-label={t('request.pricedCart')}>
          {kept.map((line) => (
            <ListItem
              key={line.$id}
              secondaryAction={
                kept.length > 1 ? (
                  <IconButton
                    edge="end"
                    aria-label={t('request.remove', { name: line.product_name })}
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
          {t('request.total')} <Money amount={total} />
        </Typography>
        {pay.isError && <Alert severity="error">{pay.error.message}</Alert>}
        <Button
          variant="contained"
          disabled={pay.isPending || kept.length === 0}
          onClick={() => pay.mutate(kept.map((l) => ({ product_id: l.product_id, quantity: l.quantity })))}
          sx={{ alignSelf: 'flex-start' }}
        >
          {pay.isPending ? t('request.placing') : t('request.pay')}
        </Button>
      </Stack>
    );
  const text =
    request.state === 'declined' && request.decline_reason
      ? `${declineReasonText(t, request.decline_reason)} ${t('request.uploadNew')}`
      : meaning.message;
  return (
    <Stack spacing={1.5}>
      <Alert severity={request.state === 'ordered' ? 'success' : 'info'}>
        <strong>{t('request.outcomeLabel', { label: meaning.label })}</strong> {text}
      </Alert>
      <Button variant="outlined" onClick={onRestart} sx={{ alignSelf: 'flex-start' }}>
        {t('request.another')}
      </Button>
    </Stack>
  );
}

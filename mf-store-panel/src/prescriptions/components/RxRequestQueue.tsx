import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  List,
  ListItemButton,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import type { RxRequestsRow } from '@instamg/shared/appwrite/rows';
import {
  DECLINE_REASONS,
  cheaperSameSalt,
  isDeclineReason,
  type StockedOption,
} from '@instamg/shared/domain/rx-request';
import {
  RX_REQUEST_STATUS_MEANINGS,
  RX_REQUEST_TAB_LABELS,
  type RxRequestTab,
} from '@instamg/shared/domain/rx-request-status';
import { formatDate, useLocale } from '@instamg/shared/i18n';
import { declineReasonText, requestStateText, requestTabText, useRxT } from '../../i18n/rx-catalogue';
import type { StoreMembership } from '../../domain/store-membership';
import { useRxRequestAction, useRxRequestFile, useRxRequests, useRxWaiting, useStockSearch } from '../api/rx-requests';

type Option = StockedOption & { name: string };
interface Line {
  option: Option;
  quantity: number;
  substitute_of: string | null;
}

/**
 * Prescription-photo requests at the store (issue 36 §1): the pharmacist reads the image (zoom,
 * rotate), adds lines from the store's stock by name or salt (a cheaper same-salt option shown
 * with its saving), records the prescriber and the date, and sends the priced cart or declines.
 * Staff who are not the pharmacist see only how many requests wait.
 */
export function RxRequestQueue({ store }: { store: StoreMembership }) {
  const t = useRxT();
  const locale = useLocale();
  const waiting = useRxWaiting(store.storeId);
  const [tab, setTab] = useState<RxRequestTab>('waiting');
  const requests = useRxRequests(store.storeId, store.isPharmacist, tab);
  const [chosen, setChosen] = useState<string | null>(null);
  if (!store.isPharmacist)
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {t('req.staffWaiting', { count: waiting.data ?? 0 })}
      </Alert>
    );
  const current = requests.data?.find((r) => r.$id === chosen) ?? requests.data?.[0] ?? null;
  return (
    <Box sx={{ mt: 2 }}>
      <Tabs value={tab} onChange={(_, value: RxRequestTab) => setTab(value)} aria-label={t('req.tabs')}>
        {(Object.keys(RX_REQUEST_TAB_LABELS) as RxRequestTab[]).map((value) => (
          <Tab key={value} value={value} label={requestTabText(t, value)} />
        ))}
      </Tabs>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <List dense aria-label={t('req.list')} sx={{ minWidth: 220 }}>
          {(requests.data ?? []).map((r) => (
            <ListItemButton key={r.$id} selected={r.$id === current?.$id} onClick={() => setChosen(r.$id)}>
              <ListItemText
                primary={r.note || t('req.untitled')}
                // English as before (the browser's time format); Hindi in India's time with Hindi words.
                secondary={`${requestStateText(t, r.state)} · ${
                  locale === 'en-IN'
                    ? new Date(r.submitted_at).toLocaleTimeString()
                    : formatDate(new Date(r.submitted_at), locale, { timeStyle: 'short' })
                }`}
              />
            </ListItemButton>
          ))}
          {requests.data?.length === 0 && <Typography color="text.secondary">{t('req.none')}</Typography>}
        </List>
        {current &&
          (RX_REQUEST_STATUS_MEANINGS[current.state].tab === 'waiting' ? (
            <RxRequestEditor key={current.$id} store={store} request={current} />
          ) : (
            <RxRequestSummary request={current} />
          ))}
      </Stack>
    </Box>
  );
}

/** A request that is no longer to read: what happened to it, read-only. */
function RxRequestSummary({ request }: { request: RxRequestsRow }) {
  const t = useRxT();
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
      <Typography variant="h3" sx={{ fontSize: 18 }}>
        {requestStateText(t, request.state)}
      </Typography>
      {request.pharmacist_name && (
        <Typography variant="body2">
          {t('req.by', { name: request.pharmacist_name, registration: request.pharmacist_registration ?? '' })}
        </Typography>
      )}
      {request.state === 'declined' && isDeclineReason(request.decline_reason) && (
        <Typography variant="body2">{declineReasonText(t, request.decline_reason)}</Typography>
      )}
    </Paper>
  );
}

function RxImage({ fileId }: { fileId: string }) {
  const t = useRxT();
  const file = useRxRequestFile(fileId);
  const [zoom, setZoom] = useState(1);
  const [turn, setTurn] = useState(0);
  const url = file.data?.url;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (file.isError) return <Alert severity="warning">{t('img.failed')}</Alert>;
  if (!file.data) return <Typography>{t('img.loading')}</Typography>;
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setZoom((z) => Math.min(4, z + 0.5))}>
          {t('img.zoomIn')}
        </Button>
        <Button size="small" onClick={() => setZoom((z) => Math.max(1, z - 0.5))}>
          {t('img.zoomOut')}
        </Button>
        <Button size="small" onClick={() => setTurn((d) => (d + 90) % 360)}>
          {t('img.rotate')}
        </Button>
      </Stack>
      <Box sx={{ overflow: 'auto', maxHeight: 520, border: 1, borderColor: 'divider' }}>
        {file.data.mimeType === 'application/pdf' ? (
          <Box
            component="iframe"
            title={t('img.title')}
            src={file.data.url}
            sx={{ width: '100%', height: 500, border: 0 }}
          />
        ) : (
          <Box
            component="img"
            src={file.data.url}
            alt={t('img.title')}
            sx={{ width: `${zoom * 100}%`, transform: `rotate(${turn}deg)`, transformOrigin: 'center' }}
          />
        )}
      </Box>
    </Box>
  );
}

function RxRequestEditor({ store, request }: { store: StoreMembership; request: RxRequestsRow }) {
  const t = useRxT();
  const [term, setTerm] = useState('');
  const stock = useStockSearch(store.storeId, term);
  const [lines, setLines] = useState<Line[]>([]);
  const [prescriber, setPrescriber] = useState({ name: '', registration: '', issued_on: '', patient: '' });
  const [reason, setReason] = useState('');
  const act = useRxRequestAction(store.storeId, request.$id);
  const options = (stock.data ?? []) as Option[];
  const hasH1 = lines.some((l) => l.option.schedule === 'H1');
  const add = (option: Option, substitute_of: string | null = null) =>
    setLines((ls) => [...ls.filter((l) => l.option.$id !== option.$id), { option, quantity: 1, substitute_of }]);
  const send = () =>
    act.mutate({
      action: 'price',
      lines: lines.map((l) => ({ product_id: l.option.$id, quantity: l.quantity, substitute_of: l.substitute_of })),
      prescriber_name: prescriber.name,
      prescriber_registration: prescriber.registration,
      issued_on: prescriber.issued_on,
      ...(prescriber.patient.trim() ? { patient_name: prescriber.patient } : {}),
    });
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ flex: 1 }}>
      <Box sx={{ flex: 1 }}>
        {request.note && <Typography sx={{ mb: 1 }}>{t('req.note', { note: request.note })}</Typography>}
        {request.file_ids.map((id) => (
          <RxImage key={id} fileId={id} />
        ))}
      </Box>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Stack spacing={1.5}>
          <TextField size="small" label={t('req.search')} value={term} onChange={(e) => setTerm(e.target.value)} />
          <List dense aria-label={t('req.stock')}>
            {options.map((o) => (
              <ListItemButton key={o.$id} onClick={() => add(o)}>
                <ListItemText
                  primary={o.name}
                  secondary={t('req.option', { price: String(o.price), stock: String(o.stock) })}
                />
              </ListItemButton>
            ))}
          </List>
          <Typography variant="subtitle2">{t('req.cart')}</Typography>
          {lines.map((l) => {
            const cheaper = cheaperSameSalt(l.option, options, l.quantity)[0];
            return (
              <Stack key={l.option.$id} spacing={0.5}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography sx={{ flex: 1 }}>{l.option.name}</Typography>
                  <TextField
                    size="small"
                    type="number"
                    label={t('req.quantity')}
                    value={l.quantity}
                    onChange={(e) =>
                      setLines((ls) =>
                        ls.map((x) =>
                          x.option.$id === l.option.$id
                            ? { ...x, quantity: Math.max(1, Number(e.target.value) || 1) }
                            : x,
                        ),
                      )
                    }
                    sx={{ width: 100 }}
                  />
                  <Button
                    size="small"
                    onClick={() => setLines((ls) => ls.filter((x) => x.option.$id !== l.option.$id))}
                  >
                    {t('req.remove')}
                  </Button>
                </Stack>
                {cheaper && (
                  <Button
                    size="small"
                    sx={{ alignSelf: 'flex-start' }}
                    onClick={() => {
                      setLines((ls) => ls.filter((x) => x.option.$id !== l.option.$id));
                      add(cheaper.option as Option, l.option.$id);
                    }}
                  >
                    {t('req.cheaper', { name: (cheaper.option as Option).name, saving: String(cheaper.saving) })}
                  </Button>
                )}
              </Stack>
            );
          })}
          <TextField
            size="small"
            label={hasH1 ? t('req.patientH1') : t('req.patient')}
            required={hasH1}
            value={prescriber.patient}
            onChange={(e) => setPrescriber({ ...prescriber, patient: e.target.value })}
          />
          <TextField
            size="small"
            label={t('req.prescriber')}
            value={prescriber.name}
            onChange={(e) => setPrescriber({ ...prescriber, name: e.target.value })}
          />
          <TextField
            size="small"
            label={t('req.registration')}
            value={prescriber.registration}
            onChange={(e) => setPrescriber({ ...prescriber, registration: e.target.value })}
          />
          <TextField
            size="small"
            type="date"
            label={t('req.date')}
            value={prescriber.issued_on}
            onChange={(e) => setPrescriber({ ...prescriber, issued_on: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {act.isError && <Alert severity="error">{act.error.message}</Alert>}
          <Button
            variant="contained"
            disabled={
              act.isPending ||
              lines.length === 0 ||
              !prescriber.name ||
              !prescriber.registration ||
              !prescriber.issued_on
            }
            onClick={send}
          >
            {t('req.send')}
          </Button>
          <Stack direction="row" spacing={1}>
            <TextField
              select
              size="small"
              label={t('req.declineReason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              sx={{ flex: 1 }}
            >
              {(Object.keys(DECLINE_REASONS) as (keyof typeof DECLINE_REASONS)[]).map((key) => (
                <MenuItem key={key} value={key}>
                  {declineReasonText(t, key)}
                </MenuItem>
              ))}
            </TextField>
            <Button
              color="error"
              disabled={act.isPending || !isDeclineReason(reason)}
              onClick={() => act.mutate({ action: 'decline', reason })}
            >
              {t('req.decline')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}

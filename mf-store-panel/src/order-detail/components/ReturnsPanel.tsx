import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import {
  RETURN_REVIEW_ROLES,
  parseReturnLines,
  storeReturnSteps,
  type ReturnStep,
} from '@instamg/shared/domain/returns';
import { formatDate, useLocale, type Locale } from '@instamg/shared/i18n';
import {
  detailToastText,
  returnReasonText,
  returnStatusText,
  useOrderT,
  type OrderT,
} from '../../i18n/order-catalogue';
import { useToast } from '@instamg/shared/toast';
import { useOrderReturn, useReturnAction } from '../api/order-detail-queries';
import { readReturnPhoto, type ReturnAction } from '../api/order-detail';
import { formatINR } from '@instamg/shared/domain/money';

const STEP_ACTION: Readonly<Record<Exclude<ReturnStep, 'add_photos'>, ReturnAction>> = {
  request_photos: 'request_return_photos',
  approve: 'approve_refund',
  reject: 'reject_refund',
  schedule_pickup: 'schedule_return_pickup',
  collect: 'return_collected',
  verify: 'verify_return',
};
type StoreStep = Exclude<ReturnStep, 'add_photos'>;
const stepText = (t: OrderT, step: StoreStep) => t(`returnStep.${step}`);

const when = (locale: Locale, iso: string) =>
  formatDate(new Date(iso), locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
/** A `datetime-local` value (local time) `hours` from now, on the quarter hour. */
const localInput = (hours: number) => {
  const d = new Date(Date.now() + hours * 3600_000);
  d.setMinutes(Math.ceil(d.getMinutes() / 15) * 15, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/**
 * The order's return on the store's order page (issue 16 §6): what the customer reported and where
 * the return stands; the owner, an admin or a manager asks for photos, approves or rejects,
 * schedules the pickup, marks the items collected and verifies them (the accepted ones are refunded).
 */
export function ReturnsPanel({ orderId, role }: { orderId: string; role: string }) {
  const t = useOrderT();
  const locale = useLocale();
  const toast = useToast();
  const ret = useOrderReturn(orderId);
  const act = useReturnAction(orderId);
  const [dialog, setDialog] = useState<StoreStep | null>(null);
  const [note, setNote] = useState('');
  const [slot, setSlot] = useState({ start: '', end: '' });
  const [accepted, setAccepted] = useState<Record<string, number>>({});
  const [photo, setPhoto] = useState<{ url: string; name: string } | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  if (!ret.data) return null;
  const r = ret.data;
  const lines = parseReturnLines(r.lines);
  const reviewer = (RETURN_REVIEW_ROLES as readonly string[]).includes(role);
  const steps = reviewer ? (storeReturnSteps(r.status) as StoreStep[]) : [];

  const run = (step: StoreStep) => {
    const extra: Record<string, unknown> = {};
    if ((step === 'request_photos' || step === 'reject') && note.trim()) extra.reason = note.trim();
    if (step === 'schedule_pickup')
      extra.slot = { start: new Date(slot.start).toISOString(), end: new Date(slot.end).toISOString() };
    if (step === 'verify')
      extra.accepted = lines.map((l) => ({ item_id: l.item_id, quantity: accepted[l.item_id] ?? l.quantity }));
    act.mutate(
      { action: STEP_ACTION[step], extra },
      {
        onSuccess: ({ refund_request }) => {
          setDialog(null);
          setNote('');
          toast(
            detailToastText(t, 'returnUpdated'),
            // English writes the status in lower case inside its sentence; Hindi has no case.
            locale === 'en-IN'
              ? returnStatusText(t, refund_request.status).toLowerCase()
              : returnStatusText(t, refund_request.status),
          );
        },
      },
    );
  };
  const press = (step: StoreStep) => {
    act.reset();
    if (step === 'approve' || step === 'collect') run(step);
    else {
      if (step === 'schedule_pickup') setSlot({ start: localInput(1), end: localInput(3) });
      if (step === 'verify') setAccepted(Object.fromEntries(lines.map((l) => [l.item_id, l.quantity])));
      setDialog(step);
    }
  };
  const slotValid = !!slot.start && !!slot.end && new Date(slot.end) > new Date(slot.start);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="returns-title">
      <Typography id="returns-title" variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        {t('returns.title')}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} data-testid="store-return-status" data-return={r.status}>
        {returnStatusText(t, r.status)}
      </Typography>
      <Stack component="ul" sx={{ m: 0, pl: 2 }}>
        {lines.map((l) => (
          <Typography component="li" variant="body2" key={l.item_id}>
            {t('returns.line', {
              name: l.name,
              quantity: l.quantity,
              reason: returnReasonText(t, l.reason),
              price: formatINR(l.unit_price),
            })}
            {l.medicinal ? '' : t('returns.nonMedicinal')}
          </Typography>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('returns.customerNote', { note: r.reason })}
      </Typography>
      {(r.photo_file_ids ?? []).length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
          {(r.photo_file_ids ?? []).map((fileId, n) => (
            <Button
              key={fileId}
              size="small"
              variant="text"
              onClick={() => {
                setPhotoError(null);
                readReturnPhoto(fileId)
                  .then(setPhoto)
                  .catch((err: Error) => setPhotoError(err.message));
              }}
            >
              {t('returns.viewPhoto', { number: n + 1 })}
            </Button>
          ))}
        </Stack>
      )}
      {photoError && <Alert severity="error">{photoError}</Alert>}
      {r.decision_note && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('returns.decisionNote', { note: r.decision_note })}
        </Typography>
      )}
      {r.pickup_start && r.pickup_end && (
        <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="store-return-pickup">
          {t('returns.pickup', { from: when(locale, r.pickup_start), until: when(locale, r.pickup_end) })}
        </Typography>
      )}
      {r.refund_amount !== null && r.refund_amount !== undefined && (
        <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="store-return-refund">
          {t('returns.refund', { amount: formatINR(r.refund_amount) })}
        </Typography>
      )}
      {!reviewer && storeReturnSteps(r.status).length > 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('returns.whoDecides')}
        </Alert>
      )}
      {steps.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }} role="group" aria-label={t('returns.actions')}>
          {steps.map((s) => (
            <Button
              key={s}
              variant={s === 'reject' || s === 'request_photos' ? 'outlined' : 'contained'}
              color={s === 'reject' ? 'error' : 'primary'}
              onClick={() => press(s)}
              disabled={act.isPending}
            >
              {stepText(t, s)}
            </Button>
          ))}
        </Stack>
      )}
      {act.isError && !dialog && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {act.error.message}
        </Alert>
      )}

      <Dialog
        open={photo !== null}
        onClose={() => {
          if (photo) URL.revokeObjectURL(photo.url);
          setPhoto(null);
        }}
        aria-label={t('returns.photo')}
        maxWidth="md"
      >
        {photo && <Box component="img" src={photo.url} alt={photo.name} sx={{ maxWidth: '100%', display: 'block' }} />}
      </Dialog>

      <Dialog open={dialog !== null} onClose={() => setDialog(null)} aria-labelledby="return-step-title" fullWidth>
        <DialogTitle id="return-step-title">{dialog ? stepText(t, dialog) : ''}</DialogTitle>
        <DialogContent>
          {(dialog === 'request_photos' || dialog === 'reject') && (
            <TextField
              autoFocus
              fullWidth
              sx={{ mt: 1 }}
              label={dialog === 'reject' ? t('returns.rejectReason') : t('returns.whichPhotos')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 1024 } }}
            />
          )}
          {dialog === 'schedule_pickup' && (
            <Stack spacing={2} sx={{ mt: 1 }}>
              <TextField
                type="datetime-local"
                label={t('returns.pickupFrom')}
                value={slot.start}
                onChange={(e) => setSlot((s) => ({ ...s, start: e.target.value }))}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                type="datetime-local"
                label={t('returns.pickupUntil')}
                value={slot.end}
                onChange={(e) => setSlot((s) => ({ ...s, end: e.target.value }))}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
          )}
          {dialog === 'verify' && (
            <Stack spacing={2} sx={{ mt: 1 }}>
              <Typography variant="body2">{t('returns.verifyText')}</Typography>
              {lines.map((l) => (
                <TextField
                  key={l.item_id}
                  type="number"
                  label={t('returns.acceptedQuantity', { name: l.name })}
                  value={accepted[l.item_id] ?? l.quantity}
                  onChange={(e) =>
                    setAccepted((a) => ({
                      ...a,
                      [l.item_id]: Math.max(0, Math.min(l.quantity, Math.floor(Number(e.target.value) || 0))),
                    }))
                  }
                  slotProps={{ htmlInput: { min: 0, max: l.quantity } }}
                />
              ))}
            </Stack>
          )}
          {act.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {act.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{t('returns.back')}</Button>
          <Button
            variant="contained"
            onClick={() => dialog && run(dialog)}
            disabled={
              act.isPending ||
              ((dialog === 'request_photos' || dialog === 'reject') && note.trim().length < 3) ||
              (dialog === 'schedule_pickup' && !slotValid)
            }
          >
            {dialog ? stepText(t, dialog) : ''}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

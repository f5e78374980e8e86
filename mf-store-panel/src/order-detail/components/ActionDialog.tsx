import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@instamg/shared/mui';
import { DELIVERY_FAILURE_REASONS, type DeliveryFailureReason } from '@instamg/shared/domain/order';
import { actionText, usePanelT } from '../../i18n/catalogue';
import { failureReasonText, useOrderT } from '../../i18n/order-catalogue';
import { DELIVERY_FAILURE_NOTE } from '@instamg/shared/domain/fulfilment-settings';
import { formatINR } from '@instamg/shared/domain/money';
import type { OrdersRow } from '@instamg/shared/appwrite/rows';
import type { DetailAction } from '../domain/order-detail';

interface ActionDialogProps {
  /** The step that needs input first (ACTION_INPUT), or null when closed. */
  action: DetailAction | null;
  order: Pick<OrdersRow, 'payment_method' | 'payment_status' | 'total'>;
  pending: boolean;
  error: string | null;
  onClose(): void;
  /** The step with what was typed: the delivery code, the failure's reason and evidence, a cancel reason. */
  onConfirm(action: DetailAction, input: Record<string, unknown>): void;
}

/** The input a fulfilment step asks for before it runs (issue 16 §4; issue 32: a failed delivery's evidence). */
export function ActionDialog({ action, order, pending, error, onClose, onConfirm }: ActionDialogProps) {
  const t = usePanelT();
  const ot = useOrderT();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<DeliveryFailureReason | ''>('');
  const [failureNote, setFailureNote] = useState('');
  const [calls, setCalls] = useState('');
  const [reason, setReason] = useState('');
  // Closing empties it: nothing typed for one step carries into the next.
  useEffect(() => {
    if (action !== null) return;
    setCode('');
    setFailure('');
    setFailureNote('');
    setCalls('');
    setReason('');
  }, [action]);

  const inputOf = (step: DetailAction): Record<string, unknown> => {
    if (step === 'delivered') return { delivery_code: code.trim() };
    if (step === 'delivery_failed')
      return { reason: failure, note: failureNote.trim(), ...(calls !== '' ? { call_attempts: Number(calls) } : {}) };
    if (step === 'cancel' && reason.trim()) return { reason: reason.trim() };
    return {};
  };

  return (
    <Dialog open={action !== null} onClose={onClose} aria-labelledby="action-title" fullWidth maxWidth="xs">
      <DialogTitle id="action-title">{action ? actionText(t, action) : ''}</DialogTitle>
      <DialogContent>
        {action === 'delivered' && (
          <TextField
            autoFocus
            fullWidth
            sx={{ mt: 1 }}
            label={ot('dialog.code')}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 4))}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            helperText={
              order.payment_method === 'cod' && order.payment_status === 'cod_pending'
                ? ot('dialog.collectFirst', { amount: formatINR(order.total) })
                : undefined
            }
          />
        )}
        {action === 'delivery_failed' && (
          <RadioGroup
            aria-label={ot('dialog.whyFailed')}
            value={failure}
            onChange={(e) => setFailure(e.target.value as DeliveryFailureReason)}
          >
            {(Object.keys(DELIVERY_FAILURE_REASONS) as DeliveryFailureReason[]).map((k) => (
              <FormControlLabel key={k} value={k} control={<Radio />} label={failureReasonText(ot, k)} />
            ))}
          </RadioGroup>
        )}
        {action === 'delivery_failed' && (
          <TextField
            fullWidth
            required
            sx={{ mt: 1 }}
            label={ot('dialog.whatHappened')}
            value={failureNote}
            onChange={(e) => setFailureNote(e.target.value)}
            slotProps={{ htmlInput: { maxLength: DELIVERY_FAILURE_NOTE.max } }}
            helperText={ot('dialog.atLeast', { min: DELIVERY_FAILURE_NOTE.min })}
          />
        )}
        {action === 'delivery_failed' && failure === 'unreachable' && (
          <TextField
            fullWidth
            required
            sx={{ mt: 1 }}
            label={ot('dialog.calls')}
            value={calls}
            onChange={(e) => setCalls(e.target.value.replace(/\D/g, '').slice(0, 2))}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
          />
        )}
        {action === 'cancel' && (
          <TextField
            fullWidth
            sx={{ mt: 1 }}
            label={ot('dialog.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 1024 } }}
          />
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{ot('dialog.back')}</Button>
        <Button
          variant="contained"
          onClick={() => action && onConfirm(action, inputOf(action))}
          disabled={
            pending ||
            (action === 'delivered' && code.length !== 4) ||
            (action === 'delivery_failed' &&
              (!failure ||
                failureNote.trim().length < DELIVERY_FAILURE_NOTE.min ||
                (failure === 'unreachable' && !(Number(calls) >= 1))))
          }
        >
          {action ? actionText(t, action) : ''}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
} from '@instamg/shared/mui';
import { candidateSummary, type ReassignCandidate } from '@instamg/shared/domain/reassign-candidate';
import { ACTION_TEXTS, REASON_MAX, reasonError, type OfferedAction } from '../domain/order-detail';

interface OrderActionDialogProps {
  action: OfferedAction;
  open: boolean;
  /** A reassignment's candidates (order-state reassign_options), the ones that cannot take it disabled; only for `reassign`. */
  stores?: readonly ReassignCandidate[];
  onClose(): void;
  /** Runs the action; rejects with order-state's message, shown in the dialog. */
  onConfirm(input: { reason: string; storeId?: string }): Promise<unknown>;
}

/** The confirmation of an admin's order action, with its reason (and for a reassignment, the store). */
export function OrderActionDialog({ action, open, stores = [], onClose, onConfirm }: OrderActionDialogProps) {
  const texts = ACTION_TEXTS[action];
  const [reason, setReason] = useState('');
  const [storeId, setStoreId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    const error =
      action === 'reassign' && !storeId
        ? 'Choose the pharmacy to move the order to.'
        : reasonError(reason, texts.reason);
    if (error) return setProblem(error);
    setBusy(true);
    try {
      await onConfirm({ reason: reason.trim(), ...(action === 'reassign' ? { storeId } : {}) });
      setReason('');
      setStoreId('');
      setProblem(null);
      onClose();
    } catch (failed) {
      setProblem(failed instanceof Error ? failed.message : 'That did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const titleId = `order-action-${action}-title`;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{texts.explain}</DialogContentText>
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        <Stack spacing={2} sx={{ pt: 1 }}>
          {action === 'reassign' && (
            <TextField
              select
              label="New pharmacy"
              value={storeId}
              onChange={(event) => setStoreId(event.target.value)}
              helperText={
                stores.some((store) => store.can_take) ? ' ' : 'No other pharmacy within 5 km can take this order now.'
              }
            >
              {stores.map((store) => (
                // A store that cannot take the order is shown, disabled, with the reason (issue 33 §7).
                <MenuItem
                  key={store.store_id}
                  value={store.store_id}
                  disabled={!store.can_take}
                  data-store={store.store_id}
                  data-can-take={store.can_take ? 'true' : 'false'}
                >
                  <ListItemText
                    primary={store.name}
                    secondary={store.reason ? `${candidateSummary(store)} · ${store.reason}` : candidateSummary(store)}
                  />
                </MenuItem>
              ))}
            </TextField>
          )}
          {texts.reason !== 'none' && (
            <TextField
              autoFocus={action !== 'reassign'}
              fullWidth
              multiline
              minRows={2}
              label="Reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Back</Button>
        <Button
          variant="contained"
          color={action === 'cancel' || action === 'reject_refund' ? 'error' : 'primary'}
          disabled={busy}
          onClick={() => void confirm()}
        >
          {texts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

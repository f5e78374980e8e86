import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@instamg/shared/mui';
import type { NearbyStore } from '../api/order-detail';
import { ACTION_TEXTS, REASON_MAX, reasonError, type OfferedAction } from '../domain/order-detail';

interface OrderActionDialogProps {
  action: OfferedAction;
  open: boolean;
  /** The stores a reassignment may pick (open, live, within 5 km); only for `reassign`. */
  stores?: readonly NearbyStore[];
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
              helperText={stores.length === 0 ? 'No other pharmacy within 5 km is open now.' : ' '}
            >
              {stores.map((store) => (
                <MenuItem key={store.$id} value={store.$id}>
                  {`${store.name}, ${store.city}`}
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

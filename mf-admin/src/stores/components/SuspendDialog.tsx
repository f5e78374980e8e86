import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@instamg/shared/mui';
import { SUSPEND_REASON_MAX, reasonError } from '@instamg/shared/domain/store-admin';

interface SuspendDialogProps {
  action: 'suspend' | 'reinstate';
  storeName: string;
  open: boolean;
  onClose(): void;
  /** Runs the action; rejects with the function's message. */
  onConfirm(reason: string): Promise<unknown>;
}

const TEXTS = {
  suspend: {
    title: 'Suspend this store?',
    explain: 'It gets no new orders and customers no longer find it. Its team is told the reason.',
    confirm: 'Suspend store',
  },
  reinstate: {
    title: 'Reinstate this store?',
    explain: 'It takes orders again and customers within 5 km find it. Its team is told.',
    confirm: 'Reinstate store',
  },
} as const;

/** Suspend or reinstate with a reason (required; the same rule as the function's). */
export function SuspendDialog({ action, storeName, open, onClose, onConfirm }: SuspendDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const texts = TEXTS[action];
  const confirm = async () => {
    const error = reasonError(reason);
    if (error) return setProblem(error);
    setBusy(true);
    try {
      await onConfirm(reason.trim());
      setReason('');
      setProblem(null);
      onClose();
    } catch (failed) {
      setProblem(failed instanceof Error ? failed.message : 'That did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="suspend-dialog-title">
      <DialogTitle id="suspend-dialog-title">{texts.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {storeName}: {texts.explain}
        </DialogContentText>
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: SUSPEND_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color={action === 'suspend' ? 'error' : 'primary'}
          disabled={busy}
          onClick={() => void confirm()}
        >
          {texts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@instamg/shared/mui';

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * An admin decision that needs a written reason (decline a listing request, hide a rating): the
 * explanation, what it is about, a required reason, and the action button, which stays disabled
 * until the reason is long enough; the function's refusal shows in the dialog.
 */
export function ReasonDialog({
  title,
  explanation,
  children,
  confirmLabel,
  destructive = false,
  minLength,
  maxLength,
  onConfirm,
  onClose,
}: {
  title: string;
  explanation: ReactNode;
  /** What the decision is about (the rating's text, …), between the explanation and the reason. */
  children?: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  /** The reason's length bounds, as the function checks them. */
  minLength: number;
  maxLength: number;
  /** Runs the action with the trimmed reason; the dialog closes when it resolves. */
  onConfirm(reason: string): Promise<unknown>;
  onClose(): void;
}) {
  const [reason, setReason] = useState('');
  const action = useMutation({
    mutationFn: () => onConfirm(reason.trim()),
    onSuccess: onClose,
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>{explanation}</DialogContentText>
          {children}
          <TextField
            label="Reason"
            required
            multiline
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength } }}
          />
          {action.isError && <Alert severity="error">{errorText(action.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={reason.trim().length < minLength || action.isPending}
          onClick={() => action.mutate()}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

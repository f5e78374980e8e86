import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@instamg/shared/mui';

export interface AcceptDialogProps {
  reference: string;
  summary: string;
  open: boolean;
  busy: boolean;
  onClose(): void;
  onAccept(): void;
}

export function AcceptDialog({ reference, summary, open, busy, onClose, onAccept }: AcceptDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="accept-title" fullWidth maxWidth="xs">
      <DialogTitle id="accept-title">{`Accept order ${reference}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText>{`${summary}. Accepting promises the customer you will prepare it now.`}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Not yet
        </Button>
        <Button variant="contained" color="success" disabled={busy} onClick={onAccept}>
          Accept order
        </Button>
      </DialogActions>
    </Dialog>
  );
}

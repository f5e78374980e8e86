import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@instamg/shared/mui';
import { usePanelT } from '../../i18n/catalogue';

export interface AcceptDialogProps {
  reference: string;
  summary: string;
  open: boolean;
  busy: boolean;
  onClose(): void;
  onAccept(): void;
}

export function AcceptDialog({ reference, summary, open, busy, onClose, onAccept }: AcceptDialogProps) {
  const t = usePanelT();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="accept-title" fullWidth maxWidth="xs">
      <DialogTitle id="accept-title">{t('acceptDialog.title', { reference })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('acceptDialog.text', { summary })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('acceptDialog.notYet')}
        </Button>
        <Button variant="contained" color="success" disabled={busy} onClick={onAccept}>
          {t('acceptDialog.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@instamg/shared/mui';
import { REJECT_REASON_CODES, parseRejection, type RejectReason } from '@instamg/shared/domain/order-intake';
import { rejectReasonText, usePanelT } from '../../i18n/catalogue';

export interface RejectDialogProps {
  reference: string;
  open: boolean;
  busy: boolean;
  onClose(): void;
  onReject(reason: RejectReason, note: string): void;
}

/** A reason from the list (order-intake.ts REJECT_REASONS); "Other" needs the store's words. */
export function RejectDialog({ reference, open, busy, onClose, onReject }: RejectDialogProps) {
  const t = usePanelT();
  const [reason, setReason] = useState<RejectReason | ''>('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const checked = reason ? parseRejection(reason, note.trim() || null) : { error: t('reject.chooseReason') };
  // The only error a listed reason can meet: "Other" without the store's words.
  const error = tried && 'error' in checked ? (reason ? t('reject.sayWhy') : t('reject.chooseReason')) : null;
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="reject-title" fullWidth maxWidth="xs">
      <DialogTitle id="reject-title">{t('reject.title', { reference })}</DialogTitle>
      <DialogContent>
        <FormControl error={Boolean(error)} sx={{ mt: 1 }}>
          <FormLabel id="reject-reason">{t('reject.why')}</FormLabel>
          <RadioGroup
            aria-labelledby="reject-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value as RejectReason)}
          >
            {REJECT_REASON_CODES.map((code) => (
              <FormControlLabel key={code} value={code} control={<Radio />} label={rejectReasonText(t, code)} />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label={reason === 'other' ? t('reject.reasonRequired') : t('reject.noteOptional')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          fullWidth
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          error={Boolean(error)}
          helperText={error ?? t('reject.helper')}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('reject.keep')}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={() => {
            setTried(true);
            if (reason && !('error' in checked)) onReject(reason, note);
          }}
        >
          {t('reject.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

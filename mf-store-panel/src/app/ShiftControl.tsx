import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@instamg/shared/mui';
import { endShift, startShift, useShift } from '../orders/api/shift';
import { usePanelT } from '../i18n/catalogue';

/**
 * The shift's state in the panel's top bar, on every screen (issue 33 §3): Start shift, Resume
 * shift after a reload (one tap: the browser lets sound start only from a gesture), or On shift,
 * which asks before ending the shift (an ended shift no longer rings).
 */
export function ShiftControl() {
  const t = usePanelT();
  const shift = useShift();
  const [confirming, setConfirming] = useState(false);
  if (!shift.started)
    return (
      <Button
        variant="contained"
        color={shift.resumable ? 'warning' : 'primary'}
        size="small"
        onClick={() => void startShift()}
        data-testid="shift-control"
        data-shift="off"
        data-tones={shift.tonesPlayed}
        sx={{ minHeight: 40, whiteSpace: 'nowrap' }}
      >
        {shift.resumable ? t('shift.resume') : t('shift.start')}
      </Button>
    );
  return (
    <>
      <Button
        variant="outlined"
        color="success"
        size="small"
        onClick={() => setConfirming(true)}
        aria-haspopup="dialog"
        data-testid="shift-control"
        data-shift="on"
        data-tones={shift.tonesPlayed}
        sx={{ minHeight: 40, whiteSpace: 'nowrap' }}
      >
        {t('shift.on')}
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="end-shift-title" maxWidth="xs">
        <DialogTitle id="end-shift-title">{t('shift.endTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('shift.endText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('shift.stay')}</Button>
          <Button
            color="error"
            onClick={() => {
              setConfirming(false);
              endShift();
            }}
          >
            {t('shift.end')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@instamg/shared/mui';
import { endShift, startShift, useShift } from '../orders/api/shift';

/**
 * The shift's state in the panel's top bar, on every screen (issue 33 §3): Start shift, Resume
 * shift after a reload (one tap: the browser lets sound start only from a gesture), or On shift,
 * which asks before ending the shift (an ended shift no longer rings).
 */
export function ShiftControl() {
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
        {shift.resumable ? 'Resume shift' : 'Start shift'}
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
        On shift
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="end-shift-title" maxWidth="xs">
        <DialogTitle id="end-shift-title">End the shift on this device?</DialogTitle>
        <DialogContent>
          <DialogContentText>New orders will no longer ring or open on this device.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Stay on shift</Button>
          <Button
            color="error"
            onClick={() => {
              setConfirming(false);
              endShift();
            }}
          >
            End shift
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

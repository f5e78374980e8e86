import { Alert, Button, Stack } from '@instamg/shared/mui';
import { StatusChip, type StatusTone } from '../../components/StatusChip';
import { useReadyStore } from '../../api/current-store';
import { endShift, useShift, type Capability } from '../api/shift';
import { OrderAlertsControl } from './OrderAlertsControl';
import { InstallOffer } from '@instamg/shared/install-prompt';

const WORD: Readonly<Record<Capability, string>> = {
  on: 'on',
  off: 'off',
  denied: 'blocked',
  unsupported: 'not available',
};
const TONE: Readonly<Record<Capability, StatusTone>> = {
  on: 'success',
  off: 'neutral',
  denied: 'warning',
  unsupported: 'neutral',
};

/** Start shift / End shift, whether sound, notifications and the screen wake lock are on. */
export function ShiftBar() {
  const shift = useShift();
  const { store } = useReadyStore();
  return (
    <Stack
      spacing={1}
      data-testid="shift-bar"
      data-shift={shift.started ? 'on' : 'off'}
      data-sound={shift.sound}
      data-tones={shift.tonesPlayed}
    >
      {/* The one Start shift button is the panel's top bar's (app/ShiftControl.tsx), on every screen. */}
      {!shift.started && (
        <Alert severity="warning">
          {shift.resumable
            ? 'Sound is off since the page reloaded: press Resume shift at the top to hear new orders again.'
            : 'Sound is off: new orders will not ring. Press Start shift at the top to hear them.'}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <StatusChip label={`Sound ${WORD[shift.sound]}`} tone={TONE[shift.sound]} data-testid="shift-sound" />
        <StatusChip
          label={`Notifications ${WORD[shift.notifications]}`}
          tone={TONE[shift.notifications]}
          data-testid="shift-notifications"
        />
        <StatusChip
          label={`Screen awake ${WORD[shift.wakeLock]}`}
          tone={TONE[shift.wakeLock]}
          data-testid="shift-wake-lock"
        />
        {shift.started && (
          <Button size="small" onClick={endShift}>
            End shift
          </Button>
        )}
      </Stack>
      <OrderAlertsControl storeId={store.storeId} />
      <InstallOffer moment="first_shift" when={shift.started} />
    </Stack>
  );
}

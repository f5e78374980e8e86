import { Alert, Button, Stack } from '@instamg/shared/mui';
import { StatusChip, type StatusTone } from '../../components/StatusChip';
import { useReadyStore } from '../../api/current-store';
import { endShift, useShift, type Capability } from '../api/shift';
import { OrderAlertsControl } from './OrderAlertsControl';
import { InstallOffer } from '@instamg/shared/install-prompt';
import { capabilityText, usePanelT } from '../../i18n/catalogue';

const TONE: Readonly<Record<Capability, StatusTone>> = {
  on: 'success',
  off: 'neutral',
  denied: 'warning',
  unsupported: 'neutral',
};

/** Start shift / End shift, whether sound, notifications and the screen wake lock are on. */
export function ShiftBar() {
  const t = usePanelT();
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
        <Alert severity="warning">{shift.resumable ? t('shift.resumeHint') : t('shift.startHint')}</Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <StatusChip
          label={t('shift.sound', { state: capabilityText(t, shift.sound) })}
          tone={TONE[shift.sound]}
          data-testid="shift-sound"
        />
        <StatusChip
          label={t('shift.notifications', { state: capabilityText(t, shift.notifications) })}
          tone={TONE[shift.notifications]}
          data-testid="shift-notifications"
        />
        <StatusChip
          label={t('shift.wakeLock', { state: capabilityText(t, shift.wakeLock) })}
          tone={TONE[shift.wakeLock]}
          data-testid="shift-wake-lock"
        />
        {shift.started && (
          <Button size="small" onClick={endShift}>
            {t('shift.end')}
          </Button>
        )}
      </Stack>
      <OrderAlertsControl storeId={store.storeId} />
      <InstallOffer moment="first_shift" when={shift.started} />
    </Stack>
  );
}

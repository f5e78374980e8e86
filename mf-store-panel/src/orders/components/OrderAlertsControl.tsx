import { Alert, Button, Stack } from '@instamg/shared/mui';
import { usePushAlerts } from '@instamg/shared/push-alerts';
import { usePanelT } from '../../i18n/catalogue';
import { StatusChip } from '../../components/StatusChip';
import { useShift } from '../api/shift';

/**
 * "Turn on order alerts" (issue 35 §3, ADR 0010): this device rings for the store's new orders by
 * Web Push, with the panel closed or the phone locked; says plainly when the browser blocks it.
 */
export function OrderAlertsControl({ storeId }: { storeId: string }) {
  const t = usePanelT();
  const shift = useShift();
  // Rings with the app closed while this device is on shift (or will resume one).
  const alerts = usePushAlerts(storeId, shift.started || shift.resumable);
  if (alerts.state === 'checking') return null;
  return (
    <Stack spacing={1} data-testid="order-alerts" data-state={alerts.state}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <StatusChip
          label={alerts.state === 'on' ? t('alerts.closedOn') : t('alerts.closedOff')}
          tone={alerts.state === 'on' ? 'success' : alerts.state === 'denied' ? 'warning' : 'neutral'}
        />
        {alerts.state === 'off' && (
          <Button size="small" variant="outlined" disabled={alerts.busy} onClick={() => void alerts.turnOn()}>
            {t('alerts.turnOn')}
          </Button>
        )}
        {alerts.state === 'on' && (
          <Button size="small" disabled={alerts.busy} onClick={() => void alerts.turnOff()}>
            {t('alerts.turnOff')}
          </Button>
        )}
      </Stack>
      {alerts.state === 'denied' && <Alert severity="warning">{t('alerts.denied')}</Alert>}
      {alerts.state === 'unsupported' && <Alert severity="info">{t('alerts.unsupported')}</Alert>}
      {alerts.state === 'unavailable' && <Alert severity="info">{t('alerts.unavailable')}</Alert>}
      {alerts.error && <Alert severity="error">{alerts.error}</Alert>}
    </Stack>
  );
}

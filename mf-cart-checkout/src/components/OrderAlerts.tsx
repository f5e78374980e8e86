import { Alert, Button, Stack, Typography } from '@instamg/shared/mui';
import { PUSH_ALERT_TEXTS, usePushAlerts } from '@instamg/shared/push-alerts';
import { useCartT } from '../i18n/catalogue';

/**
 * "Notify me about my order" (issue 35 §3, ADR 0010): this device gets a push for each step of the
 * customer's orders (confirmed, out for delivery with the code, delivered, refund done…); without
 * one the customer hears by SMS and e-mail as before.
 */
export function OrderAlerts() {
  const t = useCartT();
  const alerts = usePushAlerts();
  if (alerts.state === 'checking') return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }} data-testid="order-alerts" data-state={alerts.state}>
      {alerts.state === 'off' && (
        <div>
          <Button size="small" variant="outlined" disabled={alerts.busy} onClick={() => void alerts.turnOn()}>
            {t('alerts.turnOn')}
          </Button>
        </div>
      )}
      {alerts.state === 'on' && (
        <Typography variant="body2" color="text.secondary">
          {t('alerts.on')}{' '}
          <Button size="small" disabled={alerts.busy} onClick={() => void alerts.turnOff()}>
            {t('alerts.turnOff')}
          </Button>
        </Typography>
      )}
      {alerts.state === 'denied' && <Alert severity="warning">{PUSH_ALERT_TEXTS.denied}</Alert>}
      {alerts.error && <Alert severity="error">{alerts.error}</Alert>}
    </Stack>
  );
}

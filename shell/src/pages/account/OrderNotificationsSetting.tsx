import { useState } from 'react';
import { Alert, FormControlLabel, Stack, Switch, Typography } from '@instamg/shared/mui';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { ORDER_SMS_EVENTS, type OrderSmsEvent } from '@instamg/shared/domain/order-sms';
import { ORDER_PUSH_LABELS, orderPushWanted, withOrderPush } from '@instamg/shared/domain/order-push-prefs';
import { errorMessage } from '../../domain/auth/errors';
import { useSession, type User } from '../../api/auth/session-store';

/**
 * Which order updates are pushed to the customer's devices (issue 35 §3). A switch saves at once;
 * a kind turned off still reaches them by SMS or e-mail, and the text says so.
 */
export function OrderNotificationsSetting({ user }: { user: User }) {
  const refresh = useSession((state) => state.refresh);
  const [saving, setSaving] = useState<OrderSmsEvent | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = async (event: OrderSmsEvent, on: boolean) => {
    setSaving(event);
    setProblem(null);
    try {
      await getAppwrite().account.updatePrefs({ prefs: withOrderPush(user.prefs, event, on) });
      await refresh();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSaving(null);
    }
  };
  return (
    <Stack spacing={1} component="section" aria-labelledby="order-notifications" data-testid="order-notifications">
      <Typography id="order-notifications" variant="h2" sx={{ fontSize: '1.125rem' }}>
        Order notifications
      </Typography>
      <Typography variant="body2" color="text.secondary">
        What we push to the devices where you turned notifications on. An update you turn off comes by SMS or e-mail
        instead, so you never miss a step.
      </Typography>
      <Stack role="group" aria-labelledby="order-notifications">
        {ORDER_SMS_EVENTS.map((event) => (
          <FormControlLabel
            key={event}
            label={ORDER_PUSH_LABELS[event]}
            control={
              <Switch
                checked={orderPushWanted(user.prefs, event)}
                disabled={saving !== null}
                onChange={(e) => void toggle(event, e.target.checked)}
              />
            }
          />
        ))}
      </Stack>
      {problem && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
}

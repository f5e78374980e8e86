import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from '@instamg/shared/router';
import { ROUTES } from '@instamg/shared/constants';
import { isFunctionError } from '@instamg/shared/appwrite/call-function';
import { STOCK_ALERT_TOASTS } from '../domain/toasts';
import type { Store } from '@instamg/shared/domain/store';
import { Button, Stack, Typography } from '@instamg/shared/mui';
import { useToast } from '@instamg/shared/toast';
import { catalogKeys } from '../api/keys';
import { useStockAlert } from '../api/queries';
import { cancelStockAlert, subscribeStockAlert } from '../api/stock-alerts';
import type { Product } from '../domain/product';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * "Notify me" for a medicine the selected store does not have (issue 22 §4): one e-mail when that
 * store has it again. Once set it says so and can be cancelled. A guest is asked to sign in.
 */
export function NotifyMe({
  product,
  store,
  size = 'small',
}: {
  product: Pick<Product, 'id' | 'name'>;
  store: Pick<Store, 'id' | 'name'>;
  size?: 'small' | 'large';
}) {
  const alert = useStockAlert(product.id, store.id);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const location = useLocation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const key = catalogKeys.stockAlerts(store.id);
  const setAlert = (alertId: string | null) =>
    queryClient.setQueryData<Map<string, string>>(key, (known) => {
      const next = new Map(known);
      if (alertId) next.set(product.id, alertId);
      else next.delete(product.id);
      return next;
    });
  const subscribe = useMutation({
    mutationFn: () => subscribeStockAlert(product.id, store.id),
    onSuccess: (id) => {
      setAlert(id);
      toast(STOCK_ALERT_TOASTS.subscribed(product.name, store.name));
    },
    onError: (error) => {
      // Issue 40 §10: a guest is asked to sign in right here (with a way back), not shown a red error.
      if (isFunctionError(error) && (error.status === 401 || error.code === 'account_required')) setNeedsSignIn(true);
      else toast(STOCK_ALERT_TOASTS.failed(errorText(error)));
    },
  });
  const cancel = useMutation({
    mutationFn: (alertId: string) => cancelStockAlert(alertId),
    onSuccess: () => {
      setAlert(null);
      toast(STOCK_ALERT_TOASTS.cancelled(product.name));
    },
    onError: (error) => toast(STOCK_ALERT_TOASTS.failed(errorText(error))),
  });

  if (alert.data) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="stock-alert-set">
        <Typography variant={size === 'large' ? 'body2' : 'caption'} color="success.main">
          We will e-mail you when it is back
        </Typography>
        <Button
          size="small"
          onClick={() => cancel.mutate(alert.data!)}
          loading={cancel.isPending}
          aria-label={`Cancel alert for ${product.name}`}
        >
          Cancel alert
        </Button>
      </Stack>
    );
  }
  if (needsSignIn) {
    // SPEC §2 route guard: /auth carries the origin path, and sign-in returns there.
    const from = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="notify-sign-in">
        <Typography variant={size === 'large' ? 'body2' : 'caption'}>
          {STOCK_ALERT_TOASTS.signInNeeded.title}: {STOCK_ALERT_TOASTS.signInNeeded.description}
        </Typography>
        <Button size="small" variant="contained" component={RouterLink} to={`${ROUTES.auth}?from=${from}`}>
          Sign in
        </Button>
      </Stack>
    );
  }
  return (
    <Button
      size={size}
      variant="outlined"
      onClick={() => subscribe.mutate()}
      loading={subscribe.isPending}
      aria-label={`Notify me when ${product.name} is back at ${store.name}`}
    >
      Notify me
    </Button>
  );
}

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from '@instamg/shared/router';
import { ROUTES } from '@instamg/shared/constants';
import { isFunctionError } from '@instamg/shared/appwrite/call-function';
import type { Store } from '@instamg/shared/domain/store';
import { Button, Stack, Typography } from '@instamg/shared/mui';
import { useToast } from '@instamg/shared/toast';
import { catalogKeys } from '../api/keys';
import { useStockAlert } from '../api/queries';
import { cancelStockAlert, subscribeStockAlert } from '../api/stock-alerts';
import type { Product } from '../domain/product';
import { stockAlertToasts, useCatalogT } from '../i18n/catalogue';

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
  const t = useCatalogT();
  const toasts = stockAlertToasts(t);
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
      toast(toasts.subscribed(product.name, store.name));
    },
    onError: (error) => {
      // Issue 40 §10: a guest is asked to sign in right here (with a way back), not shown a red error.
      if (isFunctionError(error) && (error.status === 401 || error.code === 'account_required')) setNeedsSignIn(true);
      else toast(toasts.failed(errorText(error)));
    },
  });
  const cancel = useMutation({
    mutationFn: (alertId: string) => cancelStockAlert(alertId),
    onSuccess: () => {
      setAlert(null);
      toast(toasts.cancelled(product.name));
    },
    onError: (error) => toast(toasts.failed(errorText(error))),
  });

  if (alert.data) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="stock-alert-set">
        <Typography variant={size === 'large' ? 'body2' : 'caption'} color="success.main">
          {t('notify.set')}
        </Typography>
        <Button
          size="small"
          onClick={() => cancel.mutate(alert.data!)}
          loading={cancel.isPending}
          aria-label={t('notify.cancelNamed', { name: product.name })}
        >
          {t('notify.cancel')}
        </Button>
      </Stack>
    );
  }
  if (needsSignIn) {
    // SPEC §2 route guard: /auth carries the origin path, and sign-in returns there.
    const from = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="notify-sign-in">
        <Typography variant={size === 'large' ? 'body2' : 'caption'}>{t('notify.signInNeeded')}</Typography>
        <Button size="small" variant="contained" component={RouterLink} to={`${ROUTES.auth}?from=${from}`}>
          {t('notify.signIn')}
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
      aria-label={t('notify.named', { name: product.name, store: store.name })}
    >
      {t('notify.button')}
    </Button>
  );
}

import { useState } from 'react';
import { Alert, Button, Skeleton, Stack, Typography } from '@instamg/shared/mui';
import { isFunctionError } from '@instamg/shared/appwrite/call-function';
import { DELIVERY_ROLE } from '@instamg/shared/domain/delivery-staff';
import { useReadyStore } from '../../api/current-store';
import { EmptyState } from '../../components/EmptyState';
import { SectionPage } from '../../components/SectionPage';
import { useOpenDeliveries, useRiderStep } from '../api/deliveries';
import { useRiderLocation } from '../api/rider-location';
import { locationStateText, useOrderT } from '../../i18n/order-catalogue';
import { DeliveryCard } from '../components/DeliveryCard';

/**
 * /store/deliveries (issue 38 §3, §5): for a rider, their assignments (the rows name them; nothing
 * else of the store reaches them, ADR 0011) with the next step under the thumb and location shared
 * while one is out; for the store's team, every delivery in progress with its rider and ETA.
 */
export default function DeliveriesPage() {
  const t = useOrderT();
  const { store } = useReadyStore();
  const asRider = store.role === DELIVERY_ROLE;
  const deliveries = useOpenDeliveries(store.storeId);
  const step = useRiderStep(store.storeId);
  const [failed, setFailed] = useState<{ orderId: string; message: string } | null>(null);
  const out = asRider
    ? (deliveries.data ?? []).filter((d) => d.order_status === 'out_for_delivery').map((d) => d.$id)
    : [];
  const location = useRiderLocation(out);

  let content;
  if (deliveries.isPending)
    content = <Skeleton variant="rounded" height={220} role="progressbar" aria-label={t('deliveries.loading')} />;
  else if (deliveries.isError)
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void deliveries.refetch()}>
            {t('deliveries.retry')}
          </Button>
        }
      >
        {t('deliveries.loadFailed')}
      </Alert>
    );
  else if (deliveries.data.length === 0)
    content = (
      <EmptyState title={asRider ? t('deliveries.noneRider') : t('deliveries.none')}>
        {asRider ? t('deliveries.noneRiderText') : t('deliveries.noneText')}
      </EmptyState>
    );
  else
    content = (
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }} data-testid="delivery-list">
        {deliveries.data.map((d) => (
          <DeliveryCard
            key={d.$id}
            delivery={d}
            asRider={asRider}
            busy={step.isPending}
            error={failed?.orderId === d.$id ? failed.message : null}
            onStep={(action, extra) => {
              setFailed(null);
              step.mutate(
                { orderId: d.$id, action, extra },
                {
                  onError: (error) =>
                    setFailed({
                      orderId: d.$id,
                      message: isFunctionError(error) ? error.message : t('deliveries.stepFailed'),
                    }),
                },
              );
            }}
          />
        ))}
      </Stack>
    );

  return (
    <SectionPage title={asRider ? t('deliveries.titleRider') : t('deliveries.title')}>
      {asRider && (
        <Stack spacing={0.5} role="status" data-testid="location-state">
          <Typography color={location.state === 'denied' ? 'error' : 'text.secondary'}>
            {locationStateText(t, location.state)}
          </Typography>
          {location.battery && location.state === 'sharing' && (
            <Typography variant="body2" color={location.battery.level < 0.15 ? 'error' : 'text.secondary'}>
              {t(location.battery.charging ? 'deliveries.batteryCharging' : 'deliveries.battery', {
                percent: Math.round(location.battery.level * 100),
              })}
            </Typography>
          )}
        </Stack>
      )}
      {content}
    </SectionPage>
  );
}

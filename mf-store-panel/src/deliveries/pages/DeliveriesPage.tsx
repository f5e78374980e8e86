import { useState } from 'react';
import { Alert, Button, Skeleton, Stack, Typography } from '@instamg/shared/mui';
import { isFunctionError } from '@instamg/shared/appwrite/call-function';
import { DELIVERY_ROLE } from '@instamg/shared/domain/delivery-staff';
import { useReadyStore } from '../../api/current-store';
import { EmptyState } from '../../components/EmptyState';
import { SectionPage } from '../../components/SectionPage';
import { useOpenDeliveries, useRiderStep } from '../api/deliveries';
import { LOCATION_STATE_TEXT, useRiderLocation } from '../api/rider-location';
import { DeliveryCard } from '../components/DeliveryCard';

/**
 * /store/deliveries (issue 38 §3, §5): for a rider, their assignments (the rows name them; nothing
 * else of the store reaches them, ADR 0011) with the next step under the thumb and location shared
 * while one is out; for the store's team, every delivery in progress with its rider and ETA.
 */
export default function DeliveriesPage() {
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
    content = <Skeleton variant="rounded" height={220} role="progressbar" aria-label="Loading deliveries" />;
  else if (deliveries.isError)
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void deliveries.refetch()}>
            Try again
          </Button>
        }
      >
        We could not load the deliveries. Check the connection and try again.
      </Alert>
    );
  else if (deliveries.data.length === 0)
    content = (
      <EmptyState title={asRider ? 'No deliveries for you right now' : 'No deliveries in progress'}>
        {asRider
          ? 'When the pharmacy assigns you an order it appears here.'
          : 'Assign a rider on an order that is ready for pickup.'}
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
                      message: isFunctionError(error) ? error.message : 'That did not go through. Try again.',
                    }),
                },
              );
            }}
          />
        ))}
      </Stack>
    );

  return (
    <SectionPage title={asRider ? 'My deliveries' : 'Deliveries'}>
      {asRider && (
        <Stack spacing={0.5} role="status" data-testid="location-state">
          <Typography color={location.state === 'denied' ? 'error' : 'text.secondary'}>
            {LOCATION_STATE_TEXT[location.state]}
          </Typography>
          {location.battery && location.state === 'sharing' && (
            <Typography variant="body2" color={location.battery.level < 0.15 ? 'error' : 'text.secondary'}>
              Battery {Math.round(location.battery.level * 100)}%{location.battery.charging ? ', charging' : ''}
            </Typography>
          )}
        </Stack>
      )}
      {content}
    </SectionPage>
  );
}

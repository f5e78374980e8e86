import { Checkbox, FormControlLabel, Paper, Typography } from '@instamg/shared/mui';
import { POLICY } from '@instamg/shared/constants';
import type { Checkout } from './useCheckout';

type Props = Pick<Checkout, 'store' | 'useSelectedStore' | 'setUseSelectedStore'>;

export function StoreSection({ store, useSelectedStore, setUseSelectedStore }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Store">
      <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        Fulfilling store
      </Typography>
      {store ? (
        <FormControlLabel
          control={<Checkbox checked={useSelectedStore} onChange={(e) => setUseSelectedStore(e.target.checked)} />}
          label={`Deliver from ${store.name} (${store.distance_km.toFixed(1)} km)`}
        />
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {store && useSelectedStore
          ? `${store.name} must be within ${POLICY.storeRadiusKm} km of the delivery address and have every item in stock.`
          : `The nearest partner pharmacy within ${POLICY.storeRadiusKm} km of the delivery address that has every item in stock fulfils your order.`}
      </Typography>
    </Paper>
  );
}

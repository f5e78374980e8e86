import { Checkbox, FormControlLabel, Paper, Typography } from '@instamg/shared/mui';
import { POLICY } from '@instamg/shared/constants';
import type { Checkout } from './useCheckout';
import { useCartT } from '../../i18n/catalogue';

type Props = Pick<Checkout, 'store' | 'useSelectedStore' | 'setUseSelectedStore'>;

export function StoreSection({ store, useSelectedStore, setUseSelectedStore }: Props) {
  const t = useCartT();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('store.section')}>
      <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        {t('store.title')}
      </Typography>
      {store ? (
        <FormControlLabel
          control={<Checkbox checked={useSelectedStore} onChange={(e) => setUseSelectedStore(e.target.checked)} />}
          label={t('store.deliverFrom', { store: store.name, km: store.distance_km.toFixed(1) })}
        />
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {store && useSelectedStore
          ? t('store.mustBeWithin', { store: store.name, radius: POLICY.storeRadiusKm })
          : t('store.nearest', { radius: POLICY.storeRadiusKm })}
      </Typography>
    </Paper>
  );
}

import { Chip } from '@instamg/shared/mui';
import { saleRules, type Product } from '../domain/product';
import { useCatalogT } from '../i18n/catalogue';

/** The label a list card shows for a scheduled product. */
export function RxChip({ product }: { product: Pick<Product, 'schedule' | 'rx_required'> }) {
  const { notice } = saleRules(product);
  const t = useCatalogT();
  if (notice === 'none') return null;
  if (notice === 'not-sold-online') return <Chip size="small" color="default" label={t('card.notSoldOnline')} />;
  return (
    <Chip
      size="small"
      color={notice === 'h1-warning' ? 'error' : 'warning'}
      variant="outlined"
      label={notice === 'h1-warning' ? t('card.rxH1') : t('card.rx')}
    />
  );
}

import { Alert, AlertTitle, Box, Chip } from '@instamg/shared/mui';
import { CATALOG_TEXTS, saleRules, type Product } from '../domain/product';
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

/** The product page's legal notice: H label, the red boxed H1 warning, or 'Not sold online'. */
export function RxNotice({ product }: { product: Pick<Product, 'schedule' | 'rx_required'> }) {
  const { notice } = saleRules(product);
  switch (notice) {
    case 'none':
      return null;
    case 'prescription-required':
      return (
        <Alert severity="warning" variant="outlined" data-testid="rx-notice">
          {CATALOG_TEXTS.prescriptionRequired}. A pharmacist checks your prescription before dispatch.
        </Alert>
      );
    case 'h1-warning':
      return (
        <Box
          role="note"
          aria-label="Schedule H1 warning"
          data-testid="h1-warning"
          sx={{ border: '2px solid', borderColor: 'error.main', color: 'error.main', p: 1.5, borderRadius: 1 }}
        >
          <Box component="strong" sx={{ display: 'block', mb: 0.5 }}>
            <Box component="span" sx={{ fontSize: '1.2em', mr: 1 }}>
              Rx
            </Box>
            {CATALOG_TEXTS.h1WarningTitle}
          </Box>
          {CATALOG_TEXTS.h1WarningBody}
        </Box>
      );
    case 'not-sold-online':
      return (
        <Alert severity="error" data-testid="not-sold-online">
          <AlertTitle>{CATALOG_TEXTS.notSoldOnline}</AlertTitle>
          {CATALOG_TEXTS.notSoldOnlineBody}
        </Alert>
      );
  }
}

import { Alert, AlertTitle, Box } from '@instamg/shared/mui';
import { saleRules, type Product } from '../domain/product';
import { useProductT } from '../i18n/product-catalogue';

// The product page's catalogue: cards show RxChip (./RxChip.tsx), so list pages never load it.
/** The product page's legal notice: H label, the red boxed H1 warning, or 'Not sold online'. */
export function RxNotice({ product }: { product: Pick<Product, 'schedule' | 'rx_required'> }) {
  const { notice } = saleRules(product);
  const t = useProductT();
  switch (notice) {
    case 'none':
      return null;
    case 'prescription-required':
      return (
        <Alert severity="warning" variant="outlined" data-testid="rx-notice">
          {t('rx.notice')}
        </Alert>
      );
    case 'h1-warning':
      return (
        <Box
          role="note"
          aria-label={t('rx.h1Label')}
          data-testid="h1-warning"
          sx={{ border: '2px solid', borderColor: 'error.main', color: 'error.main', p: 1.5, borderRadius: 1 }}
        >
          <Box component="strong" sx={{ display: 'block', mb: 0.5 }}>
            <Box component="span" sx={{ fontSize: '1.2em', mr: 1 }}>
              {t('rx.mark')}
            </Box>
            {t('rx.h1Title')}
          </Box>
          {t('rx.h1Body')}
        </Box>
      );
    case 'not-sold-online':
      return (
        <Alert severity="error" data-testid="not-sold-online">
          <AlertTitle>{t('rx.notSoldOnline')}</AlertTitle>
          {t('rx.notSoldOnlineBody')}
        </Alert>
      );
  }
}

// The order page's help entry (issue 40 §4): call the store, call or e-mail support (SPEC §9:
// "24/7 by phone and e-mail"), report a problem. A problem is reported in the app once the order
// is delivered (the return flow); before that, by e-mail to support naming the order.
import { Button, Paper, Stack, Typography } from '@instamg/shared/mui';
import { SUPPORT } from '@instamg/shared/constants';
import { useStorePhone } from '../api/hooks';
import { useOrdersT } from '../i18n/orders-catalogue';

const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function OrderHelp({
  storeId,
  storeName,
  reference,
  onReportProblem,
}: {
  storeId: string;
  storeName: string;
  /** The order's number (orderReference), named in the e-mail subject. */
  reference: string;
  /** Opens the in-app report when the order can take one; otherwise the report goes by e-mail. */
  onReportProblem: (() => void) | null;
}) {
  const t = useOrdersT();
  const storePhone = useStorePhone(storeId);
  const mail = (subject: string) => `${SUPPORT.emailHref}?subject=${encodeURIComponent(subject)}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('help.region')} data-testid="order-help">
      <Typography variant="h2" sx={{ fontSize: 20, mb: 0.5 }}>
        {t('help.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('help.availability')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }}>
        {storePhone.data && (
          <Button
            variant="outlined"
            href={telHref(storePhone.data)}
            aria-label={t('help.callStoreLabel', { store: storeName })}
          >
            {t('help.callStore')}
          </Button>
        )}
        <Button variant="outlined" href={SUPPORT.phoneHref}>
          {t('help.callSupport', { phone: SUPPORT.phone })}
        </Button>
        <Button variant="outlined" href={mail(`Order ${reference}`)}>
          {t('help.mail')}
        </Button>
        {onReportProblem ? (
          <Button variant="outlined" onClick={onReportProblem}>
            {t('help.report')}
          </Button>
        ) : (
          <Button variant="outlined" href={mail(`Problem with order ${reference}`)}>
            {t('help.report')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

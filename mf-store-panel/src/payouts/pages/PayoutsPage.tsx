import { useMemo, useState } from 'react';
import { Alert, Typography } from '@instamg/shared/mui';
import { ServerDataGrid } from '@instamg/shared/grid/ServerDataGrid';
import { STORE_PAYOUTS_GRID } from '@instamg/shared/grid/grid-specs';
import type { GridView } from '@instamg/shared/grid/grid-query';
import { useGridView } from '@instamg/shared/grid/use-grid-view';
import { STORE_PANEL_APP_KEY } from '../../api/keys';
import { useReadyStore } from '../../api/current-store';
import { SectionPage } from '../../components/SectionPage';
import type { StorePayoutsRow } from '@instamg/shared/appwrite/rows';
import { payoutColumns } from '../components/payout-columns';
import { StatementDialog } from '../components/StatementDialog';
import { useLocale } from '@instamg/shared/i18n';
import { useMoneyT } from '../../i18n/money-catalogue';

/**
 * /store/payouts (issue 18 §6): the store's settlement cycles (weekly by default), each with its
 * figures, status and UTR, and its statement (lines adding up to the payout; CSV and print).
 */
export default function PayoutsPage() {
  const { store } = useReadyStore();
  const t = useMoneyT();
  const locale = useLocale();
  const { view, problems, updateView } = useGridView(STORE_PAYOUTS_GRID);
  const [open, setOpen] = useState<string | null>(null);
  const columns = useMemo(() => payoutColumns(t, locale, (row) => setOpen(row.$id)), [t, locale]);
  const scoped: GridView = { ...view, filters: { ...view.filters, store: store.storeId } };
  return (
    <SectionPage title={t('payouts.title')}>
      <Typography color="text.secondary">{t('payouts.intro')}</Typography>
      {problems.length > 0 && <Alert severity="info">{t('payouts.ignored', { problems: problems.join('; ') })}</Alert>}
      <ServerDataGrid<StorePayoutsRow>
        spec={STORE_PAYOUTS_GRID}
        appKey={STORE_PANEL_APP_KEY}
        label={t('payouts.title')}
        columns={columns}
        view={scoped}
        onViewChange={updateView}
        emptyMessage={t('payouts.empty')}
        // Stacked cards on a phone, drawn from the same columns (issue 33 §4).
        card="columns"
      />
      {open && <StatementDialog payoutId={open} onClose={() => setOpen(null)} />}
    </SectionPage>
  );
}

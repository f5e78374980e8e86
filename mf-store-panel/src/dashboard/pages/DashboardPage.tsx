import { Paper, Stack, Typography } from '@instamg/shared/mui';
import { useReadyStore } from '../../api/current-store';
import { EmptyState } from '../../components/EmptyState';
import { SectionPage } from '../../components/SectionPage';
import { STORE_ROLE_LABELS } from '../../domain/store-membership';

/**
 * /store/dashboard (SPEC §2). Until order intake lands it shows the store's registration facts and
 * says plainly that live orders and the day's numbers are still to come.
 */
export default function DashboardPage() {
  const { store } = useReadyStore();
  const facts: Array<[string, string]> = [
    ['Store', store.storeName],
    ['City', store.city],
    ['Drug licence', store.drugLicenceNumber],
    ['GSTIN', store.gstin],
    ['Your role', `${STORE_ROLE_LABELS[store.role]}${store.isPharmacist ? ', Pharmacist' : ''}`],
  ];
  return (
    <SectionPage title="Dashboard">
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {facts.map(([term, value]) => (
            <Stack key={term} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
              <Typography component="dt" color="text.secondary" sx={{ minWidth: 140 }}>
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Paper>
      <EmptyState title="No live orders to show yet">
        New orders, today&apos;s sales and stock alerts will appear here once order intake reaches the store panel.
      </EmptyState>
    </SectionPage>
  );
}

import { Alert, Container, Link, Skeleton, Stack, Typography } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { describeRange } from '@instamg/shared/domain/day-range';
import { DayRangeControl, useDayRangeParams } from '@instamg/shared/day-range-control';
import { RemoteRoot } from '../../RemoteRoot';
import { usePlatformAnalytics } from '../api/analytics';
import { AnalyticsCharts, AnalyticsTotals } from '../components/AnalyticsFigures';
import { ReconciliationExceptions } from '../components/ReconciliationExceptions';
import { RxServiceLevels } from '../components/RxServiceLevels';

/**
 * /admin/analytics (issue 19 §6): GMV and orders per day, by city and by store, acceptance rate
 * and re-routes, top products, searches with no result, new customers and repeat rate, for today,
 * the last 7 or 30 days or custom days (?from=&to=, IST). Every figure comes from the
 * admin-analytics function, which adds up the rollups the functions keep; every chart has the
 * table of its figures under it.
 */
export default function AnalyticsPage() {
  const dayRange = useDayRangeParams();
  const { range, problem } = dayRange;
  const analytics = usePlatformAnalytics(range);

  return (
    <RemoteRoot>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2}>
          <Typography variant="h1" color="primary">
            Analytics
          </Typography>
          <Typography color="text.secondary">
            Figures from the daily totals the platform keeps, in India time. GMV counts orders a store accepted that
            were not cancelled or refunded, on the day they reached the store. Repeat rate: customers whose latest order
            falls in the range and who have ordered more than once.
          </Typography>
          <Link
            component={RouterLink}
            to={`/admin/analytics/delivery-times?from=${range.from}&to=${range.to}`}
            sx={{ alignSelf: 'flex-start' }}
          >
            Delivery times by store
          </Link>
          <DayRangeControl state={dayRange} />
          {problem && <Alert severity="warning">{`${problem} Showing the last 7 days.`}</Alert>}
          {analytics.isPending ? (
            <Skeleton variant="rounded" height={320} role="progressbar" aria-label="Loading analytics" />
          ) : analytics.isError ? (
            <Alert severity="error">{analytics.error.message}</Alert>
          ) : (
            <>
              <AnalyticsTotals a={analytics.data} caption={`Totals, ${describeRange(range)}`} />
              <AnalyticsCharts a={analytics.data} />
            </>
          )}
          <RxServiceLevels />
          <ReconciliationExceptions />
        </Stack>
      </Container>
    </RemoteRoot>
  );
}

import { useMemo, useState } from 'react';
import { useSearchParams } from '@instamg/shared/router';
import {
  Alert,
  Container,
  Skeleton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@instamg/shared/mui';
import { RemoteRoot } from '../../RemoteRoot';
import { usePlatformAnalytics } from '../api/analytics';
import { AnalyticsCharts, AnalyticsTotals } from '../components/AnalyticsFigures';
import {
  ANALYTICS_PRESET_LABELS,
  describeRange,
  presetOf,
  presetRange,
  rangeFromParams,
  type AnalyticsPreset,
  type DayRange,
} from '../domain/analytics-range';

/**
 * /admin/analytics (issue 19 §6): GMV and orders per day, by city and by store, acceptance rate
 * and re-routes, top products, searches with no result, new customers and repeat rate, for today,
 * the last 7 or 30 days or custom days (?from=&to=, IST). Every figure comes from the
 * admin-analytics function, which adds up the rollups the functions keep; every chart has the
 * table of its figures under it.
 */
export default function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const now = useMemo(() => new Date(), []);
  const { range, problem } = rangeFromParams({ from: params.get('from'), to: params.get('to') }, now);
  const [custom, setCustom] = useState<boolean>(() => presetOf(range, now) === 'custom');
  const preset: AnalyticsPreset = custom ? 'custom' : presetOf(range, now);
  const analytics = usePlatformAnalytics(range);

  const setRange = (next: DayRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('from', next.from);
        updated.set('to', next.to);
        return updated;
      },
      { replace: true },
    );

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
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={1.5}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: { xs: 'stretch', md: 'center' } }}
          >
            <ToggleButtonGroup
              exclusive
              size="small"
              value={preset}
              aria-label="Range"
              onChange={(_, value: AnalyticsPreset | null) => {
                if (!value) return;
                setCustom(value === 'custom');
                if (value !== 'custom') setRange(presetRange(value, new Date()));
              }}
            >
              {(Object.keys(ANALYTICS_PRESET_LABELS) as AnalyticsPreset[]).map((key) => (
                <ToggleButton key={key} value={key}>
                  {ANALYTICS_PRESET_LABELS[key]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {preset === 'custom' && (
              <Stack direction="row" spacing={1.5}>
                <TextField
                  size="small"
                  type="date"
                  label="From"
                  value={range.from}
                  onChange={(event) => event.target.value && setRange({ from: event.target.value, to: range.to })}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <TextField
                  size="small"
                  type="date"
                  label="To"
                  value={range.to}
                  onChange={(event) => event.target.value && setRange({ from: range.from, to: event.target.value })}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Stack>
            )}
          </Stack>
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
        </Stack>
      </Container>
    </RemoteRoot>
  );
}

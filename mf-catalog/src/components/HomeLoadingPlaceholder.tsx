import { useEffect, useState } from 'react';
import { PRODUCT_NAME } from '@instamg/shared/constants';
import { HOME_LOADING_STEPS } from '../domain/home-loading';
import { Box, LinearProgress, Skeleton, Stack, Typography } from '@instamg/shared/mui';
import { homeLoadingStepAt } from '../domain/home-loading';
import { homeStepText, useCatalogT } from '../i18n/catalogue';

/** Advances through HOME_LOADING_STEPS on timers from the moment it mounts. */
function useLoadingStep() {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const timers = HOME_LOADING_STEPS.filter((step) => step.atMs > 0).map((step) =>
      setTimeout(() => setElapsed(step.atMs), step.atMs),
    );
    return () => timers.forEach(clearTimeout);
  }, []);
  return homeLoadingStepAt(elapsed);
}

const Cards = ({
  count,
  height,
  columns,
}: {
  count: number;
  height: number;
  columns: string | Record<string, string>;
}) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns }}>
    {Array.from({ length: count }, (_, i) => (
      <Skeleton key={i} variant="rounded" height={height} />
    ))}
  </Box>
);

/**
 * SPEC §2 "Home loading placeholder". `full`: logo, round icon, the timed progress bar and
 * message, hero, carousel with 4 dots, 6 category circles, a 4-card grid, a row of 4 cards, a
 * 2-column grid of 4 info tiles, a second row of 4 cards and 2 stacked sections. `compact` (a
 * store change reloading the page's products): banner, 2- and 4-column product grids, 8
 * category chips and 4 category tiles.
 */
export function HomeLoadingPlaceholder({ variant = 'full' }: { variant?: 'full' | 'compact' }) {
  const step = useLoadingStep();
  const t = useCatalogT();
  if (variant === 'compact') {
    return (
      <Stack
        spacing={3}
        aria-busy="true"
        role="status"
        aria-label={t('home.loading')}
        data-testid="home-loading-compact"
      >
        <Skeleton variant="rounded" height={160} />
        <Cards count={2} height={180} columns="repeat(2, 1fr)" />
        <Cards count={4} height={180} columns={{ xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} />
        <Stack direction="row" spacing={1} sx={{ overflow: 'hidden' }}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} variant="rounded" width={96} height={32} sx={{ borderRadius: 4, flexShrink: 0 }} />
          ))}
        </Stack>
        <Cards count={4} height={96} columns={{ xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} />
      </Stack>
    );
  }
  return (
    <Stack spacing={3} aria-busy="true" data-testid="home-loading">
      <Stack spacing={1.5} sx={{ alignItems: 'center', py: 2 }}>
        <Typography sx={{ fontWeight: 800 }} variant="h5" component="p" color="primary" aria-hidden>
          {PRODUCT_NAME}
        </Typography>
        <Skeleton variant="circular" width={56} height={56} />
        <Box sx={{ width: '100%', maxWidth: 360 }}>
          <LinearProgress
            variant="determinate"
            value={step.percent}
            aria-label={t('home.loadingPage')}
            aria-valuetext={`${step.percent}%`}
            data-testid="home-loading-progress"
          />
          <Typography
            variant="body2"
            color="text.secondary"
            align="center"
            sx={{ mt: 1 }}
            role="status"
            data-testid="home-loading-message"
          >
            {homeStepText(t, step)} <span data-testid="home-loading-percent">{step.percent}%</span>
          </Typography>
        </Box>
      </Stack>
      <Skeleton variant="rounded" height={180} />
      <Box>
        <Skeleton variant="rounded" height={140} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', mt: 1 }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} variant="circular" width={8} height={8} />
          ))}
        </Stack>
      </Box>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', overflow: 'hidden' }}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="circular" width={64} height={64} sx={{ flexShrink: 0 }} />
        ))}
      </Stack>
      <Cards count={4} height={200} columns={{ xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} />
      <Cards count={4} height={160} columns="repeat(4, 1fr)" />
      <Cards count={4} height={110} columns="repeat(2, 1fr)" />
      <Cards count={4} height={160} columns="repeat(4, 1fr)" />
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={120} />
    </Stack>
  );
}

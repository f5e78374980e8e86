import { Box, Skeleton, Stack } from '@instamg/shared/mui';
import { useShellT } from '../i18n/catalogue';

/** SPEC §2: each page load shows a skeleton placeholder — a heading, a banner and a card grid. Sits in the page column. */
export default function PageSkeleton() {
  const t = useShellT();
  return (
    <Box role="status" aria-busy="true" aria-label={t('frame.loadingPage')} sx={{ py: { xs: 2, md: 3 } }}>
      <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem' }} />
      <Skeleton variant="rounded" height={160} sx={{ my: 2 }} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {Array.from({ length: 4 }, (_, index) => (
          <Box key={index}>
            <Skeleton variant="rounded" height={120} />
            <Skeleton variant="text" width="80%" />
            <Skeleton variant="text" width="50%" />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The payment-status page's own placeholder while its remote loads (issue 40 §10): an icon, a
 * heading, two lines and a button, the shape mf_cart_checkout's status page then fills — not the
 * product grid.
 */
export function StatusPageSkeleton() {
  const t = useShellT();
  return (
    <Stack role="status" aria-busy="true" aria-label={t('frame.loadingPage')} sx={{ alignItems: 'center', py: 4 }}>
      <Skeleton variant="circular" width={64} height={64} />
      <Skeleton variant="text" sx={{ fontSize: 26, my: 2, width: 'min(280px, 80%)' }} />
      <Skeleton variant="text" sx={{ width: 'min(420px, 90%)' }} />
      <Skeleton variant="text" sx={{ width: 'min(320px, 70%)', mb: 3 }} />
      <Skeleton variant="rounded" width={120} height={36} />
    </Stack>
  );
}

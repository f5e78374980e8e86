import { Box, Skeleton } from '@instamg/shared/mui';

/** SPEC §2: each page load shows a skeleton placeholder — a heading, a banner and a card grid. Sits in the page column. */
export default function PageSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading page" sx={{ py: { xs: 2, md: 3 } }}>
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

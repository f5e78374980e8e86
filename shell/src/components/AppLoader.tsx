import { Box, CircularProgress } from '@instamg/shared/mui';
import { PRODUCT_NAME } from '@instamg/shared/constants';

/** SPEC §2: the whole app shows a loader while the sign-in state loads. */
export default function AppLoader() {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2 }}
    >
      <Box sx={{ fontWeight: 800, fontSize: '1.75rem', color: 'primary.main', letterSpacing: '-0.02em' }}>
        {PRODUCT_NAME}
      </Box>
      <CircularProgress aria-label={`Loading ${PRODUCT_NAME}`} />
    </Box>
  );
}

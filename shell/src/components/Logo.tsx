import { Box } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { useLocaleHref } from '@instamg/shared/i18n';

/** Text-and-mark logo drawn inline, so the frame needs no image request before it can paint. */
export default function Logo() {
  const href = useLocaleHref();
  return (
    <Box
      component={RouterLink}
      to={href('/')}
      aria-label="instamg home"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        flexShrink: 0,
        textDecoration: 'none',
        color: 'primary.main',
        borderRadius: 1,
      }}
    >
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="30" height="30" rx="9" fill="currentColor" />
        <path d="M13 8h6v5h5v6h-5v5h-6v-5H8v-6h5z" fill="#fff" />
      </svg>
      <Box
        component="span"
        sx={{ fontWeight: 800, fontSize: { xs: '1.2rem', sm: '1.4rem' }, letterSpacing: '-0.02em', lineHeight: 1 }}
      >
        insta
        <Box component="span" sx={{ color: 'secondary.main' }}>
          mg
        </Box>
      </Box>
    </Box>
  );
}

import { Box, Button, Container, Stack, Typography } from '@instamg/shared/mui';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link as RouterLink, useLocation } from '@instamg/shared/router';
import { useLocaleHref } from '@instamg/shared/i18n';
import { ROUTES } from '@instamg/shared/constants';
import { useIsMobile } from '../components/useIsMobile';
import SearchBox from '../components/SearchBox';

/** SPEC §2: "any other path" — a friendly way back to home, the medicines or a search. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const href = useLocaleHref();
  const isMobile = useIsMobile();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 2 }}>
        <SearchOffIcon color="primary" sx={{ fontSize: 64 }} aria-hidden="true" />
        <Typography component="p" sx={{ fontSize: '3rem', fontWeight: 800, lineHeight: 1, color: 'primary.main' }}>
          404
        </Typography>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          Page not found
        </Typography>
        <Typography color="text.secondary">
          We couldn't find{' '}
          <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
            {pathname}
          </Box>
          . The link may be old or mistyped. Try searching for the medicine you need.
        </Typography>
        <Box sx={{ width: '100%', maxWidth: 440 }}>
          <SearchBox variant={isMobile ? 'mobile' : 'desktop'} />
        </Box>
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Button component={RouterLink} to={href(ROUTES.home)} variant="contained">
            Go to Home
          </Button>
          <Button component={RouterLink} to={href(ROUTES.medicines)} variant="outlined">
            Browse medicines
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}

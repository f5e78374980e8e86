import { Box, Button, Container, Stack, Typography } from '@instamg/shared/mui';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link as RouterLink, useLocation } from '@instamg/shared/router';
import { useLocaleHref } from '@instamg/shared/i18n';
import { ROUTES } from '@instamg/shared/constants';
import { useIsMobile } from '../components/useIsMobile';
import SearchBox from '../components/SearchBox';
import { useShellT } from '../i18n/catalogue';

// Splits the sentence around the path, shown as code, whatever the language's word order.
const PATH_MARK = '\u0000';

/** SPEC §2: "any other path" — a friendly way back to home, the medicines or a search. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const href = useLocaleHref();
  const isMobile = useIsMobile();
  const t = useShellT();
  const [before = '', after = ''] = t('notFound.text', { path: PATH_MARK }).split(PATH_MARK);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 2 }}>
        <SearchOffIcon color="primary" sx={{ fontSize: 64 }} aria-hidden="true" />
        <Typography component="p" sx={{ fontSize: '3rem', fontWeight: 800, lineHeight: 1, color: 'primary.main' }}>
          404
        </Typography>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary">
          {before}
          <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
            {pathname}
          </Box>
          {after}
        </Typography>
        <Box sx={{ width: '100%', maxWidth: 440 }}>
          <SearchBox variant={isMobile ? 'mobile' : 'desktop'} />
        </Box>
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Button component={RouterLink} to={href(ROUTES.home)} variant="contained">
            {t('notFound.home')}
          </Button>
          <Button component={RouterLink} to={href(ROUTES.medicines)} variant="outlined">
            {t('notFound.medicines')}
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}

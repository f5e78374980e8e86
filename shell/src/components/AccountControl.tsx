import { Button, CircularProgress, IconButton } from '@instamg/shared/mui';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import { Link as RouterLink } from '@instamg/shared/router';
import { ROUTES } from '@instamg/shared/constants';
import { useHydratedValue } from '@instamg/shared/ssr';
import { useSession } from '../api/auth/session-store';
import { useShellT } from '../i18n/catalogue';

/** Sign in for guests, the account icon for signed-in users (SPEC §2 "Page frame"; desktop only). */
export default function AccountControl() {
  const sessionStatus = useSession((state) => state.status);
  // Server HTML always shows the placeholder (the sign-in state is the browser's); so does hydration.
  const status = useHydratedValue(sessionStatus, 'loading');
  const user = useSession((state) => state.user);
  const t = useShellT();

  if (status === 'loading') {
    return <CircularProgress size={22} aria-label={t('frame.checkingSignIn')} sx={{ mx: 1.25 }} />;
  }
  if (status === 'signedIn') {
    return (
      <IconButton
        component={RouterLink}
        to={ROUTES.account}
        aria-label={user?.name ? t('frame.accountOf', { name: user.name }) : t('frame.account')}
        color="primary"
      >
        <AccountCircleOutlinedIcon />
      </IconButton>
    );
  }
  return (
    <Button component={RouterLink} to={ROUTES.auth} variant="contained" sx={{ whiteSpace: 'nowrap', px: 2.5 }}>
      {t('frame.signIn')}
    </Button>
  );
}

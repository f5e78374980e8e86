import { useMutation } from '@tanstack/react-query';
import { Alert, Button, CircularProgress, Paper, Stack, Typography } from '@instamg/shared/mui';
import { Link } from '@instamg/shared/router';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';
import { ROUTES } from '@instamg/shared/constants';
import type { StoreAdminRole } from '@instamg/shared/domain/roles';
import { roleText, usePanelT } from '../../i18n/catalogue';
import { usePartnerT } from '../../i18n/partner-catalogue';
import { useApplicant } from '../api/application-queries';

interface Accepted {
  store_id: string;
  store_name: string;
  role: StoreAdminRole;
  pharmacist: 'pending' | null;
}

/**
 * /pharmacy-partner?invitation=<signed token> (issue 18 §7): the link a store's owner or admin had
 * e-mailed. A guest signs in with the invited address first (someone new to instamg sets the password
 * of the account the invitation made, by password recovery); a signed-in person
 * joins with one click, and the store-staff function checks the signature, the expiry, that the
 * invitation is still open and that it names their e-mail.
 */
export function StaffInvitationAccept({ token }: { token: string }) {
  const t = usePartnerT();
  const panelT = usePanelT();
  const applicant = useApplicant();
  const accept = useMutation({
    mutationFn: () => callFunction<Accepted>(FUNCTIONS.storeStaff, { action: 'accept', token }),
  });
  const here = `/pharmacy-partner?invitation=${encodeURIComponent(token)}`;

  if (applicant.isPending)
    return <CircularProgress aria-label={t('invitation.loading')} sx={{ alignSelf: 'center' }} />;
  if (!applicant.data)
    return (
      <Paper variant="outlined" component="section" aria-label={t('invitation.label')} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('invitation.signInTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('invitation.signInText')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            component={Link}
            to={`${ROUTES.auth}?${new URLSearchParams({ from: here }).toString()}`}
            variant="contained"
          >
            {t('invitation.signIn')}
          </Button>
          {/* The invitation made the account without a password: recovery to the address sets one. */}
          <Button
            component={Link}
            to={`${ROUTES.auth}?${new URLSearchParams({ mode: 'forgot', from: here }).toString()}`}
            variant="outlined"
          >
            {t('invitation.setPassword')}
          </Button>
        </Stack>
      </Paper>
    );

  if (accept.isSuccess) {
    const joined = accept.data;
    return (
      <Paper variant="outlined" component="section" aria-label={t('invitation.label')} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1.5}>
          <Alert severity="success" data-testid="invitation-accepted">
            {t('invitation.joined', { store: joined.store_name, role: roleText(panelT, joined.role) })}
          </Alert>
          {joined.pharmacist === 'pending' && (
            <Typography variant="body2" color="text.secondary">
              {t('invitation.pharmacistPending')}
            </Typography>
          )}
          {/* A full page load: the shell reads the new store access afresh. */}
          <Button component="a" href="/store/dashboard" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {t('invitation.openPanel')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-label={t('invitation.label')} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {t('invitation.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('invitation.signedInAs', { email: applicant.data.email })}
        </Typography>
        {accept.isError && (
          <Alert severity="error" role="alert">
            {accept.error.message}
          </Alert>
        )}
        <Button
          variant="contained"
          onClick={() => accept.mutate()}
          disabled={accept.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('invitation.accept')}
        </Button>
      </Stack>
    </Paper>
  );
}

import { useMutation } from '@tanstack/react-query';
import { Alert, Button, CircularProgress, Paper, Stack, Typography } from '@instamg/shared/mui';
import { Link } from '@instamg/shared/router';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';
import { ROUTES } from '@instamg/shared/constants';
import type { StoreAdminRole } from '@instamg/shared/domain/roles';
import { STORE_ROLE_LABELS } from '../../domain/store-membership';
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
  const applicant = useApplicant();
  const accept = useMutation({
    mutationFn: () => callFunction<Accepted>(FUNCTIONS.storeStaff, { action: 'accept', token }),
  });
  const here = `/pharmacy-partner?invitation=${encodeURIComponent(token)}`;

  if (applicant.isPending)
    return <CircularProgress aria-label="Loading your invitation" sx={{ alignSelf: 'center' }} />;
  if (!applicant.data)
    return (
      <Paper variant="outlined" component="section" aria-label="Staff invitation" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Sign in to accept your invitation
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Sign in with the e-mail address the invitation was sent to. New to instamg? Your account is ready: set its
          password first.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            component={Link}
            to={`${ROUTES.auth}?${new URLSearchParams({ from: here }).toString()}`}
            variant="contained"
          >
            Sign in
          </Button>
          {/* The invitation made the account without a password: recovery to the address sets one. */}
          <Button
            component={Link}
            to={`${ROUTES.auth}?${new URLSearchParams({ mode: 'forgot', from: here }).toString()}`}
            variant="outlined"
          >
            Set a password
          </Button>
        </Stack>
      </Paper>
    );

  if (accept.isSuccess) {
    const joined = accept.data;
    return (
      <Paper variant="outlined" component="section" aria-label="Staff invitation" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1.5}>
          <Alert severity="success" data-testid="invitation-accepted">
            {`You joined ${joined.store_name} as ${STORE_ROLE_LABELS[joined.role]}.`}
          </Alert>
          {joined.pharmacist === 'pending' && (
            <Typography variant="body2" color="text.secondary">
              You can verify prescriptions once an instamg administrator has confirmed your pharmacy council
              registration.
            </Typography>
          )}
          {/* A full page load: the shell reads the new store access afresh. */}
          <Button component="a" href="/store/dashboard" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            Open the store panel
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-label="Staff invitation" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          You are invited to a pharmacy&apos;s team
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`Signed in as ${applicant.data.email}. Accept to join the pharmacy's team on instamg with the role it chose for you.`}
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
          Accept invitation
        </Button>
      </Stack>
    </Paper>
  );
}

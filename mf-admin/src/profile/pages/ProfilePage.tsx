import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Chip,
  Container,
  Link,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { ADMIN_TOASTS } from '../../domain/toasts';
import { useToast } from '@instamg/shared/toast';
import { RemoteRoot } from '../../RemoteRoot';
import { adminKeys } from '../../api/keys';
import { fetchAccount, updateName, updatePassword, type AdminAccount } from '../api/account';
import { NAME_MAX, passwordChangeErrors, profileNameError, type PasswordChange } from '../domain/profile-form';

/** The account area's Security tab (shell: /account/security) manages the second factor. */
const SECURITY_PATH = '/account/security';

function NameForm({ account }: { account: AdminAccount }) {
  const toast = useToast();
  const client = useQueryClient();
  const [name, setName] = useState(account.name);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (value: string) => updateName(value),
    onSuccess: (updated) => {
      client.setQueryData(adminKeys.account(), updated);
      toast(ADMIN_TOASTS.profileSaved);
    },
    onError: (failed) => toast(ADMIN_TOASTS.saveFailed, failed.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = profileNameError(name);
    setError(problem);
    if (!problem) save.mutate(name.trim());
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="form" onSubmit={submit} aria-label="Your name" noValidate>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          Your name
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {account.email}
        </Typography>
        <TextField
          label="Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
        />
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          Save name
        </Button>
      </Stack>
    </Paper>
  );
}

const EMPTY: PasswordChange = { current: '', next: '', repeat: '' };

function PasswordForm() {
  const toast = useToast();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof PasswordChange, string>>>({});
  const change = useMutation({
    mutationFn: (v: PasswordChange) => updatePassword(v.next, v.current),
    onSuccess: () => {
      setValues(EMPTY);
      toast(ADMIN_TOASTS.passwordChanged);
    },
    onError: (failed) => toast(ADMIN_TOASTS.saveFailed, failed.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = passwordChangeErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) change.mutate(values);
  };
  const field = (key: keyof PasswordChange, label: string, autoComplete: string) => (
    <TextField
      type="password"
      label={label}
      autoComplete={autoComplete}
      value={values[key]}
      onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? ' '}
    />
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="form" onSubmit={submit} aria-label="Password" noValidate>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          Password
        </Typography>
        {field('current', 'Current password', 'current-password')}
        {field('next', 'New password', 'new-password')}
        {field('repeat', 'Repeat the new password', 'new-password')}
        <Button type="submit" variant="contained" disabled={change.isPending} sx={{ alignSelf: 'flex-start' }}>
          Change password
        </Button>
      </Stack>
    </Paper>
  );
}

function MfaStatus({ account }: { account: AdminAccount }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Two-step verification">
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          Two-step verification
        </Typography>
        <Chip
          sx={{ alignSelf: 'flex-start' }}
          color={account.mfa ? 'success' : 'warning'}
          label={account.mfa ? 'On' : 'Off'}
          data-testid="mfa-status"
        />
        {!account.mfa && (
          <Typography variant="body2">
            An administrator account should ask for a second step when signing in.
          </Typography>
        )}
        <Link component={RouterLink} to={SECURITY_PATH} sx={{ alignSelf: 'flex-start' }}>
          Manage in your account’s Security tab
        </Link>
      </Stack>
    </Paper>
  );
}

/** /admin/profile (issue 19 §1): the admin's own name, password and two-step verification status. */
export default function ProfilePage() {
  const account = useQuery({ queryKey: adminKeys.account(), queryFn: fetchAccount });
  return (
    <RemoteRoot>
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2}>
          <Typography variant="h1" color="primary">
            Your profile
          </Typography>
          {account.isPending && (
            <Skeleton variant="rounded" height={160} role="progressbar" aria-label="Loading your profile" />
          )}
          {account.isError && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void account.refetch()}>
                  Try again
                </Button>
              }
            >
              Your profile could not be loaded.
            </Alert>
          )}
          {account.data && (
            <>
              <NameForm account={account.data} />
              <PasswordForm />
              <MfaStatus account={account.data} />
            </>
          )}
        </Stack>
      </Container>
    </RemoteRoot>
  );
}

import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Container,
  Link,
  Paper,
  Stack,
  Typography,
} from '@instamg/shared/mui';
import { Link as RouterLink, useParams } from '@instamg/shared/router';
import { ADMIN_TOASTS } from '../../domain/toasts';
import { formatINR } from '@instamg/shared/domain/money';
import { useToast } from '@instamg/shared/toast';
import { RemoteRoot } from '../../RemoteRoot';
import { adminKeys } from '../../api/keys';
import { actOnUser, getUser, myUserId, type UserAction, type UserDetail } from '../api/users';

const when = (iso: string) =>
  iso
    ? new Date(iso).toLocaleString('en-IN', {
        timeZone: 'Asia/Kolkata',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : '—';

/** /admin/users/{userId} (issue 19 §5): profile, labels, memberships, sessions, orders and actions. */
export default function UserDetailPage() {
  const { userId = '' } = useParams();
  const detail = useQuery({ queryKey: adminKeys.users.detail(userId), queryFn: () => getUser(userId) });
  const me = useQuery({ queryKey: adminKeys.users.me(), queryFn: myUserId });
  return (
    <RemoteRoot>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Link component={RouterLink} to="/admin/users">
          ← Users
        </Link>
        {detail.isPending ? (
          <CircularProgress aria-label="Loading the user" sx={{ mt: 3, display: 'block' }} />
        ) : detail.isError ? (
          <Alert severity="error" sx={{ mt: 3 }}>{`This user could not be loaded: ${detail.error.message}`}</Alert>
        ) : (
          <UserView detail={detail.data} isMe={me.data === userId} />
        )}
      </Container>
    </RemoteRoot>
  );
}

function UserView({ detail, isMe }: { detail: UserDetail; isMe: boolean }) {
  const { user, memberships, sessions, orders } = detail;
  const toast = useToast();
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: (action: UserAction) => actOnUser(action, user.id),
    onSuccess: async () => {
      toast(ADMIN_TOASTS.userUpdated);
      await queryClient.invalidateQueries({ queryKey: adminKeys.users.detail(user.id) });
    },
    onError: (error) => toast(ADMIN_TOASTS.saveFailed, error.message),
  });
  const isAdmin = user.labels.includes('admin');
  return (
    <Stack spacing={3} sx={{ mt: 2 }}>
      <Stack spacing={1}>
        <Typography variant="h1" color="primary">
          {user.name || user.email || user.id}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} data-testid="user-labels">
          <Chip size="small" color={user.active ? 'success' : 'error'} label={user.active ? 'Active' : 'Blocked'} />
          {user.labels.map((label) => (
            <Chip key={label} size="small" label={label} />
          ))}
          {user.mfa && <Chip size="small" variant="outlined" label="MFA on" />}
        </Stack>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
            '& dd': { m: 0 },
          }}
        >
          <dt>E-mail</dt>
          <dd>{`${user.email || '—'}${user.email ? (user.emailVerified ? ' (verified)' : ' (not verified)') : ''}`}</dd>
          <dt>Phone</dt>
          <dd>{`${user.phone || '—'}${user.phone ? (user.phoneVerified ? ' (verified)' : ' (not verified)') : ''}`}</dd>
          <dt>Joined</dt>
          <dd>{when(user.registered)}</dd>
          <dt>Last seen</dt>
          <dd>{when(user.accessedAt)}</dd>
          <dt>User ID</dt>
          <dd>{user.id}</dd>
        </Box>
      </Paper>
      {isMe ? (
        <Alert severity="info">This is your own account: ask another admin to block it or remove its admin role.</Alert>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            variant="outlined"
            disabled={act.isPending}
            onClick={() => act.mutate(isAdmin ? 'revoke_admin' : 'grant_admin')}
          >
            {isAdmin ? 'Remove admin role' : 'Make admin'}
          </Button>
          <Button
            variant="outlined"
            color={user.active ? 'error' : 'primary'}
            disabled={act.isPending}
            onClick={() => act.mutate(user.active ? 'block_user' : 'unblock_user')}
          >
            {user.active ? 'Block' : 'Unblock'}
          </Button>
          <Button
            variant="outlined"
            disabled={act.isPending || sessions.length === 0}
            onClick={() => act.mutate('sign_out_user')}
          >
            Sign out everywhere
          </Button>
        </Stack>
      )}
      <Section title={`Store memberships (${memberships.length})`}>
        {memberships.map((m) => (
          <Typography
            key={m.teamId}
            component="li"
          >{`${m.teamName}: ${m.roles.join(', ')}${m.confirmed ? '' : ' (invited)'}`}</Typography>
        ))}
      </Section>
      <Section title={`Sessions (${sessions.length})`}>
        {sessions.map((s) => (
          <Typography
            key={s.id}
            component="li"
          >{`${s.client || s.provider} · since ${when(s.createdAt)} · ${s.ip}`}</Typography>
        ))}
      </Section>
      <Section title={`Orders (${orders.total})`}>
        {orders.rows.map((o) => (
          <Typography key={o.$id} component="li">
            <Link component={RouterLink} to={`/admin/orders/${o.$id}`}>
              {o.$id}
            </Link>
            {` · ${when(o.$createdAt)} · ${o.status} · ${o.store_name} · ${formatINR(o.total)}`}
          </Typography>
        ))}
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const items = Array.isArray(children) ? children : [children];
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="section"
      aria-label={title.replace(/ \(\d+\)$/, '')}
    >
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">None.</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {children}
        </Box>
      )}
    </Paper>
  );
}

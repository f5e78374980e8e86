import { useState, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  MenuItem,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import { STORE_SETTINGS_TOASTS } from '../domain/toasts';
import { pharmacistErrors } from '@instamg/shared/domain/partner/pharmacist';
import { INVITABLE_ROLES, normaliseEmail, type InvitableRole } from '@instamg/shared/domain/store-staff';
import { isTeamRole } from '@instamg/shared/domain/delivery-staff';
import { useToast } from '@instamg/shared/toast';
import { STORE_ROLE_LABELS } from '../../domain/store-membership';
import {
  useChangeRole,
  useInvite,
  useRemoveMember,
  useRevokeInvitation,
  useStaff,
  type StaffMember,
} from '../api/staff';
import { visuallyHidden } from '../../components/visuallyHidden';

const PHARMACIST_LABELS = {
  confirmed: 'Pharmacist',
  pending: 'Pharmacist (awaiting confirmation)',
  inactive: 'Pharmacist (inactive)',
};

interface InviteForm {
  email: string;
  role: InvitableRole;
  pharmacist: boolean;
  name: string;
  council: string;
  registration_number: string;
}
const EMPTY: InviteForm = {
  email: '',
  role: 'staff',
  pharmacist: false,
  name: '',
  council: '',
  registration_number: '',
};

function InvitePerson({ storeId }: { storeId: string }) {
  const toast = useToast();
  const invite = useInvite(storeId);
  const [form, setForm] = useState<InviteForm>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const set = (key: keyof InviteForm) => (event: ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: key === 'pharmacist' ? event.target.checked : event.target.value }));
  // A rider is never the pharmacist (store-staff refuses it): the flag goes with a team role only.
  const pharmacist = form.pharmacist && isTeamRole(form.role);
  const ph = pharmacist ? pharmacistErrors(form.name.trim(), form.council.trim(), form.registration_number.trim()) : {};
  const errors = {
    email: normaliseEmail(form.email) ? undefined : 'Enter their e-mail address',
    name: ph.pharmacist_name,
    council: ph.pharmacist_council,
    registration_number: ph.pharmacist_registration_number,
  };
  const shown: Partial<typeof errors> = submitted ? errors : {};
  return (
    <Stack
      component="form"
      aria-label="Invite a person"
      noValidate
      spacing={1.5}
      sx={{ pt: 1 }}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.values(errors).some(Boolean)) return;
        invite.mutate(
          {
            email: form.email.trim(),
            role: form.role,
            pharmacist: pharmacist
              ? {
                  name: form.name.trim(),
                  council: form.council.trim(),
                  registration_number: form.registration_number.trim(),
                }
              : null,
          },
          {
            onSuccess: () => {
              toast(STORE_SETTINGS_TOASTS.staffInvited);
              setForm(EMPTY);
              setSubmitted(false);
            },
            onError: (error) => toast(STORE_SETTINGS_TOASTS.staffFailed, error.message),
          },
        );
      }}
    >
      <Typography variant="subtitle2" component="h3">
        Invite a person
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          label="E-mail"
          type="email"
          size="small"
          value={form.email}
          onChange={set('email')}
          error={Boolean(shown.email)}
          helperText={shown.email ?? 'New to instamg? The e-mail shows them how to set a password.'}
          sx={{ flex: 2 }}
        />
        <TextField select label="Role" size="small" value={form.role} onChange={set('role')} sx={{ flex: 1 }}>
          {INVITABLE_ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {STORE_ROLE_LABELS[role]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {isTeamRole(form.role) ? (
        <FormControlLabel
          control={<Checkbox checked={form.pharmacist} onChange={set('pharmacist')} />}
          label="Registered pharmacist (verifies prescriptions once an instamg admin confirms the registration)"
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          A delivery rider sees only the deliveries assigned to them (address, items, the cash to collect) on their
          phone — no other orders, prescriptions or customer phone numbers.
        </Typography>
      )}
      {pharmacist && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {(
            [
              ['name', 'Name as registered'],
              ['council', 'State Pharmacy Council'],
              ['registration_number', 'Registration number'],
            ] as const
          ).map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              size="small"
              value={form[key]}
              onChange={set(key)}
              error={Boolean(shown[key])}
              helperText={shown[key] ?? ' '}
              sx={{ flex: 1 }}
            />
          ))}
        </Stack>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={invite.isPending}>
          Send invitation
        </Button>
      </Box>
    </Stack>
  );
}

function MemberRow({ storeId, member, isYou }: { storeId: string; member: StaffMember; isYou: boolean }) {
  const toast = useToast();
  const changeRole = useChangeRole(storeId);
  const remove = useRemoveMember(storeId);
  // A rider is not on the team: their role is changed by removing and inviting again (ADR 0011).
  const fixed = member.role === 'owner' || member.role === 'delivery' || isYou;
  return (
    <TableRow data-testid="staff-member">
      <TableCell>
        {member.name || member.email}
        {isYou && ' (you)'}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{member.email}</TableCell>
      <TableCell>
        {fixed ? (
          STORE_ROLE_LABELS[member.role]
        ) : (
          <TextField
            select
            size="small"
            label={`Role of ${member.name || member.email}`}
            value={member.role}
            disabled={changeRole.isPending}
            onChange={(event) =>
              changeRole.mutate(
                { userId: member.user_id, role: event.target.value as InvitableRole },
                {
                  onSuccess: () => toast(STORE_SETTINGS_TOASTS.staffRoleChanged),
                  onError: (error) => toast(STORE_SETTINGS_TOASTS.staffFailed, error.message),
                },
              )
            }
          >
            {INVITABLE_ROLES.filter(isTeamRole).map((role) => (
              <MenuItem key={role} value={role}>
                {STORE_ROLE_LABELS[role]}
              </MenuItem>
            ))}
          </TextField>
        )}
      </TableCell>
      <TableCell>
        {member.pharmacist ? (
          <Chip
            size="small"
            label={PHARMACIST_LABELS[member.pharmacist.status]}
            color={member.pharmacist.status === 'confirmed' ? 'success' : 'default'}
          />
        ) : (
          '—'
        )}
      </TableCell>
      <TableCell>
        {!fixed && (
          <Button
            size="small"
            color="error"
            disabled={remove.isPending}
            aria-label={`Remove ${member.name || member.email}`}
            onClick={() =>
              remove.mutate(member.user_id, {
                onSuccess: () => toast(STORE_SETTINGS_TOASTS.staffRemoved),
                onError: (error) => toast(STORE_SETTINGS_TOASTS.staffFailed, error.message),
              })
            }
          >
            Remove
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/**
 * The Staff part of /store/settings (issue 18 §7), for the owner and store admins only: the team
 * (name, e-mail, role, pharmacist status), invitations by e-mail with a role and optionally as a
 * pharmacist, role changes and removal, all through the store-staff function (which refuses anyone
 * else, the owner's demotion and a change of one's own role).
 */
export function StaffSection({ storeId, userId }: { storeId: string; userId: string | null }) {
  const toast = useToast();
  const staff = useStaff(storeId, true);
  const revoke = useRevokeInvitation(storeId);
  if (staff.isPending)
    return <Skeleton variant="rounded" height={120} role="progressbar" aria-label="Loading the team" />;
  if (staff.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void staff.refetch()}>
            Try again
          </Button>
        }
      >
        We could not load the team. Check the connection and try again.
      </Alert>
    );
  const { members, invitations } = staff.data;
  return (
    <Stack spacing={2}>
      {/* inline-size containment: the table scrolls inside the card instead of widening the page at 390 px;
          position: relative keeps the visually hidden "Actions" label inside the box, not at the page's edge. */}
      {/* Focusable, so a keyboard user can scroll it (axe: scrollable-region-focusable). */}
      <Box
        tabIndex={0}
        role="region"
        aria-label="Team"
        sx={{ overflowX: 'auto', width: '100%', contain: 'inline-size', position: 'relative' }}
      >
        <Table
          size="small"
          aria-label="Team members"
          // On a phone each member is a stacked card (issue 33 §4): no e-mail wrapped a letter a line.
          sx={(theme) => ({
            [theme.breakpoints.down('md')]: {
              '& thead': { display: 'none' },
              '& tbody, & tr, & td': { display: 'block' },
              '& tr': {
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                p: 1.5,
                mb: 1,
              },
              '& td': { border: 0, px: 0, py: 0.5 },
            },
          })}
        >
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>E-mail</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Pharmacist</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {members.map((member) => (
              <MemberRow key={member.user_id} storeId={storeId} member={member} isYou={member.user_id === userId} />
            ))}
          </TableBody>
        </Table>
      </Box>
      {invitations.length > 0 && (
        <Box component="section" aria-label="Invitations waiting">
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            Invitations waiting
          </Typography>
          <Stack spacing={0.5}>
            {invitations.map((inv) => (
              <Stack
                key={inv.$id}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                data-testid="staff-invitation"
              >
                <Typography variant="body2">
                  {`${inv.email} · ${STORE_ROLE_LABELS[inv.role]}${inv.pharmacist ? ' · pharmacist' : ''} · ${
                    inv.expired
                      ? 'expired'
                      : `until ${new Date(inv.expires_at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })}`
                  }`}
                </Typography>
                <Button
                  size="small"
                  disabled={revoke.isPending}
                  aria-label={`Withdraw the invitation to ${inv.email}`}
                  onClick={() =>
                    revoke.mutate(inv.$id, {
                      onSuccess: () => toast(STORE_SETTINGS_TOASTS.staffInvitationRevoked),
                      onError: (error) => toast(STORE_SETTINGS_TOASTS.staffFailed, error.message),
                    })
                  }
                >
                  Withdraw
                </Button>
              </Stack>
            ))}
          </Stack>
        </Box>
      )}
      <InvitePerson storeId={storeId} />
    </Stack>
  );
}

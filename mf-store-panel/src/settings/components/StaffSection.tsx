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
import { useLocale } from '@instamg/shared/i18n';
import { dateTimeText, pharmacistStatusText, settingsToast, useSettingsT } from '../../i18n/settings-catalogue';
import { roleText, usePanelT } from '../../i18n/catalogue';
import { pharmacistErrors } from '@instamg/shared/domain/partner/pharmacist';
import { INVITABLE_ROLES, normaliseEmail, type InvitableRole } from '@instamg/shared/domain/store-staff';
import { isTeamRole } from '@instamg/shared/domain/delivery-staff';
import { useToast } from '@instamg/shared/toast';
import {
  useChangeRole,
  useInvite,
  useRemoveMember,
  useRevokeInvitation,
  useStaff,
  type StaffMember,
} from '../api/staff';
import { visuallyHidden } from '../../components/visuallyHidden';

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
  const t = useSettingsT();
  const panelT = usePanelT();
  const invite = useInvite(storeId);
  const [form, setForm] = useState<InviteForm>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const set = (key: keyof InviteForm) => (event: ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: key === 'pharmacist' ? event.target.checked : event.target.value }));
  // A rider is never the pharmacist (store-staff refuses it): the flag goes with a team role only.
  const pharmacist = form.pharmacist && isTeamRole(form.role);
  const ph = pharmacist ? pharmacistErrors(form.name.trim(), form.council.trim(), form.registration_number.trim()) : {};
  const errors = {
    email: normaliseEmail(form.email) ? undefined : t('invite.needEmail'),
    name: ph.pharmacist_name,
    council: ph.pharmacist_council,
    registration_number: ph.pharmacist_registration_number,
  };
  const shown: Partial<typeof errors> = submitted ? errors : {};
  return (
    <Stack
      component="form"
      aria-label={t('invite.title')}
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
              toast(settingsToast(t, 'staffInvited'));
              setForm(EMPTY);
              setSubmitted(false);
            },
            onError: (error) => toast(settingsToast(t, 'staffFailed'), error.message),
          },
        );
      }}
    >
      <Typography variant="subtitle2" component="h3">
        {t('invite.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          label={t('invite.email')}
          type="email"
          size="small"
          value={form.email}
          onChange={set('email')}
          error={Boolean(shown.email)}
          helperText={shown.email ?? t('invite.emailHelp')}
          sx={{ flex: 2 }}
        />
        <TextField
          select
          label={t('invite.role')}
          size="small"
          value={form.role}
          onChange={set('role')}
          sx={{ flex: 1 }}
        >
          {INVITABLE_ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {roleText(panelT, role)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {isTeamRole(form.role) ? (
        <FormControlLabel
          control={<Checkbox checked={form.pharmacist} onChange={set('pharmacist')} />}
          label={t('invite.pharmacist')}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('invite.rider')}
        </Typography>
      )}
      {pharmacist && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {(
            [
              ['name', t('invite.name')],
              ['council', t('invite.council')],
              ['registration_number', t('invite.registration')],
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
          {t('invite.send')}
        </Button>
      </Box>
    </Stack>
  );
}

function MemberRow({ storeId, member, isYou }: { storeId: string; member: StaffMember; isYou: boolean }) {
  const toast = useToast();
  const t = useSettingsT();
  const panelT = usePanelT();
  const changeRole = useChangeRole(storeId);
  const remove = useRemoveMember(storeId);
  // A rider is not on the team: their role is changed by removing and inviting again (ADR 0011).
  const fixed = member.role === 'owner' || member.role === 'delivery' || isYou;
  return (
    <TableRow data-testid="staff-member">
      <TableCell>
        {member.name || member.email}
        {isYou && t('member.you')}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{member.email}</TableCell>
      <TableCell>
        {fixed ? (
          roleText(panelT, member.role)
        ) : (
          <TextField
            select
            size="small"
            label={t('member.roleOf', { name: member.name || member.email })}
            value={member.role}
            disabled={changeRole.isPending}
            onChange={(event) =>
              changeRole.mutate(
                { userId: member.user_id, role: event.target.value as InvitableRole },
                {
                  onSuccess: () => toast(settingsToast(t, 'staffRoleChanged')),
                  onError: (error) => toast(settingsToast(t, 'staffFailed'), error.message),
                },
              )
            }
          >
            {INVITABLE_ROLES.filter(isTeamRole).map((role) => (
              <MenuItem key={role} value={role}>
                {roleText(panelT, role)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </TableCell>
      <TableCell>
        {member.pharmacist ? (
          <Chip
            size="small"
            label={pharmacistStatusText(t, member.pharmacist.status)}
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
            aria-label={t('member.removeWho', { name: member.name || member.email })}
            onClick={() =>
              remove.mutate(member.user_id, {
                onSuccess: () => toast(settingsToast(t, 'staffRemoved')),
                onError: (error) => toast(settingsToast(t, 'staffFailed'), error.message),
              })
            }
          >
            {t('member.remove')}
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
  const t = useSettingsT();
  const panelT = usePanelT();
  const locale = useLocale();
  const staff = useStaff(storeId, true);
  const revoke = useRevokeInvitation(storeId);
  if (staff.isPending)
    return <Skeleton variant="rounded" height={120} role="progressbar" aria-label={t('team.loading')} />;
  if (staff.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void staff.refetch()}>
            {t('team.retry')}
          </Button>
        }
      >
        {t('team.loadFailed')}
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
        aria-label={t('team.region')}
        sx={{ overflowX: 'auto', width: '100%', contain: 'inline-size', position: 'relative' }}
      >
        <Table
          size="small"
          aria-label={t('team.table')}
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
              <TableCell>{t('team.name')}</TableCell>
              <TableCell>{t('team.email')}</TableCell>
              <TableCell>{t('team.role')}</TableCell>
              <TableCell>{t('team.pharmacist')}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {t('team.actions')}
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
        <Box component="section" aria-label={t('invitations.title')}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {t('invitations.title')}
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
                  {t('invitations.line', { email: inv.email, role: roleText(panelT, inv.role) })}
                  {inv.pharmacist ? t('invitations.asPharmacist') : ''}
                  {inv.expired
                    ? t('invitations.expired')
                    : t('invitations.until', { when: dateTimeText(locale, inv.expires_at) })}
                </Typography>
                <Button
                  size="small"
                  disabled={revoke.isPending}
                  aria-label={t('invitations.withdrawWho', { email: inv.email })}
                  onClick={() =>
                    revoke.mutate(inv.$id, {
                      onSuccess: () => toast(settingsToast(t, 'staffInvitationRevoked')),
                      onError: (error) => toast(settingsToast(t, 'staffFailed'), error.message),
                    })
                  }
                >
                  {t('invitations.withdraw')}
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

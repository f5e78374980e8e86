import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@instamg/shared/mui';
import { useReadyStore } from '../../api/current-store';
import { useSignedInMember } from '../../api/store-memberships';
import { can } from '../../domain/store-permissions';
import { SectionPage } from '../../components/SectionPage';
import { useBankDetails, useChangeRequests, useStoreProfile } from '../api/settings';
import { BankChangeForm } from '../components/BankChangeForm';
import { LicenceChangeForm } from '../components/LicenceChangeForm';
import { StaffSection } from '../components/StaffSection';
import { OpeningHoursEditor } from '../components/OpeningHoursEditor';
import { maySetStoreStatus } from '@instamg/shared/domain/store-status';
import { mayRequestChanges, REQUEST_STATUS_LABELS } from '../domain/settings';

function Card({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, columnGap: 2, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

const date = (iso: string | null | undefined) =>
  iso
    ? new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-IN', { dateStyle: 'medium', timeZone: 'UTC' })
    : '—';

/**
 * /store/settings (issue 17, issue 18 §7): the store's profile, its licences with expiry
 * (read-only: changes go to the platform's admins as a request with a scan) and its payout
 * account, masked (store_bank_details, readable only by the team's owner and admin roles; a change
 * is a request with a cancelled cheque). Every change goes through the store-admin function.
 * The owner and store admins also see the Staff part (issue 18 §7; the store-staff function).
 */
export default function SettingsPage() {
  const { store } = useReadyStore();
  const member = useSignedInMember();
  const requester = mayRequestChanges(store.role);
  const profile = useStoreProfile(store.storeId);
  const bank = useBankDetails(store.storeId, requester);
  const requests = useChangeRequests(store.storeId);
  const [editing, setEditing] = useState<'licence' | 'bank' | null>(null);
  const pendingBank = requests.data?.find((r) => r.kind === 'bank' && r.status === 'pending');

  if (profile.isPending)
    return (
      <SectionPage title="Settings">
        <Skeleton variant="rounded" height={160} role="progressbar" aria-label="Loading settings" />
      </SectionPage>
    );
  if (profile.isError)
    return (
      <SectionPage title="Settings">
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
              Try again
            </Button>
          }
        >
          We could not load your store’s settings. Check the connection and try again.
        </Alert>
      </SectionPage>
    );
  const s = profile.data;

  return (
    <SectionPage title="Settings">
      <Card title="Store profile">
        <Fact label="Name" value={s.name} />
        <Fact label="Address" value={`${s.address}, ${s.city}, ${s.state} ${s.postal_code}`} />
        <Fact label="Phone" value={s.phone} />
        <Fact label="GSTIN" value={s.gstin} />
        <Fact
          label="Live on instamg"
          value={s.is_active === false ? 'No (suspended)' : s.go_live_pending ? 'Not yet (see the dashboard)' : 'Yes'}
        />
      </Card>

      <Card title="Opening hours">
        <OpeningHoursEditor
          storeId={store.storeId}
          stored={s.opening_hours}
          readOnly={!maySetStoreStatus([store.role])}
        />
      </Card>

      <Card
        title="Licences"
        action={
          requester && editing !== 'licence' ? (
            <Button size="small" onClick={() => setEditing('licence')}>
              Request a licence change
            </Button>
          ) : undefined
        }
      >
        <Fact label="Form 20 licence" value={s.drug_license_number} />
        <Fact label="Form 20 expires on" value={date(s.form20_expires_on)} />
        <Fact label="Form 21 licence" value={s.form21_number ?? '—'} />
        <Fact label="Form 21 expires on" value={date(s.form21_expires_on)} />
        {!requester && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            The store’s owner or admin can ask for a licence change.
          </Typography>
        )}
        {editing === 'licence' && <LicenceChangeForm storeId={store.storeId} onDone={() => setEditing(null)} />}
      </Card>

      <Card
        title="Bank account"
        action={
          requester && editing !== 'bank' && !pendingBank ? (
            <Button size="small" onClick={() => setEditing('bank')}>
              Request a bank change
            </Button>
          ) : undefined
        }
      >
        {!requester && (
          <Typography variant="body2" color="text.secondary">
            Only the store’s owner or admin sees the bank account payouts go to.
          </Typography>
        )}
        {requester && bank.isPending && <Skeleton variant="rounded" height={72} />}
        {requester && bank.isError && <Alert severity="error">The bank account could not be loaded.</Alert>}
        {requester && bank.data === null && (
          <Typography variant="body2" color="text.secondary">
            No payout account yet. Request one below with a cancelled cheque.
          </Typography>
        )}
        {requester && bank.data && (
          <>
            <Fact label="Account holder" value={bank.data.account_holder} />
            <Fact
              label="Account number"
              value={<span data-testid="bank-account-masked">{bank.data.account_masked}</span>}
            />
            <Fact label="IFSC" value={bank.data.ifsc} />
            <Fact label="Bank" value={bank.data.bank_name ?? '—'} />
            <Fact
              label="Status"
              value={
                <Chip
                  size="small"
                  label={bank.data.verified ? 'Verified' : 'Not verified yet'}
                  color={bank.data.verified ? 'success' : 'default'}
                />
              }
            />
          </>
        )}
        {pendingBank && (
          <Alert severity="info" sx={{ mt: 1 }}>
            A change is waiting for review: {pendingBank.summary}
          </Alert>
        )}
        {editing === 'bank' && <BankChangeForm storeId={store.storeId} onDone={() => setEditing(null)} />}
      </Card>

      <Card title="Change requests">
        {requests.isError && <Alert severity="error">The requests could not be loaded.</Alert>}
        {requests.data?.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No change requests yet.
          </Typography>
        )}
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {requests.data?.map((r) => (
            <Box component="li" key={r.id} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {r.kind === 'bank' ? 'Bank account' : 'Licences'}
                </Typography>
                <Chip
                  size="small"
                  label={REQUEST_STATUS_LABELS[r.status]}
                  color={r.status === 'approved' ? 'success' : r.status === 'rejected' ? 'error' : 'default'}
                />
                <Typography variant="caption" color="text.secondary">
                  {new Date(r.createdAt).toLocaleDateString('en-IN', { dateStyle: 'medium' })}
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {r.summary}
              </Typography>
              {r.note && (
                <Typography variant="body2" color="text.secondary">
                  Reviewer’s note: {r.note}
                </Typography>
              )}
            </Box>
          ))}
        </Stack>
      </Card>

      {can(store, 'settings.staff') && (
        <Card title="Staff">
          <StaffSection storeId={store.storeId} userId={member.data?.userId ?? null} />
        </Card>
      )}
    </SectionPage>
  );
}

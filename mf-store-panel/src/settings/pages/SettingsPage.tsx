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
import { mayRequestChanges } from '../domain/settings';
import { formatDate, useLocale } from '@instamg/shared/i18n';
import { calendarDayText, requestStatusText, useSettingsT } from '../../i18n/settings-catalogue';

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

/**
 * /store/settings (issue 17, issue 18 §7): the store's profile, its licences with expiry
 * (read-only: changes go to the platform's admins as a request with a scan) and its payout
 * account, masked (store_bank_details, readable only by the team's owner and admin roles; a change
 * is a request with a cancelled cheque). Every change goes through the store-admin function.
 * The owner and store admins also see the Staff part (issue 18 §7; the store-staff function).
 */
export default function SettingsPage() {
  const { store } = useReadyStore();
  const t = useSettingsT();
  const locale = useLocale();
  const date = (iso: string | null | undefined) => calendarDayText(locale, iso);
  const member = useSignedInMember();
  const requester = mayRequestChanges(store.role);
  const profile = useStoreProfile(store.storeId);
  const bank = useBankDetails(store.storeId, requester);
  const requests = useChangeRequests(store.storeId);
  const [editing, setEditing] = useState<'licence' | 'bank' | null>(null);
  const pendingBank = requests.data?.find((r) => r.kind === 'bank' && r.status === 'pending');

  if (profile.isPending)
    return (
      <SectionPage title={t('page.title')}>
        <Skeleton variant="rounded" height={160} role="progressbar" aria-label={t('page.loading')} />
      </SectionPage>
    );
  if (profile.isError)
    return (
      <SectionPage title={t('page.title')}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
              {t('page.retry')}
            </Button>
          }
        >
          {t('page.loadFailed')}
        </Alert>
      </SectionPage>
    );
  const s = profile.data;

  return (
    <SectionPage title={t('page.title')}>
      <Card title={t('profile.title')}>
        <Fact label={t('profile.name')} value={s.name} />
        <Fact label={t('profile.address')} value={`${s.address}, ${s.city}, ${s.state} ${s.postal_code}`} />
        <Fact label={t('profile.phone')} value={s.phone} />
        <Fact label={t('profile.gstin')} value={s.gstin} />
        <Fact
          label={t('profile.live')}
          value={
            s.is_active === false ? t('profile.suspended') : s.go_live_pending ? t('profile.notYet') : t('profile.yes')
          }
        />
      </Card>

      <Card title={t('hours.title')}>
        <OpeningHoursEditor
          storeId={store.storeId}
          stored={s.opening_hours}
          readOnly={!maySetStoreStatus([store.role])}
        />
      </Card>

      <Card
        title={t('licences.title')}
        action={
          requester && editing !== 'licence' ? (
            <Button size="small" onClick={() => setEditing('licence')}>
              {t('licences.request')}
            </Button>
          ) : undefined
        }
      >
        <Fact label={t('licences.form20')} value={s.drug_license_number} />
        <Fact label={t('licences.form20Expires')} value={date(s.form20_expires_on)} />
        <Fact label={t('licences.form21')} value={s.form21_number ?? '—'} />
        <Fact label={t('licences.form21Expires')} value={date(s.form21_expires_on)} />
        {!requester && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('licences.ownerOnly')}
          </Typography>
        )}
        {editing === 'licence' && <LicenceChangeForm storeId={store.storeId} onDone={() => setEditing(null)} />}
      </Card>

      <Card
        title={t('bank.title')}
        action={
          requester && editing !== 'bank' && !pendingBank ? (
            <Button size="small" onClick={() => setEditing('bank')}>
              {t('bank.request')}
            </Button>
          ) : undefined
        }
      >
        {!requester && (
          <Typography variant="body2" color="text.secondary">
            {t('bank.ownerOnly')}
          </Typography>
        )}
        {requester && bank.isPending && <Skeleton variant="rounded" height={72} />}
        {requester && bank.isError && <Alert severity="error">{t('bank.loadFailed')}</Alert>}
        {requester && bank.data === null && (
          <Typography variant="body2" color="text.secondary">
            {t('bank.none')}
          </Typography>
        )}
        {requester && bank.data && (
          <>
            <Fact label={t('bank.holder')} value={bank.data.account_holder} />
            <Fact
              label={t('bank.number')}
              value={<span data-testid="bank-account-masked">{bank.data.account_masked}</span>}
            />
            <Fact label={t('bank.ifsc')} value={bank.data.ifsc} />
            <Fact label={t('bank.bank')} value={bank.data.bank_name ?? '—'} />
            <Fact
              label={t('bank.status')}
              value={
                <Chip
                  size="small"
                  label={bank.data.verified ? t('bank.verified') : t('bank.notVerified')}
                  color={bank.data.verified ? 'success' : 'default'}
                />
              }
            />
          </>
        )}
        {pendingBank && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {t('bank.pending', { summary: pendingBank.summary })}
          </Alert>
        )}
        {editing === 'bank' && <BankChangeForm storeId={store.storeId} onDone={() => setEditing(null)} />}
      </Card>

      <Card title={t('requests.title')}>
        {requests.isError && <Alert severity="error">{t('requests.loadFailed')}</Alert>}
        {requests.data?.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('requests.none')}
          </Typography>
        )}
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {requests.data?.map((r) => (
            <Box component="li" key={r.id} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {r.kind === 'bank' ? t('requests.bank') : t('requests.licence')}
                </Typography>
                <Chip
                  size="small"
                  label={requestStatusText(t, r.status)}
                  color={r.status === 'approved' ? 'success' : r.status === 'rejected' ? 'error' : 'default'}
                />
                <Typography variant="caption" color="text.secondary">
                  {formatDate(new Date(r.createdAt), locale)}
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {r.summary}
              </Typography>
              {r.note && (
                <Typography variant="body2" color="text.secondary">
                  {t('requests.note', { note: r.note })}
                </Typography>
              )}
            </Box>
          ))}
        </Stack>
      </Card>

      {can(store, 'settings.staff') && (
        <Card title={t('staff.title')}>
          <StaffSection storeId={store.storeId} userId={member.data?.userId ?? null} />
        </Card>
      )}
    </SectionPage>
  );
}

import { useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Container,
  Grid,
  Link,
  Paper,
  Stack,
  Typography,
} from '@instamg/shared/mui';
import { Link as RouterLink, useParams } from '@instamg/shared/router';
import { ORDER_STATUSES, STATUS_LABELS } from '@instamg/shared/domain/order';
import { RemoteRoot } from '../../RemoteRoot';
import { adminKeys } from '../../api/keys';
import {
  documentViewUrl,
  fetchDecisionCounts,
  fetchOrderCounts,
  fetchOrdersToday,
  fetchStore,
  fetchStoreAudit,
  fetchStoreDocuments,
  fetchStoreTeam,
  setSuspended,
  type StoreRow,
} from '../api/stores';
import { ChangeRequests } from '../components/ChangeRequests';
import { StorePayouts } from '../components/StorePayouts';
import { SuspendDialog } from '../components/SuspendDialog';
import {
  PHARMACIST_STATUS_SUFFIX,
  acceptanceRate,
  licenceExpiryText,
  licenceNeedsAttention,
  storeState,
} from '../domain/store-view';

const keys = adminKeys.stores;

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={props.title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {props.title}
      </Typography>
      {props.children}
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {value || '—'}
    </Typography>
  );
}

function Licences({ store, now }: { store: StoreRow; now: Date }) {
  const rows: [string, string, string | null][] = [
    ['Form 20', store.drug_license_number, store.form20_expires_on],
    ['Form 21', store.form21_number ?? '', store.form21_expires_on],
  ];
  return (
    <Section title="Licences">
      {rows.map(([form, number, expires]) => (
        <Typography
          key={form}
          variant="body2"
          color={licenceNeedsAttention(expires, now) ? 'error' : undefined}
          data-testid={`licence-${form}`}
        >
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {form}:{' '}
          </Box>
          {number || '—'} · {licenceExpiryText(expires, now)}
        </Typography>
      ))}
    </Section>
  );
}

function Team({ storeId }: { storeId: string }) {
  const team = useQuery({ queryKey: keys.facts(storeId, 'team'), queryFn: () => fetchStoreTeam(storeId) });
  return (
    <Section title="Team">
      {team.isPending && <CircularProgress size={20} aria-label="Loading the team" />}
      {team.isError && <Alert severity="error">The team could not be loaded.</Alert>}
      {team.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Nobody is on this store’s team yet.
        </Typography>
      )}
      {team.data?.map((member) => (
        <Typography key={member.userId} variant="body2">
          {member.userId} · {member.role}
          {member.pharmacist &&
            ` · registered pharmacist ${member.pharmacist.name} (${member.pharmacist.council}, ${member.pharmacist.registrationNumber})${PHARMACIST_STATUS_SUFFIX[member.pharmacist.status]}`}
        </Typography>
      ))}
      <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
        <Link component={RouterLink} to={`/admin/prescriptions/pharmacists?store=${encodeURIComponent(storeId)}`}>
          Confirm or revoke pharmacists
        </Link>
        <Link component={RouterLink} to={`/admin/prescriptions?store=${encodeURIComponent(storeId)}`}>
          Prescriptions at this store
        </Link>
      </Stack>
    </Section>
  );
}

function OrdersKpis({ storeId }: { storeId: string }) {
  const orders = useQuery({ queryKey: keys.facts(storeId, 'orders'), queryFn: () => fetchOrderCounts(storeId) });
  const decisions = useQuery({
    queryKey: keys.facts(storeId, 'decisions'),
    queryFn: () => fetchDecisionCounts(storeId),
  });
  const today = useQuery({ queryKey: keys.facts(storeId, 'orders-today'), queryFn: () => fetchOrdersToday(storeId) });
  const total = orders.data ? Object.values(orders.data).reduce((sum, n) => sum + n, 0) : null;
  return (
    <Section title="Orders and acceptance">
      {(orders.isPending || decisions.isPending) && <CircularProgress size={20} aria-label="Loading the orders" />}
      {(orders.isError || decisions.isError) && <Alert severity="error">The order counts could not be loaded.</Alert>}
      {orders.data && decisions.data && (
        <Stack spacing={1}>
          <Stack direction="row" spacing={3}>
            <Fact label="Orders" value={String(total)} />
            {/* The store dashboard's figure, one definition (store-daily-stats.ts ordersToday). */}
            <Fact label="Orders today" value={today.data === undefined ? '…' : String(today.data)} />
            <Fact label="Acceptance rate" value={acceptanceRate(decisions.data)} />
            <Fact label="Accepted" value={String(decisions.data.accepted)} />
            <Fact label="Rejected" value={String(decisions.data.rejected)} />
            <Fact label="Timed out" value={String(decisions.data.timed_out)} />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {ORDER_STATUSES.filter((status) => orders.data[status] > 0).map((status) => (
              <Chip
                key={status}
                size="small"
                variant="outlined"
                label={`${STATUS_LABELS[status]}: ${orders.data[status]}`}
              />
            ))}
          </Stack>
        </Stack>
      )}
    </Section>
  );
}

function Documents({ storeId }: { storeId: string }) {
  const documents = useQuery({
    queryKey: keys.facts(storeId, 'documents'),
    queryFn: () => fetchStoreDocuments(storeId),
  });
  return (
    <Section title="Documents">
      {documents.isError && <Alert severity="error">The documents could not be loaded.</Alert>}
      {documents.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No documents: this store was not added through a partner application.
        </Typography>
      )}
      <Stack>
        {documents.data?.map((doc) => (
          <Link key={doc.fileId} href={documentViewUrl(doc.fileId)} target="_blank" rel="noopener">
            {doc.label}
          </Link>
        ))}
      </Stack>
    </Section>
  );
}

const AUDIT_WORDS: Readonly<Record<string, string>> = {
  store_add: 'Added',
  store_edit: 'Edited',
  store_suspend: 'Suspended',
  store_reinstate: 'Reinstated',
  store_change_approve: 'Licence change approved',
  store_change_reject: 'Licence change rejected',
  store_bank_change_approve: 'Bank account change approved',
  store_bank_change_reject: 'Bank account change rejected',
  store_owner_set: 'Owner set',
};

function History({ storeId }: { storeId: string }) {
  const audit = useQuery({ queryKey: keys.facts(storeId, 'audit'), queryFn: () => fetchStoreAudit(storeId) });
  const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
  return (
    <Section title="History">
      {audit.isError && <Alert severity="error">The history could not be loaded.</Alert>}
      {audit.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No changes recorded.
        </Typography>
      )}
      {audit.data?.map((row) => (
        <Typography key={row.$id} variant="body2">
          {when.format(new Date(row.$createdAt))} · {AUDIT_WORDS[row.action] ?? row.action} by{' '}
          {row.actor_role === 'system' ? 'the licence check' : row.actor_id}
          {row.note ? ` — ${row.note}` : ''}
        </Typography>
      ))}
    </Section>
  );
}

/** /admin/stores/{storeId} (SPEC §2, issue 17 §3): a store's licences, team, orders, documents; suspend / reinstate. */
export default function StoreDetailPage() {
  const { storeId = '' } = useParams();
  const queryClient = useQueryClient();
  const now = useMemo(() => new Date(), []);
  const store = useQuery({ queryKey: keys.detail(storeId), queryFn: () => fetchStore(storeId), retry: false });
  const [dialog, setDialog] = useState<'suspend' | 'reinstate' | null>(null);

  let body;
  if (store.isPending) body = <CircularProgress aria-label="Loading the store" />;
  else if (store.isError) body = <Alert severity="error">This store could not be loaded.</Alert>;
  else {
    const row = store.data;
    const state = storeState(row);
    const action = state.key === 'live' ? 'suspend' : 'reinstate';
    body = (
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Chip label={state.label} color={state.color} data-testid="store-state" />
          <Box sx={{ flex: 1 }} />
          <Button component={RouterLink} to={`/admin/stores/edit/${row.$id}`}>
            Edit
          </Button>
          <Button
            variant="contained"
            color={action === 'suspend' ? 'error' : 'primary'}
            onClick={() => setDialog(action)}
          >
            {action === 'suspend' ? 'Suspend' : 'Reinstate'}
          </Button>
        </Stack>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={2}>
              <Section title="Details">
                <Fact label="Address" value={`${row.address}, ${row.city} ${row.postal_code}, ${row.state}`} />
                <Fact label="Phone" value={row.phone} />
                <Fact label="GSTIN" value={row.gstin} />
                <Fact label="Hours" value={row.hours} />
                <Fact label="Location" value={`${row.location[1]}, ${row.location[0]}`} />
                <Fact label="Store's own switch" value={row.status} />
              </Section>
              <Licences store={row} now={now} />
              <ChangeRequests storeId={row.$id} />
              <Team storeId={row.$id} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={2}>
              <OrdersKpis storeId={row.$id} />
              <Documents storeId={row.$id} />
              <History storeId={row.$id} />
            </Stack>
          </Grid>
        </Grid>
        <StorePayouts storeId={row.$id} />
        {dialog && (
          <SuspendDialog
            action={dialog}
            storeName={row.name}
            open
            onClose={() => setDialog(null)}
            onConfirm={async (reason) => {
              const updated = await setSuspended(dialog, row.$id, reason);
              queryClient.setQueryData(keys.detail(row.$id), updated);
              await queryClient.invalidateQueries({ queryKey: keys.all() });
            }}
          />
        )}
      </Stack>
    );
  }

  return (
    <RemoteRoot>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2}>
          <Button component={RouterLink} to="/admin/stores" sx={{ alignSelf: 'start' }}>
            All stores
          </Button>
          <Typography variant="h1" color="primary">
            {store.data?.name ?? 'Store'}
          </Typography>
          {body}
        </Stack>
      </Container>
    </RemoteRoot>
  );
}

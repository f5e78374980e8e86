import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Chip, Link, Paper, Stack, TextField, Typography } from '@instamg/shared/mui';
import { Query } from 'appwrite';
import { Link as RouterLink } from '@instamg/shared/router';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import type { GrievanceTicketsRow } from '@instamg/shared/appwrite/rows';
import { formatIstDateTime } from '@instamg/shared/domain/india-time';
import {
  GRIEVANCE_ACK_HOURS,
  GRIEVANCE_LIMITS,
  GRIEVANCE_OFFICER,
  GRIEVANCE_STATUS_LABELS,
} from '@instamg/shared/domain/privacy/grievance';
import { useHydratedValue } from '@instamg/shared/ssr';
import { useSession } from '../../api/auth/session-store';
import { errorMessage } from '../../domain/auth/errors';
import { signInPathFor } from '../../domain/auth/return-path';
import { SUPPORT } from '../../domain/company';
import { StaticPageLayout } from './StaticPageLayout';

type Ticket = Pick<
  GrievanceTicketsRow,
  | '$id'
  | 'ticket_number'
  | 'subject'
  | 'order_number'
  | 'status'
  | 'created_at'
  | 'ack_due_at'
  | 'resolve_due_at'
  | 'response'
>;

/** The signed-in person's tickets (their rows; admins see everyone's in the admin console). */
function useMyTickets(enabled: boolean) {
  const [tickets, setTickets] = useState<Ticket[] | null>(null);
  const load = useCallback(async () => {
    if (!enabled) return;
    const { rows } = await getAppwrite().tablesDB.listRows<GrievanceTicketsRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.grievanceTickets,
      queries: [Query.orderDesc('created_at'), Query.limit(50)],
    });
    setTickets(rows);
  }, [enabled]);
  useEffect(() => {
    void load().catch(() => setTickets([]));
  }, [load]);
  return { tickets, reload: load };
}

function TicketForm({ onRaised }: { onRaised: (ticket: Ticket) => void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setProblem(null);
    try {
      const { ticket } = await callFunction<{ ticket: Ticket }>(FUNCTIONS.privacyRequests, {
        action: 'raise_grievance',
        subject: String(data.get('subject') ?? ''),
        message: String(data.get('message') ?? ''),
        order_number: String(data.get('order_number') ?? ''),
      });
      form.reset();
      onRaised(ticket);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" onSubmit={(event) => void submit(event)} aria-label="Raise a ticket">
      <Stack spacing={2}>
        <TextField
          name="subject"
          label="Subject"
          required
          slotProps={{ htmlInput: { maxLength: GRIEVANCE_LIMITS.subject } }}
        />
        <TextField
          name="message"
          label="What went wrong"
          required
          multiline
          rows={5}
          slotProps={{ htmlInput: { maxLength: GRIEVANCE_LIMITS.message } }}
        />
        <TextField
          name="order_number"
          label="Order number (optional)"
          slotProps={{ htmlInput: { maxLength: GRIEVANCE_LIMITS.orderNumber } }}
        />
        {problem ? <Alert severity="error">{problem}</Alert> : null}
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            Raise a ticket
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function TicketList({ tickets }: { tickets: Ticket[] }) {
  if (tickets.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        You have not raised a ticket yet.
      </Typography>
    );
  return (
    <Stack spacing={1.5} data-testid="my-tickets">
      {tickets.map((ticket) => (
        <Paper key={ticket.$id} variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ mb: 0.5, alignItems: 'center' }}>
            <Typography variant="subtitle2">{ticket.ticket_number}</Typography>
            <Chip size="small" label={GRIEVANCE_STATUS_LABELS[ticket.status]} />
          </Stack>
          <Typography variant="body2">
            {ticket.subject}
            {ticket.order_number ? ` · order ${ticket.order_number}` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Raised {formatIstDateTime(ticket.created_at)}.{' '}
            {ticket.status === 'open' ? `We acknowledge it by ${formatIstDateTime(ticket.ack_due_at)}. ` : null}
            {ticket.status !== 'resolved' ? `We resolve it by ${formatIstDateTime(ticket.resolve_due_at)}.` : null}
          </Typography>
          {ticket.response ? <Typography variant="body2">Our answer: {ticket.response}</Typography> : null}
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * /grievance (issue 39 §5; Consumer Protection (E-Commerce) Rules 2020 rule 4, DPDP Act 2023
 * s.8(10)): the grievance officer, the response times, and for a signed-in person a ticket form
 * (the privacy-requests function numbers it and starts the 48-hour clock) and their tickets.
 */
export default function GrievancePage() {
  const sessionStatus = useSession((state) => state.status);
  const status = useHydratedValue(sessionStatus, 'loading');
  const user = useSession((state) => state.user);
  const hasAccount = status === 'signedIn' && !!user && (!!user.email || !!user.phone);
  const { tickets, reload } = useMyTickets(hasAccount);
  const [raised, setRaised] = useState<Ticket | null>(null);

  return (
    <StaticPageLayout title="Grievance redressal">
      <Stack spacing={3}>
        <Box component="section" aria-labelledby="grievance-officer">
          <Typography id="grievance-officer" variant="h5" component="h2" sx={{ mb: 1 }}>
            Grievance Officer
          </Typography>
          <Box component="address" sx={{ fontStyle: 'normal' }} data-testid="grievance-officer">
            <Typography>
              {GRIEVANCE_OFFICER.name}, {GRIEVANCE_OFFICER.designation}
              <br />
              {SUPPORT.postalAddress}
              <br />
              E-mail: <Link href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</Link>
              <br />
              Phone: {GRIEVANCE_OFFICER.phone} ({GRIEVANCE_OFFICER.hours})
            </Typography>
          </Box>
        </Box>
        <Box component="section" aria-labelledby="grievance-times">
          <Typography id="grievance-times" variant="h5" component="h2" sx={{ mb: 1 }}>
            How we answer
          </Typography>
          <Typography>
            Every complaint gets a ticket number. We acknowledge it within {GRIEVANCE_ACK_HOURS} hours and resolve it
            within one month of receiving it. Complaints about your personal data (access, correction, erasure, consent)
            go to the same officer.
          </Typography>
        </Box>
        <Box component="section" aria-labelledby="grievance-raise">
          <Typography id="grievance-raise" variant="h5" component="h2" sx={{ mb: 1 }}>
            Raise a ticket
          </Typography>
          {hasAccount ? (
            <Stack spacing={2}>
              {raised ? (
                <Alert severity="success" role="status">
                  Ticket {raised.ticket_number} received. We will acknowledge it by{' '}
                  {formatIstDateTime(raised.ack_due_at)}.
                </Alert>
              ) : null}
              <TicketForm
                onRaised={(ticket) => {
                  setRaised(ticket);
                  void reload();
                }}
              />
              <Typography variant="h6" component="h3">
                Your tickets
              </Typography>
              {tickets ? <TicketList tickets={tickets} /> : null}
            </Stack>
          ) : (
            <Typography>
              <Link component={RouterLink} to={signInPathFor('/grievance')}>
                Sign in
              </Link>{' '}
              to raise a ticket and follow it, or write to the officer at the address above.
            </Typography>
          )}
        </Box>
      </Stack>
    </StaticPageLayout>
  );
}

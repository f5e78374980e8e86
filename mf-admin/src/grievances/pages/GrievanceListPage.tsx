import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GridColDef } from '@instamg/shared/data-grid';
import {
  Alert,
  Button,
  Chip,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import { formatIstDateTime } from '@instamg/shared/domain/india-time';
import {
  GRIEVANCE_STATUS_LABELS,
  grievanceClock,
  grievanceClockLabel,
  type GrievanceStatus,
} from '@instamg/shared/domain/privacy/grievance';
import { ServerDataGrid } from '@instamg/shared/grid/ServerDataGrid';
import { GRIEVANCE_TICKETS_GRID } from '@instamg/shared/grid/grid-specs';
import { withFilters } from '@instamg/shared/grid/grid-url';
import { useGridView } from '@instamg/shared/grid/use-grid-view';
import { RemoteRoot } from '../../RemoteRoot';
import { ADMIN_APP_KEY, adminKeys } from '../../api/keys';
import { updateGrievance, type GrievanceTicketRow } from '../api/grievances';

const ALL = 'all';
const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function columns(onAnswer: (row: GrievanceTicketRow) => void, now: Date): GridColDef<GrievanceTicketRow>[] {
  return [
    { field: 'ticket_number', headerName: 'Ticket', minWidth: 160 },
    {
      field: 'created_at',
      headerName: 'Raised',
      minWidth: 160,
      valueFormatter: (value: string) => formatIstDateTime(value),
    },
    { field: 'subject', headerName: 'Subject', minWidth: 200, flex: 1.2 },
    { field: 'order_number', headerName: 'Order', minWidth: 130 },
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 120,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          label={GRIEVANCE_STATUS_LABELS[row.status]}
          color={row.status === 'open' ? 'warning' : row.status === 'acknowledged' ? 'info' : 'success'}
        />
      ),
    },
    {
      field: 'ack_due_at',
      headerName: 'Clock',
      minWidth: 200,
      renderCell: ({ row }) => {
        const clock = grievanceClock(row, now);
        return (
          <Typography
            variant="body2"
            color={clock.stage !== 'done' && clock.overdue ? 'error' : 'text.primary'}
            title={clock.stage === 'done' ? '' : `Due ${formatIstDateTime(clock.dueAt)}`}
            sx={{ lineHeight: '52px' }}
          >
            {grievanceClockLabel(clock)}
          </Typography>
        );
      },
    },
    {
      field: 'actions',
      headerName: '',
      minWidth: 120,
      sortable: false,
      renderCell: ({ row }) =>
        row.status === 'resolved' ? null : (
          <Button size="small" onClick={() => onAnswer(row)}>
            {row.status === 'open' ? 'Acknowledge' : 'Resolve'}
          </Button>
        ),
    },
  ];
}

function AnswerDialog({ ticket, onClose }: { ticket: GrievanceTicketRow; onClose(): void }) {
  const queryClient = useQueryClient();
  const [response, setResponse] = useState(ticket.response ?? '');
  const next = ticket.status === 'open' ? 'acknowledged' : 'resolved';
  const answer = useMutation({
    mutationFn: (status: 'acknowledged' | 'resolved') => updateGrievance(ticket.$id, status, response.trim()),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.grid(GRIEVANCE_TICKETS_GRID.id) });
      onClose();
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{`Ticket ${ticket.ticket_number}`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="subtitle2">{ticket.subject}</Typography>
          <DialogContentText sx={{ whiteSpace: 'pre-wrap' }}>{ticket.message}</DialogContentText>
          <TextField
            label="Answer to the customer"
            multiline
            minRows={2}
            value={response}
            onChange={(event) => setResponse(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {answer.isError && <Alert severity="error">{errorText(answer.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        {next === 'acknowledged' ? (
          <Button disabled={answer.isPending} onClick={() => answer.mutate('acknowledged')}>
            Acknowledge
          </Button>
        ) : null}
        <Button
          variant="contained"
          disabled={answer.isPending || response.trim().length < 3}
          onClick={() => answer.mutate('resolved')}
        >
          Resolve
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * /admin/grievances (issue 39 §5): customers' grievance tickets with the Consumer Protection
 * (E-Commerce) Rules clock: acknowledge within 48 hours, resolve within a month. Acknowledge and
 * Resolve go through privacy-requests (admins only, audited). Without a status, every ticket shows.
 */
export default function GrievanceListPage() {
  const { view, problems, updateView } = useGridView(GRIEVANCE_TICKETS_GRID);
  const [answering, setAnswering] = useState<GrievanceTicketRow | null>(null);
  const [now] = useState(() => new Date());
  const status = view.filters.status ?? ALL;
  return (
    <RemoteRoot>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2}>
          <Typography variant="h1" color="primary">
            Grievances
          </Typography>
          <ServerDataGrid<GrievanceTicketRow>
            ignoredFilters={problems}
            spec={GRIEVANCE_TICKETS_GRID}
            appKey={ADMIN_APP_KEY}
            label="Grievance tickets"
            columns={columns(setAnswering, now)}
            view={view}
            onViewChange={updateView}
            emptyMessage="No grievance tickets match this filter."
            filters={
              <TextField
                select
                size="small"
                label="Status"
                value={status}
                onChange={(event) =>
                  updateView((current) => {
                    const { status: _drop, ...rest } = current.filters;
                    void _drop;
                    return withFilters(current, {
                      filters: event.target.value === ALL ? rest : { ...rest, status: event.target.value },
                    });
                  })
                }
                sx={{ minWidth: 150 }}
              >
                <MenuItem value={ALL}>All</MenuItem>
                {(Object.keys(GRIEVANCE_STATUS_LABELS) as GrievanceStatus[]).map((key) => (
                  <MenuItem key={key} value={key}>
                    {GRIEVANCE_STATUS_LABELS[key]}
                  </MenuItem>
                ))}
              </TextField>
            }
          />
        </Stack>
      </Container>
      {answering && <AnswerDialog ticket={answering} onClose={() => setAnswering(null)} />}
    </RemoteRoot>
  );
}

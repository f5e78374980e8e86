import { useState } from 'react';
import type { GridColDef } from '@instamg/shared/data-grid';
import { Button, Chip, Container, MenuItem, Stack, TextField, Typography } from '@instamg/shared/mui';
import type { DataRequestsRow } from '@instamg/shared/appwrite/rows';
import { formatIstDateTime } from '@instamg/shared/domain/india-time';
import {
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_STATUS_LABELS,
  dataRequestClock,
  dataRequestClockLabel,
} from '@instamg/shared/domain/privacy/data-export';
import { ServerDataGrid } from '@instamg/shared/grid/ServerDataGrid';
import { DATA_REQUESTS_GRID } from '@instamg/shared/grid/grid-specs';
import { withFilters } from '@instamg/shared/grid/grid-url';
import { useGridView } from '@instamg/shared/grid/use-grid-view';
import { RemoteRoot } from '../../RemoteRoot';
import { ADMIN_APP_KEY } from '../../api/keys';
import { BreachNoticeDialog } from './BreachNoticeDialog';

const ALL = 'all';

function columns(now: Date): GridColDef<DataRequestsRow>[] {
  return [
    {
      field: 'requested_at',
      headerName: 'Requested',
      minWidth: 160,
      valueFormatter: (value: string) => formatIstDateTime(value),
    },
    {
      field: 'kind',
      headerName: 'Request',
      minWidth: 170,
      sortable: false,
      valueFormatter: (value: DataRequestsRow['kind']) => DATA_REQUEST_KIND_LABELS[value],
    },
    { field: 'user_id', headerName: 'User', minWidth: 200, flex: 1, sortable: false },
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 130,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          label={DATA_REQUEST_STATUS_LABELS[row.status]}
          color={row.status === 'failed' ? 'error' : row.status === 'processing' ? 'warning' : 'success'}
        />
      ),
    },
    {
      field: 'due_at',
      headerName: 'Deadline',
      minWidth: 170,
      renderCell: ({ row }) => {
        const clock = dataRequestClock(row, now);
        return (
          <Typography
            variant="body2"
            color={clock.stage === 'open' && clock.overdue ? 'error' : 'text.primary'}
            title={`Due ${formatIstDateTime(row.due_at)}`}
            sx={{ lineHeight: '52px' }}
          >
            {dataRequestClockLabel(clock)}
          </Typography>
        );
      },
    },
    {
      field: 'completed_at',
      headerName: 'Completed',
      minWidth: 160,
      sortable: false,
      valueFormatter: (value: string | null) => (value ? formatIstDateTime(value) : ''),
    },
  ];
}

/** A one-value filter select that drops its parameter for "All". */
function FilterSelect({
  label,
  param,
  options,
  value,
  onChange,
}: {
  label: string;
  param: string;
  options: Readonly<Record<string, string>>;
  value: string;
  onChange(param: string, value: string): void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(param, event.target.value)}
      sx={{ minWidth: 170 }}
    >
      <MenuItem value={ALL}>All</MenuItem>
      {Object.entries(options).map(([key, text]) => (
        <MenuItem key={key} value={key}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * /admin/data-requests (issue 39 §5): every person's data requests — Download my data and Delete
 * my account — with the deadline for answering (90 days, DATA_REQUEST_DUE_DAYS), the nearest
 * first. Read only: privacy-requests answers them; an admin sees that a request exists, never the
 * export file. The breach notice (BreachNoticeDialog) is sent from here too.
 */
export default function DataRequestListPage() {
  const { view, problems, updateView } = useGridView(DATA_REQUESTS_GRID);
  const [now] = useState(() => new Date());
  const [breach, setBreach] = useState(false);
  const setFilter = (param: string, value: string) =>
    updateView((current) => {
      const rest = Object.fromEntries(Object.entries(current.filters).filter(([key]) => key !== param));
      return withFilters(current, { filters: value === ALL ? rest : { ...rest, [param]: value } });
    });
  return (
    <RemoteRoot>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="h1" color="primary">
              Data requests
            </Typography>
            <Button color="error" variant="outlined" onClick={() => setBreach(true)}>
              Send breach notice
            </Button>
          </Stack>
          <ServerDataGrid<DataRequestsRow>
            ignoredFilters={problems}
            spec={DATA_REQUESTS_GRID}
            appKey={ADMIN_APP_KEY}
            label="Data requests"
            columns={columns(now)}
            view={view}
            onViewChange={updateView}
            emptyMessage="No data requests match this filter."
            filters={
              <Stack direction="row" spacing={1}>
                <FilterSelect
                  label="Status"
                  param="status"
                  options={DATA_REQUEST_STATUS_LABELS}
                  value={view.filters.status ?? ALL}
                  onChange={setFilter}
                />
                <FilterSelect
                  label="Request"
                  param="kind"
                  options={DATA_REQUEST_KIND_LABELS}
                  value={view.filters.kind ?? ALL}
                  onChange={setFilter}
                />
              </Stack>
            }
          />
        </Stack>
      </Container>
      {breach && <BreachNoticeDialog onClose={() => setBreach(false)} />}
    </RemoteRoot>
  );
}

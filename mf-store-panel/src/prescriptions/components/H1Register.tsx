import { useState } from 'react';
import { useSearchParams } from '@instamg/shared/router';
import {
  Alert,
  Box,
  Button,
  Paper,
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
import {
  H1_REGISTER_COLUMNS,
  H1_REGISTER_RETENTION_YEARS,
  defaultRegisterRange,
  parseRegisterRange,
} from '@instamg/shared/domain/rx-review';
import type { StoreMembership } from '../../domain/store-membership';
import { useH1Register, useRegisterExport } from '../api/register';
import { formatDateTime } from '../domain/review-clock';

/** The URL parameters of the register's range (whole days, YYYY-MM-DD). */
const FROM = 'from';
const TO = 'to';

/** The Schedule H1 register for a range of days, and its CSV export (the whole range). */
export function H1Register({ store }: { store: StoreMembership }) {
  const [search, setSearch] = useSearchParams();
  const [fallback] = useState(() => defaultRegisterRange(new Date()));
  const from = search.get(FROM) ?? fallback.from;
  const to = search.get(TO) ?? fallback.to;
  const parsed = parseRegisterRange(from, to);
  const range = 'error' in parsed ? null : parsed;
  const register = useH1Register(store.storeId, range);
  const exporter = useRegisterExport(store.storeId);
  const setDay = (key: string, value: string) =>
    setSearch((params) => {
      params.set(key, value);
      return params;
    });

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Every Schedule H1 medicine delivered against a verified prescription, dated the day it was delivered: patient,
        prescriber, drug, batch and quantity. Drugs Rules require the register to be kept for{' '}
        {H1_REGISTER_RETENTION_YEARS} years.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          type="date"
          label="From"
          size="small"
          value={from}
          onChange={(event) => setDay(FROM, event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label="To"
          size="small"
          value={to}
          onChange={(event) => setDay(TO, event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Box>
          <Button
            variant="outlined"
            disabled={!range || exporter.isPending}
            onClick={() => range && exporter.mutate(range)}
          >
            {exporter.isPending ? 'Exporting…' : 'Export CSV'}
          </Button>
        </Box>
      </Stack>
      {'error' in parsed && <Alert severity="warning">{parsed.error}</Alert>}
      {exporter.isError && <Alert severity="error">The export failed. Please try again.</Alert>}
      {register.isPending && range ? (
        <Skeleton variant="rectangular" height={160} role="progressbar" aria-label="Loading the register" />
      ) : register.isError ? (
        <Alert severity="error" action={<Button onClick={() => void register.refetch()}>Try again</Button>}>
          The register could not be loaded.
        </Alert>
      ) : register.data && register.data.length === 0 ? (
        <Typography color="text.secondary">No Schedule H1 sales in this range.</Typography>
      ) : register.data ? (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Schedule H1 register">
            <TableHead>
              <TableRow>
                {H1_REGISTER_COLUMNS.map((column) => (
                  <TableCell key={column.field} align={column.field === 'quantity' ? 'right' : 'left'}>
                    {column.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {register.data.map((row) => (
                <TableRow key={row.id}>
                  {H1_REGISTER_COLUMNS.map((column) => (
                    <TableCell key={column.field} align={column.field === 'quantity' ? 'right' : 'left'}>
                      {column.field === 'date' ? formatDateTime(row.date) : row[column.field]}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      ) : null}
    </Stack>
  );
}

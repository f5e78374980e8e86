// /admin/analytics: how fast each store's pharmacists turn a prescription photo into a priced cart
// today (issue 36 §2), p50 and p90 from submission, slowest first. A plain table: a few dozen stores.
import {
  Alert,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@instamg/shared/mui';
import { formatDay, istToday } from '@instamg/shared/domain/india-time';
import { formatDuration } from '@instamg/shared/domain/store-daily-stats';
import { useRxServiceLevels } from '../api/analytics';

export function RxServiceLevels() {
  const day = istToday(new Date());
  const levels = useRxServiceLevels(day);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="rx-service-title" sx={{ p: 2, overflowX: 'auto' }}>
      <Typography id="rx-service-title" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
        Prescription photo to priced cart, today ({formatDay(day)})
      </Typography>
      {levels.isPending && (
        <Skeleton variant="rounded" height={96} role="progressbar" aria-label="Loading service levels" />
      )}
      {levels.isError && <Alert severity="error">{levels.error.message}</Alert>}
      {levels.data?.length === 0 && (
        <Typography color="text.secondary">No prescription photo was priced today yet.</Typography>
      )}
      {!!levels.data?.length && (
        <Table size="small" aria-labelledby="rx-service-title" data-testid="rx-service-levels">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Store
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Priced carts
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                p50
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                p90
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {levels.data.map((s) => (
              <TableRow key={s.store_id}>
                <TableCell component="th" scope="row">
                  {s.store_name ?? s.store_id}
                </TableCell>
                <TableCell align="right">{s.count}</TableCell>
                <TableCell align="right">{formatDuration(s.p50_s)}</TableCell>
                <TableCell align="right">{formatDuration(s.p90_s)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

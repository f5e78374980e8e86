import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@instamg/shared/mui';
import {
  PAYOUT_STATUS_LABELS,
  STATEMENT_LINE_LABELS,
  statementCsv,
  type StatementLine,
} from '@instamg/shared/domain/settlement/payouts';
import { formatPaise, sumBreakdowns } from '@instamg/shared/domain/settlement/settlement';
import { useStatement } from '../api/payouts-api';
import { cycleLabel } from './payout-columns';
import { saveCsv } from '@instamg/shared/download';
import { orderReference } from '@instamg/shared/domain/order-number';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/**
 * One payout's statement: every sale and refund adjustment it settles and the balance carried in from
 * the last cycle or out to the next, the total equal to the payout; CSV and print.
 */
export function StatementDialog({ payoutId, onClose }: { payoutId: string; onClose: () => void }) {
  const statement = useStatement(payoutId);
  const lines: StatementLine[] = statement.data?.lines ?? [];
  const total = sumBreakdowns(lines);
  const payout = statement.data?.payout;
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="statement-title">
      <DialogTitle id="statement-title">
        {payout ? `Payout statement, ${cycleLabel(payout.cycle_start, payout.cycle_end)}` : 'Payout statement'}
      </DialogTitle>
      <DialogContent>
        {statement.isPending ? (
          <Skeleton variant="rounded" height={200} role="progressbar" aria-label="Loading statement" />
        ) : statement.isError ? (
          <Alert severity="error">{statement.error.message}</Alert>
        ) : (
          <>
            <Typography sx={{ mb: 1 }} data-testid="statement-status">
              {`${PAYOUT_STATUS_LABELS[payout!.status]}${payout!.utr ? ` · UTR ${payout!.utr}` : ''} · net ${formatPaise(payout!.net_paise)}`}
            </Typography>
            <Table size="small" aria-label="Statement lines" data-testid="statement-lines">
              <TableHead>
                <TableRow>
                  <TableCell>Line</TableCell>
                  <TableCell>Order</TableCell>
                  <TableCell>Date</TableCell>
                  <TableCell align="right">Gross</TableCell>
                  <TableCell align="right">Commission</TableCell>
                  <TableCell align="right">GST on commission</TableCell>
                  <TableCell align="right">GST TCS</TableCell>
                  <TableCell align="right">Income-tax TDS</TableCell>
                  <TableCell align="right">Net</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map((line, i) => (
                  // An order can have several refund lines (one per refund); a carried line has no order.
                  <TableRow key={`${i}-${line.kind}-${line.order_id ?? ''}`} data-kind={line.kind}>
                    <TableCell>{STATEMENT_LINE_LABELS[line.kind]}</TableCell>
                    <TableCell>
                      {line.order_id ? orderReference({ $id: line.order_id, order_number: line.order_number }) : '—'}
                    </TableCell>
                    <TableCell>{day(line.at)}</TableCell>
                    <TableCell align="right">{formatPaise(line.gross_paise)}</TableCell>
                    <TableCell align="right">{formatPaise(line.commission_paise)}</TableCell>
                    <TableCell align="right">{formatPaise(line.commission_gst_paise)}</TableCell>
                    <TableCell align="right">{formatPaise(line.tcs_paise)}</TableCell>
                    <TableCell align="right">{formatPaise(line.tds_paise)}</TableCell>
                    <TableCell align="right">{formatPaise(line.net_paise)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell component="th" scope="row" colSpan={3} sx={{ fontWeight: 700 }}>
                    Total
                  </TableCell>
                  <TableCell align="right">{formatPaise(total.gross_paise)}</TableCell>
                  <TableCell align="right">{formatPaise(total.commission_paise)}</TableCell>
                  <TableCell align="right">{formatPaise(total.commission_gst_paise)}</TableCell>
                  <TableCell align="right">{formatPaise(total.tcs_paise)}</TableCell>
                  <TableCell align="right">{formatPaise(total.tds_paise)}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {formatPaise(total.net_paise)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button disabled={!statement.data} onClick={() => saveCsv(statementCsv(lines), `payout-${payoutId}.csv`)}>
          Download statement (CSV)
        </Button>
        <Button disabled={!statement.data} onClick={() => window.print()}>
          Print
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

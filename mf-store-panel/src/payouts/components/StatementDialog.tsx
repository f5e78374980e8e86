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
import { statementCsv, type StatementLine } from '@instamg/shared/domain/settlement/payouts';
import { formatPaise, sumBreakdowns } from '@instamg/shared/domain/settlement/settlement';
import { useStatement } from '../api/payouts-api';
import { saveCsv } from '@instamg/shared/download';
import { orderReference } from '@instamg/shared/domain/order-number';
import { useLocale } from '@instamg/shared/i18n';
import { cycleText, dayText, payoutStatusText, statementLineText, useMoneyT } from '../../i18n/money-catalogue';

/**
 * One payout's statement: every sale and refund adjustment it settles and the balance carried in from
 * the last cycle or out to the next, the total equal to the payout; CSV and print.
 */
export function StatementDialog({ payoutId, onClose }: { payoutId: string; onClose: () => void }) {
  const t = useMoneyT();
  const locale = useLocale();
  const statement = useStatement(payoutId);
  const lines: StatementLine[] = statement.data?.lines ?? [];
  const total = sumBreakdowns(lines);
  const payout = statement.data?.payout;
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="statement-title">
      <DialogTitle id="statement-title">
        {payout
          ? t('statement.titleOf', { cycle: cycleText(t, locale, payout.cycle_start, payout.cycle_end) })
          : t('statement.title')}
      </DialogTitle>
      <DialogContent>
        {statement.isPending ? (
          <Skeleton variant="rounded" height={200} role="progressbar" aria-label={t('statement.loading')} />
        ) : statement.isError ? (
          <Alert severity="error">{statement.error.message}</Alert>
        ) : (
          <>
            <Typography sx={{ mb: 1 }} data-testid="statement-status">
              {payout!.utr
                ? t('statement.statusWithUtr', {
                    status: payoutStatusText(t, payout!.status),
                    utr: payout!.utr,
                    net: formatPaise(payout!.net_paise),
                  })
                : t('statement.status', {
                    status: payoutStatusText(t, payout!.status),
                    net: formatPaise(payout!.net_paise),
                  })}
            </Typography>
            <Table size="small" aria-label={t('statement.lines')} data-testid="statement-lines">
              <TableHead>
                <TableRow>
                  <TableCell>{t('statement.line')}</TableCell>
                  <TableCell>{t('statement.order')}</TableCell>
                  <TableCell>{t('statement.date')}</TableCell>
                  <TableCell align="right">{t('statement.gross')}</TableCell>
                  <TableCell align="right">{t('statement.commission')}</TableCell>
                  <TableCell align="right">{t('statement.commissionGst')}</TableCell>
                  <TableCell align="right">{t('statement.tcs')}</TableCell>
                  <TableCell align="right">{t('statement.tds')}</TableCell>
                  <TableCell align="right">{t('statement.net')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map((line, i) => (
                  // An order can have several refund lines (one per refund); a carried line has no order.
                  <TableRow key={`${i}-${line.kind}-${line.order_id ?? ''}`} data-kind={line.kind}>
                    <TableCell>{statementLineText(t, line.kind)}</TableCell>
                    <TableCell>
                      {line.order_id ? orderReference({ $id: line.order_id, order_number: line.order_number }) : '—'}
                    </TableCell>
                    <TableCell>{dayText(locale, line.at)}</TableCell>
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
                    {t('statement.total')}
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
        {/* The CSV stays English (its columns are read by accounting tools): statementCsv. */}
        <Button disabled={!statement.data} onClick={() => saveCsv(statementCsv(lines), `payout-${payoutId}.csv`)}>
          {t('statement.csv')}
        </Button>
        <Button disabled={!statement.data} onClick={() => window.print()}>
          {t('statement.print')}
        </Button>
        <Button onClick={onClose}>{t('statement.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

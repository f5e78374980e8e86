import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  Divider,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  Paper,
  useMediaQuery,
  useTheme,
} from '@instamg/shared/mui';
import {
  ADJUSTMENT_REASONS,
  MAX_LOW_STOCK_THRESHOLD,
  adjustmentReasonText,
  type AdjustmentReason,
} from '@instamg/shared/domain/inventory';
import { formatDate, useLocale } from '@instamg/shared/i18n';
import { formatINR } from '@instamg/shared/domain/money';
import type { BatchRow, InventoryProductRow, MovementRow } from '../api/inventory-api';
import { useAdjustStock, useBatches, useLedger, useSetPrice, useSetThreshold } from '../api/inventory-queries';
import { ExpiryCell } from './inventory-columns';
import {
  adjustmentProblemText,
  adjustmentReasonLabel,
  movementText,
  sellingPriceProblemText,
  useInventoryT,
  type InventoryT,
} from '../../i18n/inventory-catalogue';

const errorText = (t: InventoryT, error: unknown): string =>
  error instanceof Error && error.message ? error.message : t('error.generic');

function AdjustForm({ batch, onDone }: { batch: BatchRow; onDone(): void }) {
  const t = useInventoryT();
  const [reason, setReason] = useState<AdjustmentReason>('correction');
  const [units, setUnits] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const adjust = useAdjustStock();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change = Number(units);
    const why = adjustmentProblemText(t, reason, change);
    setProblem(why);
    if (why) return;
    // The ledger's reason is a record, written with the English label in every language.
    adjust.mutate(
      { inventory_id: batch.$id, change, reason: adjustmentReasonText(reason, note) },
      { onSuccess: onDone },
    );
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={1.5} aria-label={t('adjustForm.label', { batch: batch.batch })}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          size="small"
          label={t('adjustForm.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value as AdjustmentReason)}
          sx={{ minWidth: 150 }}
        >
          {ADJUSTMENT_REASONS.map((r) => (
            <MenuItem key={r} value={r}>
              {adjustmentReasonLabel(t, r)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('adjustForm.units')}
          value={units}
          onChange={(e) => setUnits(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          required
        />
        <TextField size="small" label={t('adjustForm.note')} value={note} onChange={(e) => setNote(e.target.value)} />
      </Stack>
      {(problem || adjust.isError) && <Alert severity="error">{problem ?? errorText(t, adjust.error)}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={adjust.isPending}>
          {t('adjustForm.save')}
        </Button>
      </Box>
    </Stack>
  );
}

function PriceForm({ batch, onDone }: { batch: BatchRow; onDone(): void }) {
  const t = useInventoryT();
  const [price, setPrice] = useState(String(batch.selling_price));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetPrice();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(price);
    const why = sellingPriceProblemText(t, value, batch.mrp);
    setProblem(why);
    if (why) return;
    save.mutate({ inventory_id: batch.$id, selling_price: value }, { onSuccess: onDone });
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={1.5} aria-label={t('priceForm.label', { batch: batch.batch })}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          label={t('priceForm.price')}
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          helperText={t('priceForm.help', { mrp: formatINR(batch.mrp) })}
          required
        />
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('priceForm.save')}
        </Button>
      </Stack>
      {(problem || save.isError) && <Alert severity="error">{problem ?? errorText(t, save.error)}</Alert>}
    </Stack>
  );
}

function ThresholdForm({ product, storeId }: { product: InventoryProductRow; storeId: string }) {
  const t = useInventoryT();
  const [value, setValue] = useState(String(product.low_stock_threshold));
  const save = useSetThreshold();
  const number = Number(value);
  const valid = Number.isInteger(number) && number >= 0 && number <= MAX_LOW_STOCK_THRESHOLD;
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (valid) save.mutate({ store_id: storeId, product_id: product.product_id, threshold: number });
      }}
    >
      <TextField
        size="small"
        label={t('threshold.label')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={!valid}
        helperText={valid ? t('threshold.help') : t('threshold.invalid')}
      />
      <Button type="submit" variant="outlined" disabled={!valid || save.isPending}>
        {t('threshold.save')}
      </Button>
      {save.isSuccess && (
        <Typography role="status" variant="body2" sx={{ alignSelf: 'center' }}>
          {t('threshold.saved')}
        </Typography>
      )}
    </Stack>
  );
}

function Ledger({ rows }: { rows: MovementRow[] }) {
  const t = useInventoryT();
  const locale = useLocale();
  if (rows.length === 0) return <Typography variant="body2">{t('ledger.none')}</Typography>;
  return (
    <Table size="small" aria-label={t('ledger.label')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('ledger.when')}</TableCell>
          <TableCell>{t('ledger.batch')}</TableCell>
          <TableCell>{t('ledger.what')}</TableCell>
          <TableCell align="right">{t('ledger.change')}</TableCell>
          <TableCell align="right">{t('ledger.after')}</TableCell>
          <TableCell>{t('ledger.why')}</TableCell>
          <TableCell>{t('ledger.who')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.$id}>
            <TableCell>
              {formatDate(new Date(row.$createdAt), locale, { dateStyle: 'medium', timeStyle: 'short' })}
            </TableCell>
            <TableCell>{row.batch}</TableCell>
            <TableCell>
              {movementText(t, row.kind)}
              {row.kind === 'price_set' && row.selling_price !== null
                ? t('ledger.priceTo', { price: formatINR(row.selling_price) })
                : ''}
            </TableCell>
            <TableCell align="right">
              {row.quantity_change > 0 ? `+${row.quantity_change}` : row.quantity_change}
            </TableCell>
            <TableCell align="right">{row.stock_after}</TableCell>
            <TableCell>{row.reason}</TableCell>
            <TableCell>
              {t('ledger.actor', {
                actor: row.actor_role === 'store' ? t('ledger.storeTeam') : row.actor_role,
                id: row.actor_id.slice(-6),
              })}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A product's side sheet: its batches (adjust stock, edit price), low-stock level and ledger. */
export function ProductSheet(props: {
  product: InventoryProductRow;
  storeId: string;
  canPrice: boolean;
  now: Date;
  onClose(): void;
}) {
  const { product, storeId, canPrice, now } = props;
  const t = useInventoryT();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const batches = useBatches(storeId, product.product_id);
  const ledger = useLedger(storeId, product.product_id);
  const [editing, setEditing] = useState<{ batchId: string; what: 'adjust' | 'price' } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const finish = (text: string) => () => {
    setEditing(null);
    setDone(text);
  };
  return (
    <Dialog
      open
      onClose={props.onClose}
      aria-labelledby="product-sheet-title"
      fullWidth
      fullScreen={isPhone}
      maxWidth="md"
      // A side sheet: full height on the right (the whole screen on a phone).
      sx={{ '& .MuiDialog-container': { justifyContent: 'flex-end' } }}
      slotProps={{ paper: { sx: { m: 0, height: '100%', maxHeight: '100%', borderRadius: 0 } } }}
    >
      <DialogTitle id="product-sheet-title">{product.name}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Typography variant="body2" color="text.secondary">
            {product.salt_composition}
          </Typography>
          {done && (
            <Alert severity="success" role="status" onClose={() => setDone(null)}>
              {done}
            </Alert>
          )}
          <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
            {t('sheet.batches')}
          </Typography>
          {batches.isError && <Alert severity="error">{t('sheet.batchesFailed')}</Alert>}
          {isPhone ? (
            // Stacked cards on a phone (issue 33 §4): each batch's Adjust stock and Edit price in reach.
            <Stack component="ul" aria-label={t('sheet.batches')} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {(batches.data ?? []).map((batch) => (
                <Paper
                  key={batch.$id}
                  component="li"
                  variant="outlined"
                  data-testid="batch-card"
                  sx={{ p: 1.5, display: 'grid', gap: 0.75 }}
                >
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {t('sheet.batch', { batch: batch.batch })}
                    </Typography>
                    <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                      {t('sheet.stock', { stock: batch.stock })}
                    </Typography>
                  </Stack>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="body2" color="text.secondary">
                      {t('sheet.expiry')}
                    </Typography>
                    <ExpiryCell expiry={batch.expiry} now={now} />
                  </Stack>
                  {canPrice && (
                    <Typography variant="body2">
                      {t('sheet.mrpAndPrice', { mrp: formatINR(batch.mrp), price: formatINR(batch.selling_price) })}
                    </Typography>
                  )}
                  <Stack direction="row" spacing={1}>
                    <Button
                      variant="outlined"
                      onClick={() => setEditing({ batchId: batch.$id, what: 'adjust' })}
                      sx={{ flex: 1, minHeight: 44 }}
                    >
                      {t('sheet.adjust')}
                    </Button>
                    {canPrice && (
                      <Button
                        variant="outlined"
                        onClick={() => setEditing({ batchId: batch.$id, what: 'price' })}
                        sx={{ flex: 1, minHeight: 44 }}
                      >
                        {t('sheet.editPrice')}
                      </Button>
                    )}
                  </Stack>
                </Paper>
              ))}
            </Stack>
          ) : (
            <Table size="small" aria-label={t('sheet.batches')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('sheet.batchHeader')}</TableCell>
                  <TableCell>{t('sheet.expiry')}</TableCell>
                  <TableCell align="right">{t('sheet.stockHeader')}</TableCell>
                  {canPrice && <TableCell align="right">{t('sheet.mrpHeader')}</TableCell>}
                  {canPrice && <TableCell align="right">{t('sheet.priceHeader')}</TableCell>}
                  <TableCell>{t('sheet.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(batches.data ?? []).map((batch) => (
                  <TableRow key={batch.$id}>
                    <TableCell>{batch.batch}</TableCell>
                    <TableCell>
                      <ExpiryCell expiry={batch.expiry} now={now} />
                    </TableCell>
                    <TableCell align="right">{batch.stock}</TableCell>
                    {canPrice && <TableCell align="right">{formatINR(batch.mrp)}</TableCell>}
                    {canPrice && <TableCell align="right">{formatINR(batch.selling_price)}</TableCell>}
                    <TableCell>
                      <Stack direction="row" spacing={1}>
                        <Button size="small" onClick={() => setEditing({ batchId: batch.$id, what: 'adjust' })}>
                          {t('sheet.adjust')}
                        </Button>
                        {canPrice && (
                          <Button size="small" onClick={() => setEditing({ batchId: batch.$id, what: 'price' })}>
                            {t('sheet.editPrice')}
                          </Button>
                        )}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {editing &&
            (() => {
              const batch = batches.data?.find((b) => b.$id === editing.batchId);
              if (!batch) return null;
              return editing.what === 'adjust' ? (
                <AdjustForm
                  key={`a-${batch.$id}`}
                  batch={batch}
                  onDone={finish(t('sheet.stockSaved', { batch: batch.batch }))}
                />
              ) : (
                <PriceForm
                  key={`p-${batch.$id}`}
                  batch={batch}
                  onDone={finish(t('sheet.priceSaved', { batch: batch.batch }))}
                />
              );
            })()}
          {canPrice && (
            <>
              <Divider />
              <ThresholdForm product={product} storeId={storeId} />
            </>
          )}
          <Divider />
          <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
            {t('sheet.ledger')}
          </Typography>
          {ledger.isError ? (
            <Alert severity="error">{t('sheet.ledgerFailed')}</Alert>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Ledger rows={ledger.data ?? []} />
            </Box>
          )}
          <Box>
            <Button onClick={props.onClose}>{t('sheet.close')}</Button>
          </Box>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}

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
  ADJUSTMENT_REASON_LABELS,
  MAX_LOW_STOCK_THRESHOLD,
  adjustmentProblem,
  adjustmentReasonText,
  sellingPriceProblem,
  type AdjustmentReason,
} from '@instamg/shared/domain/inventory';
import { formatINR } from '@instamg/shared/domain/money';
import type { BatchRow, InventoryProductRow, MovementRow } from '../api/inventory-api';
import { useAdjustStock, useBatches, useLedger, useSetPrice, useSetThreshold } from '../api/inventory-queries';
import { ExpiryCell } from './inventory-columns';

const MOVEMENT_LABELS: Record<string, string> = {
  batch_added: 'Batch added',
  stock_adjusted: 'Stock adjusted',
  price_set: 'Price changed',
  order_reserved: 'Order',
  order_released: 'Order returned',
};

const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'That did not work. Please try again.';

function AdjustForm({ batch, onDone }: { batch: BatchRow; onDone(): void }) {
  const [reason, setReason] = useState<AdjustmentReason>('correction');
  const [units, setUnits] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const adjust = useAdjustStock();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change = Number(units);
    const why = adjustmentProblem(reason, change);
    setProblem(why);
    if (why) return;
    adjust.mutate(
      { inventory_id: batch.$id, change, reason: adjustmentReasonText(reason, note) },
      { onSuccess: onDone },
    );
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={1.5} aria-label={`Adjust stock of batch ${batch.batch}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          size="small"
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value as AdjustmentReason)}
          sx={{ minWidth: 150 }}
        >
          {ADJUSTMENT_REASONS.map((r) => (
            <MenuItem key={r} value={r}>
              {ADJUSTMENT_REASON_LABELS[r]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Units (+ adds, − removes)"
          value={units}
          onChange={(e) => setUnits(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          required
        />
        <TextField size="small" label="Note (optional)" value={note} onChange={(e) => setNote(e.target.value)} />
      </Stack>
      {(problem || adjust.isError) && <Alert severity="error">{problem ?? errorText(adjust.error)}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={adjust.isPending}>
          Save adjustment
        </Button>
      </Box>
    </Stack>
  );
}

function PriceForm({ batch, onDone }: { batch: BatchRow; onDone(): void }) {
  const [price, setPrice] = useState(String(batch.selling_price));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetPrice();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(price);
    const why = sellingPriceProblem(value, batch.mrp);
    setProblem(why);
    if (why) return;
    save.mutate({ inventory_id: batch.$id, selling_price: value }, { onSuccess: onDone });
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={1.5} aria-label={`Edit price of batch ${batch.batch}`}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          label="Selling price (₹)"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          helperText={`MRP ${formatINR(batch.mrp)}: the price may not be higher`}
          required
        />
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save price
        </Button>
      </Stack>
      {(problem || save.isError) && <Alert severity="error">{problem ?? errorText(save.error)}</Alert>}
    </Stack>
  );
}

function ThresholdForm({ product, storeId }: { product: InventoryProductRow; storeId: string }) {
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
        label="Low-stock level (units)"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={!valid}
        helperText={valid ? 'You are notified when stock falls to this level.' : 'A whole number from 0.'}
      />
      <Button type="submit" variant="outlined" disabled={!valid || save.isPending}>
        Save level
      </Button>
      {save.isSuccess && (
        <Typography role="status" variant="body2" sx={{ alignSelf: 'center' }}>
          Saved.
        </Typography>
      )}
    </Stack>
  );
}

function Ledger({ rows }: { rows: MovementRow[] }) {
  if (rows.length === 0) return <Typography variant="body2">No changes yet.</Typography>;
  return (
    <Table size="small" aria-label="Stock ledger">
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Batch</TableCell>
          <TableCell>What</TableCell>
          <TableCell align="right">Change</TableCell>
          <TableCell align="right">Stock after</TableCell>
          <TableCell>Why</TableCell>
          <TableCell>Who</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.$id}>
            <TableCell>
              {new Date(row.$createdAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}
            </TableCell>
            <TableCell>{row.batch}</TableCell>
            <TableCell>
              {MOVEMENT_LABELS[row.kind] ?? row.kind}
              {row.kind === 'price_set' && row.selling_price !== null ? ` to ${formatINR(row.selling_price)}` : ''}
            </TableCell>
            <TableCell align="right">
              {row.quantity_change > 0 ? `+${row.quantity_change}` : row.quantity_change}
            </TableCell>
            <TableCell align="right">{row.stock_after}</TableCell>
            <TableCell>{row.reason}</TableCell>
            <TableCell>{`${row.actor_role === 'store' ? 'Store team' : row.actor_role} · ${row.actor_id.slice(-6)}`}</TableCell>
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
            Batches
          </Typography>
          {batches.isError && <Alert severity="error">Could not load the batches. Please try again.</Alert>}
          {isPhone ? (
            // Stacked cards on a phone (issue 33 §4): each batch's Adjust stock and Edit price in reach.
            <Stack component="ul" aria-label="Batches" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {(batches.data ?? []).map((batch) => (
                <Paper
                  key={batch.$id}
                  component="li"
                  variant="outlined"
                  data-testid="batch-card"
                  sx={{ p: 1.5, display: 'grid', gap: 0.75 }}
                >
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{`Batch ${batch.batch}`}</Typography>
                    <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{`Stock ${batch.stock}`}</Typography>
                  </Stack>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="body2" color="text.secondary">
                      Expiry
                    </Typography>
                    <ExpiryCell expiry={batch.expiry} now={now} />
                  </Stack>
                  {canPrice && (
                    <Typography variant="body2">{`MRP ${formatINR(batch.mrp)} · Price ${formatINR(batch.selling_price)}`}</Typography>
                  )}
                  <Stack direction="row" spacing={1}>
                    <Button
                      variant="outlined"
                      onClick={() => setEditing({ batchId: batch.$id, what: 'adjust' })}
                      sx={{ flex: 1, minHeight: 44 }}
                    >
                      Adjust stock
                    </Button>
                    {canPrice && (
                      <Button
                        variant="outlined"
                        onClick={() => setEditing({ batchId: batch.$id, what: 'price' })}
                        sx={{ flex: 1, minHeight: 44 }}
                      >
                        Edit price
                      </Button>
                    )}
                  </Stack>
                </Paper>
              ))}
            </Stack>
          ) : (
            <Table size="small" aria-label="Batches">
              <TableHead>
                <TableRow>
                  <TableCell>Batch</TableCell>
                  <TableCell>Expiry</TableCell>
                  <TableCell align="right">Stock</TableCell>
                  {canPrice && <TableCell align="right">MRP</TableCell>}
                  {canPrice && <TableCell align="right">Price</TableCell>}
                  <TableCell>Actions</TableCell>
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
                          Adjust stock
                        </Button>
                        {canPrice && (
                          <Button size="small" onClick={() => setEditing({ batchId: batch.$id, what: 'price' })}>
                            Edit price
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
                  onDone={finish(`Stock of batch ${batch.batch} saved.`)}
                />
              ) : (
                <PriceForm
                  key={`p-${batch.$id}`}
                  batch={batch}
                  onDone={finish(`Price of batch ${batch.batch} saved.`)}
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
            Ledger
          </Typography>
          {ledger.isError ? (
            <Alert severity="error">Could not load the ledger. Please try again.</Alert>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Ledger rows={ledger.data ?? []} />
            </Box>
          )}
          <Box>
            <Button onClick={props.onClose}>Close</Button>
          </Box>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}

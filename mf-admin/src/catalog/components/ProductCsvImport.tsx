import { useState, type ChangeEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@instamg/shared/mui';
import { ADMIN_TOASTS } from '../../domain/toasts';
import { useToast } from '@instamg/shared/toast';
import { PRODUCTS_GRID } from '@instamg/shared/grid/grid-specs';
import { MAX_PRODUCT_IMPORT_LINES, PRODUCT_IMPORT_TEMPLATE } from '@instamg/shared/domain/catalog/product-csv';
import { adminKeys } from '../../api/keys';
import { importProducts, type ImportReply } from '../api/products';
import { saveCsv } from '@instamg/shared/download';

const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'That did not work. Please try again.';

const downloadTemplate = (): void =>
  saveCsv(
    `${PRODUCT_IMPORT_TEMPLATE}
`,
    'products-template.csv',
  );

/** The dry run's summary sentence. */
function summary(reply: ImportReply): string {
  const n = (value: number) => value.toLocaleString('en-IN');
  const parts = [
    `${n(reply.total)} ${reply.total === 1 ? 'line' : 'lines'}`,
    `${n(reply.creates)} new`,
    `${n(reply.updates)} to update`,
    `${n(reply.unchanged)} unchanged`,
    `${n(reply.invalid)} with errors`,
  ];
  return parts.join(' · ');
}

/**
 * /admin/inventory's bulk import (issue 19 §3): the template, a dry run through admin-catalog that
 * lists every line's errors and what would be created or updated, then the commit (refused while
 * any line has an error). Lines are matched by product_id.
 */
export function ProductCsvImport({ onClose }: { onClose(): void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [dryRun, setDryRun] = useState<ImportReply | null>(null);
  const [done, setDone] = useState<ImportReply | null>(null);

  const check = useMutation({
    mutationFn: () => importProducts(file!.text, file!.name, false),
    onSuccess: setDryRun,
  });
  const commit = useMutation({
    mutationFn: () => importProducts(file!.text, file!.name, true),
    onSuccess: async (reply) => {
      setDone(reply);
      toast(ADMIN_TOASTS.productsImported(reply.creates, reply.updates));
      await queryClient.invalidateQueries({ queryKey: adminKeys.grid(PRODUCTS_GRID.id) });
    },
    onError: (error) => toast(ADMIN_TOASTS.importFailed, errorText(error)),
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setFile({ name: chosen.name, text: await chosen.text() });
    setDryRun(null);
    setDone(null);
    check.reset();
    commit.reset();
  };

  const writes = dryRun ? dryRun.creates + dryRun.updates : 0;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-label="Import products from CSV">
      <Stack spacing={2}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
          Import products from CSV
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`Lines with a product_id update that product; lines with an empty product_id add a new product. ` +
            `Export the catalogue to get every product with its id, edit it and import it again. ` +
            `category is a category's id or slug. Images are not imported: upload them in the editor. ` +
            `barcode (the EAN-13 on the pack) may be left out; a file without the column keeps the barcodes. ` +
            `At most ${MAX_PRODUCT_IMPORT_LINES.toLocaleString('en-IN')} lines; the check writes nothing.`}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="outlined" onClick={downloadTemplate}>
            Download template
          </Button>
          <Button variant="outlined" component="label">
            {file ? `Change file (${file.name})` : 'Choose CSV file'}
            <input hidden type="file" accept=".csv,text/csv" aria-label="Product CSV file" onChange={choose} />
          </Button>
          <Button variant="contained" disabled={!file || check.isPending} onClick={() => check.mutate()}>
            {check.isPending ? 'Checking…' : 'Check file'}
          </Button>
          <Button onClick={onClose}>Close</Button>
        </Stack>
        {check.isError && <Alert severity="error">{errorText(check.error)}</Alert>}
        {dryRun && !done && (
          <Stack spacing={2}>
            <Alert severity={dryRun.invalid > 0 ? 'error' : 'success'} role="status">
              {`Check of ${file?.name ?? 'the file'}: ${summary(dryRun)}.` +
                (dryRun.invalid > 0 ? ' Fix the lines below and check the file again; nothing was imported.' : '') +
                (dryRun.already_imported ? ' This file has already been imported.' : '')}
            </Alert>
            {dryRun.problems && dryRun.problems.length > 0 && (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label="Lines with errors">
                  <TableHead>
                    <TableRow>
                      <TableCell>Line</TableCell>
                      <TableCell>Product</TableCell>
                      <TableCell>Column</TableCell>
                      <TableCell>Error</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {dryRun.problems.flatMap((problem) =>
                      problem.errors.map((error, i) => (
                        <TableRow key={`${problem.line}-${error.column}-${i}`}>
                          <TableCell>{problem.line}</TableCell>
                          <TableCell>{problem.name || '—'}</TableCell>
                          <TableCell>{error.column}</TableCell>
                          <TableCell>{error.message}</TableCell>
                        </TableRow>
                      )),
                    )}
                  </TableBody>
                </Table>
              </Box>
            )}
            {dryRun.invalid === 0 && dryRun.changes && dryRun.changes.length > 0 && (
              <Box sx={{ maxHeight: 320, overflow: 'auto' }}>
                <Table size="small" stickyHeader aria-label="What the import will do">
                  <TableHead>
                    <TableRow>
                      <TableCell>Line</TableCell>
                      <TableCell>Change</TableCell>
                      <TableCell>Product</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {dryRun.changes.slice(0, 200).map((change) => (
                      <TableRow key={change.line}>
                        <TableCell>{change.line}</TableCell>
                        <TableCell>
                          {change.action === 'create' ? 'New product' : `Update ${change.product_id}`}
                        </TableCell>
                        <TableCell>{change.name}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
            {dryRun.invalid === 0 && (
              <div>
                <Button variant="contained" disabled={writes === 0 || commit.isPending} onClick={() => commit.mutate()}>
                  {commit.isPending
                    ? 'Importing…'
                    : `Import ${writes.toLocaleString('en-IN')} ${writes === 1 ? 'product' : 'products'}`}
                </Button>
              </div>
            )}
          </Stack>
        )}
        {done && (
          <Alert severity="success" role="status">
            {done.status === 'already_imported'
              ? 'This file had already been imported; nothing was changed.'
              : `Imported: ${done.creates.toLocaleString('en-IN')} added, ${done.updates.toLocaleString('en-IN')} updated.`}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

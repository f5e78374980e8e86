import { useEffect, useState, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@instamg/shared/mui';
import { IMPORT_COLUMNS, IMPORT_TEMPLATE, MAX_IMPORT_LINES } from '@instamg/shared/domain/inventory-csv';
import { checkImportFile, startImport, type DryRun } from '../api/inventory-api';
import { useImportJob, useInvalidateAfterImport } from '../api/inventory-queries';
import { saveCsv } from '@instamg/shared/download';

const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'That did not work. Please try again.';

const downloadTemplate = (): void =>
  saveCsv(
    `${IMPORT_TEMPLATE}
`,
    'inventory-template.csv',
  );

/** Import many batches: template, a dry run listing every line's errors, then an asynchronous commit. */
export function CsvImport({ storeId }: { storeId: string }) {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [dryRun, setDryRun] = useState<DryRun | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const job = useImportJob(importId);
  const invalidate = useInvalidateAfterImport();
  const finished = job.data?.status === 'done';
  // The grid shows the new stock once the import is published.
  useEffect(() => {
    if (finished) void invalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setFile({ name: chosen.name, text: await chosen.text() });
    setDryRun(null);
    setFailure(null);
    setImportId(null);
  };

  const check = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      setDryRun(await checkImportFile(storeId, file.text));
    } catch (error) {
      setDryRun(null);
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const commit = async () => {
    if (!file) return;
    setBusy(true);
    try {
      setImportId(await startImport(storeId, file.text, file.name));
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const row = job.data;
  const running = importId !== null && row?.status !== 'done' && row?.status !== 'failed';
  const percent = row && row.total > 0 ? Math.round((row.processed / row.total) * 100) : 0;

  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        {`Columns: ${IMPORT_COLUMNS.join(', ')}. Expiry as YYYY-MM-DD or MM/YYYY; amounts in rupees; up to ${MAX_IMPORT_LINES.toLocaleString('en-IN')} lines. The file is checked first: nothing is written until every line is right.`}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" onClick={downloadTemplate}>
          Download template
        </Button>
        <Button variant="outlined" component="label" disabled={busy || running}>
          Choose CSV file
          <input hidden type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} aria-label="CSV file" />
        </Button>
        {file && <Typography variant="body2">{file.name}</Typography>}
        <Button variant="contained" onClick={() => void check()} disabled={!file || busy || running}>
          Check file
        </Button>
      </Stack>
      {failure && <Alert severity="error">{failure}</Alert>}
      {dryRun && (
        <Stack spacing={1.5} aria-label="Check result" role="region">
          <Alert severity={dryRun.invalid > 0 ? 'error' : 'success'} role="status">
            {dryRun.invalid > 0
              ? `${dryRun.invalid} of ${dryRun.total} lines have errors. Fix them and check the file again; nothing was imported.`
              : `All ${dryRun.total} lines are ready to import.`}
          </Alert>
          {dryRun.problems.length > 0 && (
            <Box sx={{ overflowX: 'auto', maxHeight: 420 }}>
              <Table size="small" stickyHeader aria-label="Lines with errors or warnings">
                <TableHead>
                  <TableRow>
                    <TableCell>Line</TableCell>
                    <TableCell>Product</TableCell>
                    <TableCell>Batch</TableCell>
                    <TableCell>Problem</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {dryRun.problems.map((problem) => (
                    <TableRow key={problem.line}>
                      <TableCell>{problem.line}</TableCell>
                      <TableCell>{problem.product_slug}</TableCell>
                      <TableCell>{problem.batch}</TableCell>
                      <TableCell>
                        {problem.errors.length > 0
                          ? problem.errors.map((e) => e.message).join(' ')
                          : `Warning: ${problem.warning ?? ''}`}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          {dryRun.invalid === 0 && importId === null && (
            <Box>
              <Button variant="contained" onClick={() => void commit()} disabled={busy}>
                {`Import ${dryRun.valid} lines`}
              </Button>
            </Box>
          )}
        </Stack>
      )}
      {importId && (
        <Stack spacing={1}>
          {running && (
            <>
              <Typography role="status" variant="body2">
                {row ? `Importing: ${row.processed} of ${row.total} lines staged…` : 'Import queued…'}
              </Typography>
              <LinearProgress variant="determinate" value={percent} aria-label="Import progress" />
            </>
          )}
          {row?.status === 'done' && (
            <Alert severity="success" role="status">
              {`Import finished: ${row.total} batches are now in your inventory.`}
            </Alert>
          )}
          {row?.status === 'failed' && (
            <Alert severity="error">{row.error ?? 'The import failed; nothing was imported.'}</Alert>
          )}
          {job.isError && <Alert severity="error">Could not read the import's progress. Please reload the page.</Alert>}
        </Stack>
      )}
    </Stack>
  );
}

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
import { useLocale } from '@instamg/shared/i18n';
import { countText, useInventoryT, type InventoryT } from '../../i18n/inventory-catalogue';

const errorText = (t: InventoryT, error: unknown): string =>
  error instanceof Error && error.message ? error.message : t('error.generic');

const downloadTemplate = (): void =>
  saveCsv(
    `${IMPORT_TEMPLATE}
`,
    'inventory-template.csv',
  );

/** Import many batches: template, a dry run listing every line's errors, then an asynchronous commit. */
export function CsvImport({ storeId }: { storeId: string }) {
  const t = useInventoryT();
  const locale = useLocale();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [dryRun, setDryRun] = useState<DryRun | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const job = useImportJob(importId);
  const invalidate = useInvalidateAfterImport();
  const finished = job.data?.status === 'done';
  // The template's header is IMPORT_COLUMNS in English in every language: the import parser
  // (shared/src/domain/inventory-csv.ts) reads the columns by these names.
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
      setFailure(errorText(t, error));
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
      setFailure(errorText(t, error));
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
        {t('csv.help', { columns: IMPORT_COLUMNS.join(', '), max: countText(locale, MAX_IMPORT_LINES) })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" onClick={downloadTemplate}>
          {t('csv.template')}
        </Button>
        <Button variant="outlined" component="label" disabled={busy || running}>
          {t('csv.choose')}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => void choose(e)}
            aria-label={t('csv.file')}
          />
        </Button>
        {file && <Typography variant="body2">{file.name}</Typography>}
        <Button variant="contained" onClick={() => void check()} disabled={!file || busy || running}>
          {t('csv.check')}
        </Button>
      </Stack>
      {failure && <Alert severity="error">{failure}</Alert>}
      {dryRun && (
        <Stack spacing={1.5} aria-label={t('csv.result')} role="region">
          <Alert severity={dryRun.invalid > 0 ? 'error' : 'success'} role="status">
            {dryRun.invalid > 0
              ? t('csv.invalid', { invalid: dryRun.invalid, total: dryRun.total })
              : t('csv.valid', { total: dryRun.total })}
          </Alert>
          {dryRun.problems.length > 0 && (
            <Box sx={{ overflowX: 'auto', maxHeight: 420 }}>
              <Table size="small" stickyHeader aria-label={t('csv.problems')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('csv.line')}</TableCell>
                    <TableCell>{t('csv.product')}</TableCell>
                    <TableCell>{t('csv.batch')}</TableCell>
                    <TableCell>{t('csv.problem')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {dryRun.problems.map((problem) => (
                    <TableRow key={problem.line}>
                      <TableCell>{problem.line}</TableCell>
                      <TableCell>{problem.product_slug}</TableCell>
                      <TableCell>{problem.batch}</TableCell>
                      <TableCell>
                        {/* The check's own messages are the function's (English, with the line's values). */}
                        {problem.errors.length > 0
                          ? problem.errors.map((e) => e.message).join(' ')
                          : t('csv.warning', { warning: problem.warning ?? '' })}
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
                {t('csv.import', { count: dryRun.valid })}
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
                {row ? t('csv.importing', { processed: row.processed, total: row.total }) : t('csv.queued')}
              </Typography>
              <LinearProgress variant="determinate" value={percent} aria-label={t('csv.progress')} />
            </>
          )}
          {row?.status === 'done' && (
            <Alert severity="success" role="status">
              {t('csv.done', { total: row.total })}
            </Alert>
          )}
          {row?.status === 'failed' && <Alert severity="error">{row.error ?? t('csv.failed')}</Alert>}
          {job.isError && <Alert severity="error">{t('csv.progressFailed')}</Alert>}
        </Stack>
      )}
    </Stack>
  );
}

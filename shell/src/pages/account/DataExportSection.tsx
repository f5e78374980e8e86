import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@instamg/shared/mui';
import { Query } from 'appwrite';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { BUCKETS, DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import type { DataRequestsRow } from '@instamg/shared/appwrite/rows';
import { FUNCTION_ERRORS } from '@instamg/shared/domain/function-errors';
import { formatIstDateTime } from '@instamg/shared/domain/india-time';
import { dataExportFileName, latestExportView } from '@instamg/shared/domain/privacy/data-export';
import { dataExportSummaryFileId, dataExportSummaryFileName } from '@instamg/shared/domain/privacy/data-export-summary';
import { DATA_EXPORT_EN } from '@instamg/shared/domain/privacy/texts';
import { saveFile } from '@instamg/shared/download';
import { errorMessage } from '../../domain/auth/errors';

const POLL_MS = 2000;

/**
 * Account → Privacy, "Download my data" (issue 39 §2): asks privacy-requests for the file
 * asynchronously (its data_requests row has the execution's id), shows "Preparing your file…"
 * while the row is `processing`, then a Download button until the file expires (7 days). The file
 * is read with the person's own session: nobody else may read it.
 */
export function DataExportSection() {
  const [requests, setRequests] = useState<DataRequestsRow[] | null>(null);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [now, setNow] = useState(() => new Date());

  const load = useCallback(async () => {
    try {
      const { rows } = await getAppwrite().tablesDB.listRows<DataRequestsRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.dataRequests,
        queries: [Query.equal('kind', 'export'), Query.orderDesc('requested_at'), Query.limit(5)],
      });
      setRequests(rows);
      setNow(new Date());
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const view = latestExportView(requests ?? [], now);
  const preparing = starting || view.state === 'preparing';
  useEffect(() => {
    if (!preparing) return;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [preparing, load]);

  const start = async () => {
    setStarting(true);
    setProblem(null);
    try {
      const { functions } = getAppwrite();
      const execution = await functions.createExecution({
        functionId: FUNCTIONS.privacyRequests,
        body: JSON.stringify({ action: 'export' }),
        async: true,
      });
      // The row appears once the function has started; until it ends, the page polls.
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const run = await functions.getExecution({ functionId: FUNCTIONS.privacyRequests, executionId: execution.$id });
        if (run.status === 'completed' || run.status === 'failed') {
          // An asynchronous execution keeps no reply body: the status says which refusal it was.
          if (run.responseStatusCode === 429) setProblem(FUNCTION_ERRORS.too_many_exports.message);
          else if (run.responseStatusCode === 409) setProblem(FUNCTION_ERRORS.export_in_progress.message);
          else if (run.status === 'failed' || run.responseStatusCode >= 400) setProblem(DATA_EXPORT_EN.failed);
          break;
        }
        await load();
      }
      await load();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setStarting(false);
    }
  };

  // Saved, never opened in the backend's origin: the summary is HTML.
  const download = async (fileId: string, kind: 'json' | 'summary') => {
    setProblem(null);
    try {
      const { client, storage } = getAppwrite();
      const id = kind === 'json' ? fileId : dataExportSummaryFileId(fileId);
      const url = new URL(storage.getFileDownload({ bucketId: BUCKETS.dataExports, fileId: id }));
      const bytes = (await client.call('get', url, {}, {}, 'arrayBuffer')) as ArrayBuffer;
      if (kind === 'json') saveFile(bytes, dataExportFileName(new Date()), 'application/json');
      else saveFile(bytes, dataExportSummaryFileName(new Date()), 'text/html');
    } catch {
      setProblem(DATA_EXPORT_EN.downloadFailed);
    }
  };

  return (
    <Box data-testid="data-export">
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {DATA_EXPORT_EN.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {DATA_EXPORT_EN.intro}
      </Typography>
      <Stack spacing={1.5} aria-live="polite">
        {preparing ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={18} aria-hidden />
            <Typography variant="body2">{DATA_EXPORT_EN.preparing}</Typography>
          </Stack>
        ) : null}
        {!preparing && view.state === 'ready' ? (
          <Alert
            severity="success"
            action={
              <Stack direction="row" spacing={0.5}>
                <Button color="inherit" size="small" onClick={() => void download(view.fileId, 'json')}>
                  {DATA_EXPORT_EN.download}
                </Button>
                <Button color="inherit" size="small" onClick={() => void download(view.fileId, 'summary')}>
                  {DATA_EXPORT_EN.downloadSummary}
                </Button>
              </Stack>
            }
          >
            {DATA_EXPORT_EN.ready} {DATA_EXPORT_EN.availableUntil} {formatIstDateTime(view.expiresAt)}.
          </Alert>
        ) : null}
        {!preparing && view.state === 'expired' ? <Alert severity="info">{DATA_EXPORT_EN.expired}</Alert> : null}
        {!preparing && view.state === 'failed' && !problem ? (
          <Alert severity="warning">{DATA_EXPORT_EN.failed}</Alert>
        ) : null}
        {problem ? <Alert severity="error">{problem}</Alert> : null}
        {!preparing ? (
          <Box>
            <Button variant="outlined" disabled={!requests} onClick={() => void start()}>
              {DATA_EXPORT_EN.request}
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, FormControlLabel, Skeleton, Stack, Switch, Typography } from '@instamg/shared/mui';
import { Query } from 'appwrite';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import type { ConsentRecordsRow } from '@instamg/shared/appwrite/rows';
import { currentConsents } from '@instamg/shared/domain/privacy/consent';
import {
  CONSENT_PURPOSES,
  CONSENT_TEXTS_EN,
  PRIVACY_SECTION_EN,
  type ConsentPurpose,
} from '@instamg/shared/domain/privacy/texts';
import { PrivacyNotice } from '@instamg/shared/privacy-notice';
import { errorMessage } from '../../domain/auth/errors';
import { DataExportSection } from './DataExportSection';
import { DeleteAccountSection } from './DeleteAccountSection';

/**
 * Account → Privacy (issue 39 §1): the consents for marketing and analytics, off until turned on,
 * each given or withdrawn with one tap through the privacy-consents function (which records the
 * text version and time), the record of past choices, Download my data (DataExportSection), the
 * itemised notice and Delete my account (DeleteAccountSection).
 */
export function PrivacyTab() {
  const [records, setRecords] = useState<ConsentRecordsRow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState<ConsentPurpose | null>(null);

  const load = useCallback(async () => {
    try {
      const { rows } = await getAppwrite().tablesDB.listRows<ConsentRecordsRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.consentRecords,
        queries: [Query.orderDesc('recorded_at'), Query.limit(100)],
      });
      setRecords(rows);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const choose = async (purpose: ConsentPurpose, granted: boolean) => {
    setBusy(purpose);
    setProblem(null);
    setSaved(false);
    try {
      await callFunction(FUNCTIONS.privacyConsents, { action: 'set', purpose, granted });
      await load();
      setSaved(true);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  if (!records && !problem)
    return <Skeleton variant="rounded" height={180} role="progressbar" aria-label="Loading your privacy choices" />;
  const current = currentConsents(records ?? []);
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {PRIVACY_SECTION_EN.heading}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {PRIVACY_SECTION_EN.intro}
        </Typography>
        {CONSENT_PURPOSES.map((purpose) => (
          <Box key={purpose} sx={{ mb: 1.5 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={current[purpose]}
                  disabled={busy !== null || !records}
                  onChange={(event) => void choose(purpose, event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': `consent-${purpose}-detail` } }}
                />
              }
              label={CONSENT_TEXTS_EN[purpose].label}
            />
            <Typography id={`consent-${purpose}-detail`} variant="body2" color="text.secondary">
              {CONSENT_TEXTS_EN[purpose].detail}
            </Typography>
          </Box>
        ))}
        <Box aria-live="polite">
          {problem ? <Alert severity="error">{problem}</Alert> : null}
          {saved ? <Alert severity="success">{PRIVACY_SECTION_EN.saved}</Alert> : null}
        </Box>
      </Box>
      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {PRIVACY_SECTION_EN.recordHeading}
        </Typography>
        {records && records.length > 0 ? (
          <Box component="ul" sx={{ pl: 2.5, my: 0 }} data-testid="consent-records">
            {records.map((record) => (
              <li key={record.$id}>
                <Typography variant="body2">
                  {CONSENT_TEXTS_EN[record.purpose].label}:{' '}
                  {record.granted ? PRIVACY_SECTION_EN.granted : PRIVACY_SECTION_EN.withdrawn},{' '}
                  {new Date(record.recorded_at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })} (text{' '}
                  {record.text_version})
                </Typography>
              </li>
            ))}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {PRIVACY_SECTION_EN.recordEmpty}
          </Typography>
        )}
      </Box>
      <DataExportSection />
      <PrivacyNotice />
      <DeleteAccountSection />
    </Stack>
  );
}

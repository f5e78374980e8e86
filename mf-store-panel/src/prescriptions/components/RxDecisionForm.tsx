import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormLabel,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import { isFunctionError } from '@instamg/shared/appwrite/call-function';
import {
  EMPTY_RX_CHECKLIST,
  RX_CHECKLIST,
  mayApprove,
  parseRxRecord,
  type RxChecklist,
  type RxRecord,
} from '@instamg/shared/domain/rx-review';
import { useToast } from '@instamg/shared/toast';
import { useRxAction } from '../api/prescriptions';
import { checklistText, rxToastText, useRxT } from '../../i18n/rx-catalogue';

const EMPTY_RECORD: RxRecord = {
  patient_name: '',
  prescriber_name: '',
  prescriber_registration: '',
  prescriber_address: '',
};
const RECORD_FIELDS: { key: keyof RxRecord; required: boolean }[] = [
  { key: 'patient_name', required: true },
  { key: 'prescriber_name', required: true },
  { key: 'prescriber_registration', required: true },
  { key: 'prescriber_address', required: false },
];
const MIN_REASON = 3;

/** The pharmacist's checklist and record, and the approve / reject decision (order-state checks it all again). */
export function RxDecisionForm({ storeId, orderId }: { storeId: string; orderId: string }) {
  const t = useRxT();
  const [checklist, setChecklist] = useState<RxChecklist>(EMPTY_RX_CHECKLIST);
  const [record, setRecord] = useState<RxRecord>(EMPTY_RECORD);
  const [reason, setReason] = useState('');
  const action = useRxAction(storeId, orderId);
  const toast = useToast();
  const canApprove = mayApprove(checklist, record);
  const error = action.error ? (isFunctionError(action.error) ? action.error.message : t('form.failed')) : null;

  const approve = () => {
    const parsed = parseRxRecord(record);
    if ('error' in parsed) return;
    action.mutate(
      { action: 'verify_prescription', checklist, record: parsed },
      { onSuccess: () => toast(rxToastText(t, 'verified')) },
    );
  };
  const reject = () =>
    action.mutate(
      { action: 'reject_prescription', reason: reason.trim() },
      { onSuccess: () => toast(rxToastText(t, 'rejected')) },
    );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend" sx={{ fontWeight: 600, mb: 1 }}>
            {t('form.checklist')}
          </FormLabel>
          <Stack>
            {RX_CHECKLIST.map(({ key }) => (
              <FormControlLabel
                key={key}
                label={checklistText(t, key)}
                control={
                  <Checkbox
                    checked={checklist[key]}
                    onChange={(event) => setChecklist({ ...checklist, [key]: event.target.checked })}
                  />
                }
              />
            ))}
          </Stack>
        </Box>
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {t('form.record')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {RECORD_FIELDS.map(({ key, required }) => (
            <TextField
              key={key}
              label={t(`field.${key}`)}
              required={required}
              value={record[key]}
              onChange={(event) => setRecord({ ...record, [key]: event.target.value })}
              size="small"
              sx={{ flex: '1 1 220px' }}
            />
          ))}
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
        <Box>
          <Button variant="contained" disabled={!canApprove || action.isPending} onClick={approve}>
            {t('form.approve')}
          </Button>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label={t('form.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            size="small"
            helperText={t('form.reasonHelp')}
            sx={{ flex: 1 }}
          />
          <Button
            variant="outlined"
            color="error"
            disabled={reason.trim().length < MIN_REASON || action.isPending}
            onClick={reject}
          >
            {t('form.reject')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

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
import { useToast, type ToastEntry } from '@instamg/shared/toast';
import { useRxAction } from '../api/prescriptions';

const TOASTS = {
  verified: { title: 'Prescription verified', variant: 'default' },
  rejected: { title: 'Prescription rejected', description: 'The customer is asked for a new one.', variant: 'default' },
} satisfies Record<string, ToastEntry>;

const EMPTY_RECORD: RxRecord = {
  patient_name: '',
  prescriber_name: '',
  prescriber_registration: '',
  prescriber_address: '',
};
const RECORD_FIELDS: { key: keyof RxRecord; label: string; required: boolean }[] = [
  { key: 'patient_name', label: 'Patient name', required: true },
  { key: 'prescriber_name', label: 'Prescriber name', required: true },
  { key: 'prescriber_registration', label: 'Prescriber registration number', required: true },
  { key: 'prescriber_address', label: 'Prescriber address', required: false },
];
const MIN_REASON = 3;

/** The pharmacist's checklist and record, and the approve / reject decision (order-state checks it all again). */
export function RxDecisionForm({ storeId, orderId }: { storeId: string; orderId: string }) {
  const [checklist, setChecklist] = useState<RxChecklist>(EMPTY_RX_CHECKLIST);
  const [record, setRecord] = useState<RxRecord>(EMPTY_RECORD);
  const [reason, setReason] = useState('');
  const action = useRxAction(storeId, orderId);
  const toast = useToast();
  const canApprove = mayApprove(checklist, record);
  const error = action.error
    ? isFunctionError(action.error)
      ? action.error.message
      : 'Something went wrong. Please try again.'
    : null;

  const approve = () => {
    const parsed = parseRxRecord(record);
    if ('error' in parsed) return;
    action.mutate(
      { action: 'verify_prescription', checklist, record: parsed },
      { onSuccess: () => toast(TOASTS.verified) },
    );
  };
  const reject = () =>
    action.mutate(
      { action: 'reject_prescription', reason: reason.trim() },
      { onSuccess: () => toast(TOASTS.rejected) },
    );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend" sx={{ fontWeight: 600, mb: 1 }}>
            Checklist (tick every item to approve)
          </FormLabel>
          <Stack>
            {RX_CHECKLIST.map(({ key, label }) => (
              <FormControlLabel
                key={key}
                label={label}
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
          For the record (as written on the prescription)
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {RECORD_FIELDS.map(({ key, label, required }) => (
            <TextField
              key={key}
              label={label}
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
            Approve prescription
          </Button>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="Reason for rejecting"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            size="small"
            helperText="The customer sees this reason."
            sx={{ flex: 1 }}
          />
          <Button
            variant="outlined"
            color="error"
            disabled={reason.trim().length < MIN_REASON || action.isPending}
            onClick={reject}
          >
            Reject prescription
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

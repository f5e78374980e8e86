import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Stack, TextField, Typography } from '@instamg/shared/mui';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { PRESCRIPTION_ACCEPT, prescriptionFileProblem } from '../domain/prescription-file';
import { useMyPrescriptions, useUserId } from '../api/hooks';
import { PrivacyNotice } from '@instamg/shared/privacy-notice';
import { istToday, systemClock } from '@instamg/shared/domain/india-time';
import { orderKeys } from '../api/keys';
import { uploadPrescription } from '../api/orders-api';
import type { PrescriptionsRow } from '@instamg/shared/appwrite/rows';
import { useCartT } from '../i18n/catalogue';

/** Choose a file (checked here before upload), give the date on it and an optional note, upload. */
export function PrescriptionUploader({ onUploaded }: { onUploaded?: (prescription: PrescriptionsRow) => void }) {
  const t = useCartT();
  const user = useUserId();
  const queryClient = useQueryClient();
  // Before the first upload the itemised notice says what happens to a prescription (issue 39 §1).
  const firstUpload = useMyPrescriptions().data?.length === 0;
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState('');
  // The date on the prescription: it is valid for a limited time from then (checked by order-state).
  const [issuedOn, setIssuedOn] = useState('');
  const upload = useMutation({
    mutationFn: () => uploadPrescription(user.data!, file!, issuedOn, note.trim() || null),
    onSuccess: (prescription) => {
      setFile(null);
      setNote('');
      setIssuedOn('');
      if (input.current) input.current.value = '';
      void queryClient.invalidateQueries({ queryKey: orderKeys.prescriptions });
      onUploaded?.(prescription);
    },
  });

  return (
    <Stack
      spacing={1.5}
      component="form"
      aria-label={t('upload.form')}
      onSubmit={(e) => {
        e.preventDefault();
        if (file && !problem && issuedOn) upload.mutate();
      }}
    >
      {firstUpload ? <PrivacyNotice /> : null}
      <Typography variant="body2" color="text.secondary">
        {t('upload.formats')}
      </Typography>
      <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} sx={{ alignSelf: 'flex-start' }}>
        {t('upload.choose')}
        <input
          ref={input}
          hidden
          type="file"
          accept={PRESCRIPTION_ACCEPT}
          aria-label={t('upload.file')}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            setFile(chosen);
            setProblem(chosen ? prescriptionFileProblem(chosen) : null);
            upload.reset();
          }}
        />
      </Button>
      {file && (
        <Typography variant="body2" data-testid="chosen-file">
          {file.name}
        </Typography>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
      <TextField
        label={t('upload.date')}
        type="date"
        size="small"
        required
        value={issuedOn}
        onChange={(e) => setIssuedOn(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: istToday(systemClock()) } }}
        sx={{ alignSelf: 'flex-start' }}
      />
      <TextField
        label={t('upload.note')}
        size="small"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 512 } }}
      />
      {upload.isError && <Alert severity="error">{upload.error.message}</Alert>}
      <Button
        type="submit"
        variant="contained"
        disabled={!file || !issuedOn || !!problem || upload.isPending || !user.data}
        sx={{ alignSelf: 'flex-start' }}
      >
        {upload.isPending ? t('upload.uploading') : t('upload.submit')}
      </Button>
    </Stack>
  );
}

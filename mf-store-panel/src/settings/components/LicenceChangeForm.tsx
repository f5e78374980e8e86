import { useState, type ChangeEvent } from 'react';
import { Button, Stack, TextField } from '@instamg/shared/mui';
import { STORE_SETTINGS_TOASTS } from '../domain/toasts';
import { useToast } from '@instamg/shared/toast';
import { DocumentUpload } from '../../components/DocumentUpload';
import { useRequestLicenceChange } from '../api/settings';
import { EMPTY_LICENCE_FORM, licenceFormErrors, type LicenceForm } from '../domain/settings';

type TextKey = Exclude<keyof LicenceForm, 'document_id'>;
const FIELDS: { key: TextKey; label: string; date?: boolean }[] = [
  { key: 'form20_number', label: 'Form 20 licence number' },
  { key: 'form20_expires_on', label: 'Form 20 expires on', date: true },
  { key: 'form21_number', label: 'Form 21 licence number' },
  { key: 'form21_expires_on', label: 'Form 21 expires on', date: true },
];

/** The new licence numbers and dates with a scan → store-admin request_licence_change. */
export function LicenceChangeForm({ storeId, onDone }: { storeId: string; onDone: () => void }) {
  const toast = useToast();
  const [form, setForm] = useState<LicenceForm>(EMPTY_LICENCE_FORM);
  const [submitted, setSubmitted] = useState(false);
  const send = useRequestLicenceChange(storeId);
  const errors = licenceFormErrors(form, new Date());
  const shown = submitted ? errors : {};
  const set = (key: keyof LicenceForm) => (event: ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));

  return (
    <Stack
      component="form"
      aria-label="Request a licence change"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.keys(errors).length > 0) return;
        send.mutate(form, {
          onSuccess: () => {
            toast(STORE_SETTINGS_TOASTS.licenceRequested);
            onDone();
          },
          onError: (error) => toast(STORE_SETTINGS_TOASTS.requestFailed, error.message),
        });
      }}
      sx={{ pt: 1 }}
    >
      {FIELDS.map(({ key, label, date }) => (
        <TextField
          key={key}
          label={label}
          name={key}
          type={date ? 'date' : 'text'}
          value={form[key]}
          onChange={set(key)}
          error={shown[key] !== undefined}
          helperText={shown[key] ?? ' '}
          fullWidth
          size="small"
          slotProps={date ? { inputLabel: { shrink: true } } : undefined}
        />
      ))}
      <DocumentUpload
        label="Scan of the new licence"
        fileId={form.document_id}
        error={shown.document_id}
        onUploaded={(fileId) => setForm((f) => ({ ...f, document_id: fileId }))}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={send.isPending}>
          Send licence change
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </Stack>
    </Stack>
  );
}

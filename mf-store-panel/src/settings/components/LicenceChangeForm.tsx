import { useState, type ChangeEvent } from 'react';
import { Button, Stack, TextField } from '@instamg/shared/mui';
import { settingsToast, useSettingsT } from '../../i18n/settings-catalogue';
import { useToast } from '@instamg/shared/toast';
import { DocumentUpload } from '../../components/DocumentUpload';
import { useRequestLicenceChange } from '../api/settings';
import { EMPTY_LICENCE_FORM, licenceFormErrors, type LicenceForm } from '../domain/settings';

type TextKey = Exclude<keyof LicenceForm, 'document_id'>;
const FIELDS: { key: TextKey; date?: boolean }[] = [
  { key: 'form20_number' },
  { key: 'form20_expires_on', date: true },
  { key: 'form21_number' },
  { key: 'form21_expires_on', date: true },
];

/** The new licence numbers and dates with a scan → store-admin request_licence_change. */
export function LicenceChangeForm({ storeId, onDone }: { storeId: string; onDone: () => void }) {
  const toast = useToast();
  const t = useSettingsT();
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
      aria-label={t('licenceForm.label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.keys(errors).length > 0) return;
        send.mutate(form, {
          onSuccess: () => {
            toast(settingsToast(t, 'licenceRequested'));
            onDone();
          },
          onError: (error) => toast(settingsToast(t, 'requestFailed'), error.message),
        });
      }}
      sx={{ pt: 1 }}
    >
      {FIELDS.map(({ key, date }) => (
        <TextField
          key={key}
          label={t(`licenceForm.${key}`)}
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
        label={t('licenceForm.scan')}
        fileId={form.document_id}
        error={shown.document_id}
        onUploaded={(fileId) => setForm((f) => ({ ...f, document_id: fileId }))}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={send.isPending}>
          {t('licenceForm.send')}
        </Button>
        <Button onClick={onDone}>{t('form.cancel')}</Button>
      </Stack>
    </Stack>
  );
}

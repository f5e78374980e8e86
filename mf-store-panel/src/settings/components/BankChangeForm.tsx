import { useState, type ChangeEvent } from 'react';
import { Button, Stack, TextField } from '@instamg/shared/mui';
import { bankProblemText, settingsToast, useSettingsT } from '../../i18n/settings-catalogue';
import { useToast } from '@instamg/shared/toast';
import { EMPTY_BANK_CHANGE, type BankChange, type BankChangeField } from '@instamg/shared/domain/partner/bank';
import { DocumentUpload } from '../../components/DocumentUpload';
import { useRequestBankChange } from '../api/settings';
import { bankFormErrors } from '../domain/settings';

const noPaste = { onPaste: (event: { preventDefault(): void }) => event.preventDefault() };

/** The new payout account, typed twice, its IFSC and a cancelled cheque → store-admin request_bank_change. */
export function BankChangeForm({ storeId, onDone }: { storeId: string; onDone: () => void }) {
  const toast = useToast();
  const t = useSettingsT();
  const [form, setForm] = useState<BankChange>(EMPTY_BANK_CHANGE);
  const [submitted, setSubmitted] = useState(false);
  const send = useRequestBankChange(storeId);
  const errors = bankFormErrors(form);
  const shown: Partial<Record<BankChangeField, string>> = {};
  if (submitted)
    for (const [key, problem] of Object.entries(errors) as [BankChangeField, (typeof errors)[BankChangeField]][])
      if (problem) shown[key] = bankProblemText(t, problem);
  const field = (key: Exclude<BankChangeField, 'cheque_document_id'>) => ({
    name: key,
    value: form[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: event.target.value })),
    error: shown[key] !== undefined,
    helperText: shown[key] ?? ' ',
    fullWidth: true,
    size: 'small' as const,
  });

  return (
    <Stack
      component="form"
      aria-label={t('bankForm.label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.keys(errors).length > 0) return;
        send.mutate(form, {
          onSuccess: () => {
            toast(settingsToast(t, 'bankRequested'));
            onDone();
          },
          onError: (error) => toast(settingsToast(t, 'requestFailed'), error.message),
        });
      }}
      sx={{ pt: 1 }}
    >
      <TextField label={t('bankForm.holder')} {...field('account_holder')} />
      <TextField
        label={t('bankForm.number')}
        {...field('account_number')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <TextField
        label={t('bankForm.again')}
        {...field('account_number_confirm')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', ...noPaste } }}
      />
      <TextField
        label={t('bankForm.ifsc')}
        {...field('ifsc')}
        slotProps={{ htmlInput: { maxLength: 11, autoCapitalize: 'characters' } }}
      />
      <DocumentUpload
        label={t('bankForm.cheque')}
        fileId={form.cheque_document_id}
        error={shown.cheque_document_id}
        onUploaded={(fileId) => setForm((f) => ({ ...f, cheque_document_id: fileId }))}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={send.isPending}>
          {t('bankForm.send')}
        </Button>
        <Button onClick={onDone}>{t('form.cancel')}</Button>
      </Stack>
    </Stack>
  );
}

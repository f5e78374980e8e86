import { Stack, TextField, Typography } from '@instamg/shared/mui';
import { DocumentUpload } from '../../components/DocumentUpload';
import { textFieldProps, type StepProps } from './form-fields';
import { usePartnerT } from '../../i18n/partner-catalogue';

/** Where payouts go: the account typed twice, its IFSC and a cancelled cheque. */
export function BankStep(props: StepProps) {
  const t = usePartnerT();
  const noPaste = { onPaste: (event: { preventDefault(): void }) => event.preventDefault() };
  return (
    <Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('bank.intro')}
      </Typography>
      <TextField label={t('bank.holder')} {...textFieldProps(props, 'account_holder')} />
      <TextField
        label={t('bank.number')}
        {...textFieldProps(props, 'account_number')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <TextField
        label={t('bank.again')}
        {...textFieldProps(props, 'account_number_confirm')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', ...noPaste } }}
      />
      <TextField
        label={t('bank.ifsc')}
        {...textFieldProps(props, 'ifsc')}
        slotProps={{ htmlInput: { maxLength: 11, autoCapitalize: 'characters' } }}
      />
      <DocumentUpload
        label={t('bank.cheque')}
        fileId={props.form.cheque_document_id}
        error={props.errors.cheque_document_id}
        onUploaded={(fileId) => props.set('cheque_document_id', fileId)}
      />
    </Stack>
  );
}

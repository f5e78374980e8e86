import { Stack, TextField, Typography } from '@instamg/shared/mui';
import { DocumentUpload } from '../../components/DocumentUpload';
import { textFieldProps, type StepProps } from './form-fields';

/** Where payouts go: the account typed twice, its IFSC and a cancelled cheque. */
export function BankStep(props: StepProps) {
  const noPaste = { onPaste: (event: { preventDefault(): void }) => event.preventDefault() };
  return (
    <Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Payouts for your orders are paid into this account.
      </Typography>
      <TextField label="Account holder's name" {...textFieldProps(props, 'account_holder')} />
      <TextField
        label="Account number"
        {...textFieldProps(props, 'account_number')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <TextField
        label="Account number again"
        {...textFieldProps(props, 'account_number_confirm')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', ...noPaste } }}
      />
      <TextField
        label="IFSC"
        {...textFieldProps(props, 'ifsc')}
        slotProps={{ htmlInput: { maxLength: 11, autoCapitalize: 'characters' } }}
      />
      <DocumentUpload
        label="Cancelled cheque"
        fileId={props.form.cheque_document_id}
        error={props.errors.cheque_document_id}
        onUploaded={(fileId) => props.set('cheque_document_id', fileId)}
      />
    </Stack>
  );
}

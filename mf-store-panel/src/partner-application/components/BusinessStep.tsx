import { MenuItem, Stack, TextField } from '@instamg/shared/mui';
import { CONSTITUTIONS } from '@instamg/shared/domain/partner/application';
import { textFieldProps, type StepProps } from './form-fields';

export function BusinessStep(props: StepProps) {
  return (
    <Stack>
      <TextField label="Legal name (as on the GST certificate)" {...textFieldProps(props, 'legal_name')} />
      <TextField label="Trade name (shown to customers)" {...textFieldProps(props, 'trade_name')} />
      <TextField select label="Type of business" {...textFieldProps(props, 'constitution')}>
        {Object.entries(CONSTITUTIONS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="PAN"
        {...textFieldProps(props, 'pan')}
        slotProps={{ htmlInput: { maxLength: 10, autoCapitalize: 'characters' } }}
      />
      <TextField
        label="GSTIN"
        {...textFieldProps(props, 'gstin')}
        slotProps={{ htmlInput: { maxLength: 15, autoCapitalize: 'characters' } }}
      />
      <TextField label="Pharmacy phone" type="tel" {...textFieldProps(props, 'phone')} />
    </Stack>
  );
}

import { MenuItem, Stack, TextField } from '@instamg/shared/mui';
import { CONSTITUTIONS, type Constitution } from '@instamg/shared/domain/partner/application';
import { constitutionText, usePartnerT } from '../../i18n/partner-catalogue';
import { textFieldProps, type StepProps } from './form-fields';

export function BusinessStep(props: StepProps) {
  const t = usePartnerT();
  return (
    <Stack>
      <TextField label={t('business.legalName')} {...textFieldProps(props, 'legal_name')} />
      <TextField label={t('business.tradeName')} {...textFieldProps(props, 'trade_name')} />
      <TextField select label={t('business.type')} {...textFieldProps(props, 'constitution')}>
        {(Object.keys(CONSTITUTIONS) as Constitution[]).map((value) => (
          <MenuItem key={value} value={value}>
            {constitutionText(t, value)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('business.pan')}
        {...textFieldProps(props, 'pan')}
        slotProps={{ htmlInput: { maxLength: 10, autoCapitalize: 'characters' } }}
      />
      <TextField
        label={t('business.gstin')}
        {...textFieldProps(props, 'gstin')}
        slotProps={{ htmlInput: { maxLength: 15, autoCapitalize: 'characters' } }}
      />
      <TextField label={t('business.phone')} type="tel" {...textFieldProps(props, 'phone')} />
    </Stack>
  );
}

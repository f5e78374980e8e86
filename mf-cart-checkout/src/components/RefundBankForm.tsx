import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Stack, TextField, Typography } from '@instamg/shared/mui';
import { useToast } from '@instamg/shared/toast';
import {
  EMPTY_REFUND_BANK_DETAILS,
  readRefundBankDetails,
  refundBankErrors,
  refundBankSummary,
  type RefundBankDetails,
  type RefundBankField,
} from '@instamg/shared/domain/refund-bank';
import { useRefundBankDetails } from '../api/hooks';
import { orderKeys } from '../api/keys';
import { submitRefundBankDetails } from '../api/orders-api';

import { orderToast, useOrdersT, type OrdersMessageKey } from '../i18n/orders-catalogue';

const FIELDS: { key: RefundBankField; message: OrdersMessageKey; numeric?: boolean }[] = [
  { key: 'account_holder', message: 'bank.holder' },
  { key: 'account_number', message: 'bank.number', numeric: true },
  { key: 'account_number_confirm', message: 'bank.numberAgain', numeric: true },
  { key: 'ifsc', message: 'bank.ifsc' },
];

/**
 * A cash-on-delivery refund goes by bank transfer after asking the customer for bank details
 * (SPEC §9; issue 22 §6). The same checks as a partner's payout account (partner/bank.ts), run
 * again by order-state; afterwards only the masked account is shown, and it can be changed until
 * support marks the transfer paid.
 */
export function RefundBankForm({ orderId }: { orderId: string }) {
  const t = useOrdersT();
  const queryClient = useQueryClient();
  const toast = useToast();
  const saved = useRefundBankDetails(orderId, true);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<RefundBankDetails>(EMPTY_REFUND_BANK_DETAILS);
  const [shown, setShown] = useState<Partial<Record<RefundBankField, string>>>({});
  const submit = useMutation({
    mutationFn: (details: RefundBankDetails) => submitRefundBankDetails(orderId, details),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.refundBank(orderId) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.events(orderId) });
      setEditing(false);
      setValues(EMPTY_REFUND_BANK_DETAILS);
      toast(orderToast(t, 'refundBankSaved'));
    },
  });

  if (saved.isPending) return null;
  if (saved.data && !editing)
    return (
      <Alert
        severity="info"
        sx={{ mt: 2 }}
        data-testid="refund-bank-summary"
        action={
          <Button color="inherit" onClick={() => setEditing(true)}>
            {t('bank.change')}
          </Button>
        }
      >
        {refundBankSummary(saved.data)}
      </Alert>
    );

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const read = readRefundBankDetails(values);
    if (!read.ok) return setShown({ account_holder: read.message });
    const errors = refundBankErrors(read.values);
    setShown(errors);
    if (Object.keys(errors).length === 0) submit.mutate(read.values);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('bank.title')}
      data-testid="refund-bank-form"
      sx={{ mt: 2 }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('bank.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('bank.intro')}
      </Typography>
      <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
        {FIELDS.map((f) => (
          <TextField
            key={f.key}
            name={f.key}
            label={t(f.message)}
            size="small"
            required
            value={values[f.key]}
            onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
            error={!!shown[f.key]}
            helperText={shown[f.key] ?? (f.key === 'ifsc' ? t('bank.ifscExample') : ' ')}
            slotProps={{
              htmlInput: {
                autoComplete: 'off',
                ...(f.numeric ? { inputMode: 'numeric' } : {}),
                ...(f.key === 'ifsc' ? { style: { textTransform: 'uppercase' } } : {}),
              },
            }}
          />
        ))}
        {submit.isError && <Alert severity="error">{submit.error.message}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={submit.isPending}>
            {t('bank.save')}
          </Button>
          {saved.data && (
            <Button onClick={() => setEditing(false)} disabled={submit.isPending}>
              {t('bank.keep')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}

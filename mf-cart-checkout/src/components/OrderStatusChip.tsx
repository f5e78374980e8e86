import { Chip } from '@instamg/shared/mui';
import { STATUS_TONES, type OrderStatus, type StatusTone } from '@instamg/shared/domain/order';
import { statusLabel, useCartT } from '../i18n/catalogue';

const COLOR: Readonly<Record<StatusTone, 'default' | 'success' | 'error' | 'warning' | 'info'>> = {
  neutral: 'default',
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const t = useCartT();
  return (
    <Chip size="small" label={statusLabel(t, status)} color={COLOR[STATUS_TONES[status]]} data-testid="order-status" />
  );
}

import { Chip } from '@instamg/shared/mui';
import { STATUS_LABELS, STATUS_TONES, type OrderStatus, type StatusTone } from '@instamg/shared/domain/order';

const COLOR: Readonly<Record<StatusTone, 'default' | 'success' | 'error' | 'warning' | 'info'>> = {
  neutral: 'default',
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return (
    <Chip size="small" label={STATUS_LABELS[status]} color={COLOR[STATUS_TONES[status]]} data-testid="order-status" />
  );
}

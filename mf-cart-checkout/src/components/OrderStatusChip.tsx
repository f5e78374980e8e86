import { Chip } from '@instamg/shared/mui';
import { STATUS_LABELS, type OrderStatus } from '@instamg/shared/domain/order';

const COLOR: Partial<Record<OrderStatus, 'success' | 'error' | 'warning' | 'info'>> = {
  delivered: 'success',
  cancelled: 'error',
  payment_failed: 'error',
  expired: 'error',
  refunded: 'info',
  cancellation_requested: 'warning',
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return (
    <Chip size="small" label={STATUS_LABELS[status]} color={COLOR[status] ?? 'default'} data-testid="order-status" />
  );
}

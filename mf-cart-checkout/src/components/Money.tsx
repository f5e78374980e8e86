import { formatINR } from '@instamg/shared/domain/money';

/** A rupee amount with Indian grouping. */
export function Money({ amount }: { amount: number }) {
  return <>{formatINR(amount)}</>;
}

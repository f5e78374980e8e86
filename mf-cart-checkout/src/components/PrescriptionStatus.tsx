import { Chip } from '@instamg/shared/mui';
import type { PrescriptionRow } from '../api/orders-api';

const LABELS = { pending: 'Pending verification', verified: 'Verified', rejected: 'Rejected' } as const;
const COLORS = { pending: 'warning', verified: 'success', rejected: 'error' } as const;

export function PrescriptionStatus({ status }: { status: PrescriptionRow['status'] }) {
  return <Chip size="small" label={LABELS[status]} color={COLORS[status]} />;
}

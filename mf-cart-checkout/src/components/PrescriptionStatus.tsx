import { Chip } from '@instamg/shared/mui';
import type { PrescriptionsRow } from '@instamg/shared/appwrite/rows';

const LABELS = { pending: 'Pending verification', verified: 'Verified', rejected: 'Rejected' } as const;
const COLORS = { pending: 'warning', verified: 'success', rejected: 'error' } as const;

export function PrescriptionStatus({ status }: { status: PrescriptionsRow['status'] }) {
  return <Chip size="small" label={LABELS[status]} color={COLORS[status]} />;
}

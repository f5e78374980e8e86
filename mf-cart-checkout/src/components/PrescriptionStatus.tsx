import { Chip } from '@instamg/shared/mui';
import type { PrescriptionsRow } from '@instamg/shared/appwrite/rows';

import { useCartT } from '../i18n/catalogue';

const LABELS = { pending: 'rxStatus.pending', verified: 'rxStatus.verified', rejected: 'rxStatus.rejected' } as const;
const COLORS = { pending: 'warning', verified: 'success', rejected: 'error' } as const;

export function PrescriptionStatus({ status }: { status: PrescriptionsRow['status'] }) {
  const t = useCartT();
  return <Chip size="small" label={t(LABELS[status])} color={COLORS[status]} />;
}

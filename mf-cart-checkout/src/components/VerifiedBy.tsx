import { useQuery } from '@tanstack/react-query';
import { Typography } from '@instamg/shared/mui';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { PrescriptionVerificationsRow } from '@instamg/shared/appwrite/rows';
import { orderKeys } from '../api/keys';
import { useCartT } from '../i18n/catalogue';

/**
 * The pharmacist who verified the order's prescription, by name and registration number (issue 36:
 * the draft e-pharmacy rules name them on the order), from the order's verification row.
 */
export function VerifiedBy({ verificationId }: { verificationId: string }) {
  const t = useCartT();
  const verification = useQuery({
    queryKey: orderKeys.rxVerification(verificationId),
    staleTime: Infinity,
    queryFn: () =>
      getAppwrite().tablesDB.getRow<PrescriptionVerificationsRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.prescriptionVerifications,
        rowId: verificationId,
      }),
  });
  const v = verification.data;
  if (!v || v.decision !== 'verified') return null;
  return (
    <Typography variant="body2" data-testid="rx-verified-by">
      {t('rx.verifiedBy', { name: v.pharmacist_name, council: v.pharmacy_council, number: v.registration_number })}
    </Typography>
  );
}

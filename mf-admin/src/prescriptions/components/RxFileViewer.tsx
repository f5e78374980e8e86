import { useQuery } from '@tanstack/react-query';
import { PrescriptionFileView, readPrescriptionFile } from '@instamg/shared/prescription-file';
import { adminKeys } from '../../api/keys';

/** The prescription inline, as the store panel's queue shows it. */
export function RxFileViewer({ prescriptionId, fileId }: { prescriptionId: string; fileId: string }) {
  const file = useQuery({
    queryKey: adminKeys.prescriptions.part(prescriptionId, 'file'),
    queryFn: () => readPrescriptionFile(fileId),
    staleTime: Infinity,
    gcTime: 0,
  });
  return <PrescriptionFileView file={file} height={480} errorMessage="The prescription file could not be opened." />;
}

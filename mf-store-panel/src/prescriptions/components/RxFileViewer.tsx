import { PrescriptionFileView } from '@instamg/shared/prescription-file';
import { useRxFile } from '../api/prescriptions';

/** The prescription inline: an image or a PDF, with a download link. */
export function RxFileViewer({ fileId }: { fileId: string }) {
  return (
    <PrescriptionFileView
      file={useRxFile(fileId)}
      height={520}
      errorMessage="The prescription file could not be opened. It may have moved with the order."
    />
  );
}

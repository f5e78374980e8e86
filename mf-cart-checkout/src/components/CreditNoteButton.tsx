import { useState } from 'react';
import { Button, Typography } from '@instamg/shared/mui';
import { creditNoteFileName } from '@instamg/shared/domain/tax-document/tax-document';
import { downloadTaxDocument, issueCreditNote } from '../api/orders-api';
import { savePdf } from './save-pdf';
import { useOrdersT } from '../i18n/orders-catalogue';

/**
 * A refund made after the tax invoice has a credit note (GST Rule 53; issue 40 §11): issued and
 * stored by the payments function on the first ask, then downloaded with the customer's session.
 */
export function CreditNoteButton({ orderId, refundId }: { orderId: string; refundId: string }) {
  const t = useOrdersT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const note = await issueCreditNote(orderId, refundId);
      const bytes = await downloadTaxDocument(note.bucket_id, note.file_id);
      savePdf(new Uint8Array(bytes), creditNoteFileName(note.credit_note_number));
    } catch (err) {
      setError(err instanceof Error ? err.message : t('credit.error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" loading={busy} onClick={() => void download()} sx={{ ml: 1 }}>
        {t('credit.button')}
      </Button>
      {error && (
        <Typography role="alert" variant="body2" color="error">
          {error}
        </Typography>
      )}
    </>
  );
}

// A tax document's lines as an A4 PDF, made with pdf-lib (@cantoo/pdf-lib, the maintained fork)
// in the standard Helvetica fonts every PDF reader has — the same code in the functions (the
// stored file) and in the browser (its fallback). Their WinAnsi encoding has no rupee sign, so
// amounts read "Rs. 28.17"; other characters outside Latin-1 become "?".
import { wrap, type DocumentLine } from './tax-document';

/** WinAnsi (Latin-1) only: the standard fonts have no glyphs beyond it (e.g. no rupee sign). */
const winAnsi = (s: string): string => s.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/**
 * Long lines wrapped to the page width, new pages as needed; the title names the serial. pdf-lib
 * is imported on the first call only (the browser loads it when a customer downloads). The
 * creation date is fixed by the caller, so the same document renders the same bytes.
 */
export async function taxDocumentPdf(
  lines: readonly DocumentLine[],
  meta: { title: string; author: string; created?: Date },
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import('@cantoo/pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(meta.title));
  pdf.setAuthor(winAnsi(meta.author));
  pdf.setCreator('instamg');
  if (meta.created) {
    pdf.setCreationDate(meta.created);
    pdf.setModificationDate(meta.created);
  }
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = [595.28, 841.89];
  const margin = 40;
  let page = pdf.addPage([width, height]);
  let y = height - margin;
  for (const line of lines) {
    const size = line.size ?? 10;
    const font = line.bold ? bold : regular;
    for (const text of wrap(winAnsi(line.text), (t) => font.widthOfTextAtSize(t, size), width - 2 * margin)) {
      if (y - size < margin) {
        page = pdf.addPage([width, height]);
        y = height - margin;
      }
      y -= size + 3;
      if (text) page.drawText(text, { x: margin, y, size, font });
    }
  }
  return pdf.save();
}

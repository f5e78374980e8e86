/**
 * MIME type of a stored file. Appwrite asks libmagic about the content; the dev server sniffs the
 * signatures of the formats this product stores (prescription photos and PDFs, product images),
 * then falls back to the extension, then to what the uploader claimed.
 */
const SIGNATURES: { mime: string; test: (b: Buffer) => boolean }[] = [
  {
    mime: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/gif',
    test: (b) => b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a',
  },
  {
    mime: 'image/webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { mime: 'application/pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  {
    mime: 'image/avif',
    test: (b) =>
      b.subarray(4, 8).toString('latin1') === 'ftyp' && ['avif', 'avis'].includes(b.subarray(8, 12).toString('latin1')),
  },
  {
    mime: 'image/heic',
    test: (b) =>
      b.subarray(4, 8).toString('latin1') === 'ftyp' &&
      ['heic', 'heix', 'mif1', 'msf1'].includes(b.subarray(8, 12).toString('latin1')),
  },
];

const BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  heic: 'image/heic',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  html: 'text/html',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  zip: 'application/zip',
};

/** Lower-case extension without the dot, '' when the name has none. */
export function extensionOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

function looksLikeText(head: Buffer): boolean {
  if (head.length === 0) return false;
  for (const byte of head) if (byte === 0 || byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b)) return false;
  return true;
}

export function detectMimeType(head: Buffer, filename: string, claimed: string): string {
  const sniffed = SIGNATURES.find((s) => s.test(head));
  if (sniffed) return sniffed.mime;
  const byExtension = BY_EXTENSION[extensionOf(filename)];
  if (byExtension) return byExtension;
  if (claimed && claimed !== 'application/octet-stream') return claimed.split(';')[0]!.trim();
  return looksLikeText(head.subarray(0, 512)) ? 'text/plain' : 'application/octet-stream';
}

/** Types a browser may render inline from the API origin; anything else is served as text/plain on /view (as Appwrite does) so uploaded HTML or SVG cannot run script there. */
const INLINE_SAFE =
  /^(image\/(png|jpeg|gif|webp|avif|heic)|application\/pdf|text\/plain|text\/csv|application\/json|audio\/|video\/)/;
export const viewContentType = (mimeType: string): string => (INLINE_SAFE.test(mimeType) ? mimeType : 'text/plain');

/** Raster images the preview endpoint returns as they are. */
export const isPreviewableImage = (mimeType: string): boolean =>
  /^image\/(png|jpeg|gif|webp|avif|heic)$/.test(mimeType);

/** What /preview shows for files that are not images: a plain document icon. */
export const GENERIC_FILE_ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 24 24" fill="none" stroke="#6b7280" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"><path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z"/><path d="M14 2v6h6"/><path d="M8 13h8M8 17h5"/></svg>`;

// Documents an application uploads to the private store_documents bucket (appwrite.json: 10 MB,
// pdf/jpg/jpeg/png): licence scans, the pharmacist's certificate, shopfront photos, cancelled cheque.

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** The message for a file that may not be uploaded, or null. `type` is the browser's MIME type (may be empty). */
export function documentFileError(file: { name: string; size: number; type: string }): string | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const typeOk = file.type === '' || (DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type);
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension) || !typeOk)
    return 'Upload a PDF, JPG or PNG file';
  if (file.size === 0) return 'This file is empty';
  if (file.size > DOCUMENT_MAX_BYTES) return 'Files can be at most 10 MB';
  return null;
}

/** Appwrite's custom-id rule: what a stored file id looks like. */
const FILE_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

/** `missing` when no file is attached, a generic message for something that is no file id, else null. */
export function documentIdError(id: string, missing: string): string | null {
  if (id === '') return missing;
  return FILE_ID.test(id) ? null : 'This file could not be found. Please upload it again';
}

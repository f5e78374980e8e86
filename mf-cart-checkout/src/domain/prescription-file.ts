// Browser-side checks of a prescription file before upload. The `prescriptions` bucket enforces
// the same limits (appwrite.json); checking first spares the customer a slow failed upload.

/** appwrite.json `prescriptions.maximumFileSize` (10 MB). */
export const PRESCRIPTION_MAX_BYTES = 10 * 1024 * 1024;
/** appwrite.json `prescriptions.allowedFileExtensions`. */
export const PRESCRIPTION_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', 'heic'] as const;
/** For the file picker's `accept`; HEIC often arrives without a MIME type, so extensions too. */
export const PRESCRIPTION_ACCEPT = '.jpg,.jpeg,.png,.pdf,.heic,image/jpeg,image/png,application/pdf,image/heic';

const MIME_BY_EXTENSION: Readonly<Record<(typeof PRESCRIPTION_EXTENSIONS)[number], readonly string[]>> = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  pdf: ['application/pdf'],
  heic: ['image/heic', 'image/heif'],
};

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Why `file` cannot be uploaded as a prescription, or null if it can. */
export function prescriptionFileProblem(file: { name: string; size: number; type: string }): string | null {
  const extension = fileExtension(file.name);
  if (!(PRESCRIPTION_EXTENSIONS as readonly string[]).includes(extension)) {
    return 'Please choose a JPG, PNG, HEIC image or a PDF.';
  }
  // An empty type is common (HEIC, some Android pickers); a contradicting one is not a prescription.
  const mimes = MIME_BY_EXTENSION[extension as keyof typeof MIME_BY_EXTENSION];
  if (file.type !== '' && !mimes.includes(file.type.toLowerCase())) {
    return `This file says it is .${extension} but its content type is ${file.type}. Please choose the original file.`;
  }
  if (file.size === 0) return 'This file is empty.';
  if (file.size > PRESCRIPTION_MAX_BYTES) return 'The file is larger than 10 MB. Please choose a smaller file.';
  return null;
}

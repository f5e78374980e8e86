// Browser-side checks of a problem-report photo before upload. The private `problem_photos`
// bucket enforces the same limits (appwrite.json); order-state takes at most 3 per report.
import { fileExtension } from './prescription-file';

/** appwrite.json `problem_photos.maximumFileSize` (5 MB). */
export const PROBLEM_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** order-state's MAX_PROBLEM_PHOTOS. */
export const MAX_PROBLEM_PHOTOS = 3;
/** appwrite.json `problem_photos.allowedFileExtensions`. */
export const PROBLEM_PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'heic'] as const;
/** For the file picker's `accept`; HEIC often arrives without a MIME type, so extensions too. */
export const PROBLEM_PHOTO_ACCEPT = '.jpg,.jpeg,.png,.heic,image/jpeg,image/png,image/heic';

const MIME_BY_EXTENSION: Readonly<Record<(typeof PROBLEM_PHOTO_EXTENSIONS)[number], readonly string[]>> = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  heic: ['image/heic', 'image/heif'],
};

/** Why `file` cannot go with a problem report, or null if it can. */
export function problemPhotoProblem(file: { name: string; size: number; type: string }): string | null {
  const extension = fileExtension(file.name);
  if (!(PROBLEM_PHOTO_EXTENSIONS as readonly string[]).includes(extension))
    return `${file.name}: please choose a JPG, PNG or HEIC photo.`;
  const mimes = MIME_BY_EXTENSION[extension as keyof typeof MIME_BY_EXTENSION];
  if (file.type !== '' && !mimes.includes(file.type.toLowerCase())) {
    return `${file.name} says it is .${extension} but its content type is ${file.type}. Please choose the original photo.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > PROBLEM_PHOTO_MAX_BYTES) return `${file.name} is larger than 5 MB. Please choose a smaller photo.`;
  return null;
}

/** The first reason a set of photos cannot be sent, or null. */
export function problemPhotosProblem(files: readonly { name: string; size: number; type: string }[]): string | null {
  if (files.length > MAX_PROBLEM_PHOTOS) return `Add at most ${MAX_PROBLEM_PHOTOS} photos.`;
  for (const file of files) {
    const problem = problemPhotoProblem(file);
    if (problem) return problem;
  }
  return null;
}

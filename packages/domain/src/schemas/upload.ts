import { IMAGE_MAX_BYTES, MB } from '../constants.ts';
import { MSG } from '../messages.ts';

/** The image types the server accepts (it checks the file's bytes too; this list is the browser's). */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

/** The `accept` attribute of an image file input. */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

/** 'File size too large. Maximum size is 10MB.' for a limit of 10 MB. */
export const fileTooLargeMessage = (maxBytes: number) =>
  `File size too large. Maximum size is ${Math.round(maxBytes / MB)}MB.`;

/**
 * Why a chosen file cannot be uploaded as an image (its type, then its size), or null when it can.
 * The browser checks before sending; the server checks the same limits again.
 */
export function imageFileProblem(
  file: { type: string; size: number },
  maxBytes: number = IMAGE_MAX_BYTES,
): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return MSG.unsupportedImage;
  if (file.size > maxBytes) return fileTooLargeMessage(maxBytes);
  return null;
}

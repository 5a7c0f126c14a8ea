import { MSG } from '@ssf/domain/messages';
import { HttpError } from '../http/errors.ts';

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);
const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');

/**
 * The image type recognised from the file's first bytes, never from its name or claimed type.
 * Anything else (SVG, HTML, text, PDF, HEIC, ...) is null.
 */
export function detectImageType(buf: Buffer): ImageType | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (buf.length >= 6 && (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a')) return 'gif';
  if (buf.length >= 12 && ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(buf)) return 'avif';
  return null;
}

// An ISO-BMFF file whose 'ftyp' box names AVIF as its major or a compatible brand.
function isAvif(buf: Buffer): boolean {
  if (buf.length < 16 || ascii(buf, 4, 8) !== 'ftyp') return false;
  const boxSize = buf.readUInt32BE(0);
  const end = Math.min(boxSize, buf.length);
  if (boxSize < 16) return false;
  const brands = [ascii(buf, 8, 12)];
  for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(buf, i, i + 4));
  return brands.includes('avif') || brands.includes('avis');
}

/**
 * Whether a PNG carries bytes after its IEND chunk, where the format allows nothing: that is where
 * HTML or script is put to make a file that is a picture and a page at once (a polyglot). Such a
 * file is refused rather than re-encoded. (JPEG is not held to this: phones append a video after a
 * motion photo's end, and what follows the picture never survives re-encoding anyway.)
 */
export function pngHasTrailingData(buf: Buffer): boolean {
  let offset = 8;
  while (offset + 12 <= buf.length) {
    const length = buf.readUInt32BE(offset);
    const type = ascii(buf, offset + 4, offset + 8);
    offset += 12 + length;
    if (type === 'IEND') return offset < buf.length;
  }
  return false;
}

/** detectImageType, answering 415 for anything that is not an accepted image. */
export function assertImageType(buf: Buffer): ImageType {
  const type = detectImageType(buf);
  if (!type) throw new HttpError(415, MSG.unsupportedImage);
  return type;
}
